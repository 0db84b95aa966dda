import { useLingui } from '@lingui/react/macro';
import { deleteCampaignItem, type CampaignItem } from '@portal/shared-contracts/campaign-items';
import { useErrorText } from '@portal/shared-ui';
import { type DeleteConfirmation, notification } from '@portal/shared-ui/form-components';

/**
 * Delete one item after a confirmation; a success message says so and the campaign is read again, a
 * failure shows the server message in the dialog. Returns the function that asks about an item.
 */
export function useDeleteItem(
  onDeleted: () => Promise<void>,
  confirmDelete: (confirmation: DeleteConfirmation) => void,
) {
  const { t } = useLingui();
  const errorText = useErrorText();

  return (item: CampaignItem) => {
    const name = item.name;
    confirmDelete({
      title: t`Smazat položku`,
      question: t`Opravdu chcete smazat položku ${name}?`,
      onConfirm: async () => {
        try {
          await deleteCampaignItem(item.id);
          notification.success({
            title: t`Položka smazána`,
            description: t`Položka ${name} byla z kampaně smazána.`,
          });
          await onDeleted();
          return null;
        } catch (caught) {
          return errorText(caught);
        }
      },
    });
  };
}
