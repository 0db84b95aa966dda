import { useLingui } from '@lingui/react/macro';
import { deleteLandingPageType, type LandingPageType } from '@portal/shared-contracts/landing-pages';
import { useErrorText } from '@portal/shared-ui';
import { notification, useConfirmDelete } from '@portal/shared-ui/form-components';
import { useRefreshLandingPageTypes } from './use-landing-page-types';

/**
 * Delete a type after a confirmation. The server refuses a type landing pages use (409 naming how
 * many): its message stays in the dialog. Render the holder in the page.
 */
export function useDeleteLandingPageType() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const refresh = useRefreshLandingPageTypes();
  const [confirmDelete, holder] = useConfirmDelete();

  const remove = (type: LandingPageType) => {
    const name = type.name;
    confirmDelete({
      title: t`Smazat typ landing page?`,
      question: t`Typ landing page ${name} bude smazán. Tuto akci nelze vrátit.`,
      onConfirm: async () => {
        try {
          await deleteLandingPageType(type.id);
        } catch (error) {
          return errorText(error);
        }
        notification.success({ title: t`Typ landing page smazán`, description: name });
        refresh();
        return null;
      },
    });
  };

  return [remove, holder] as const;
}
