import { useLingui } from '@lingui/react/macro';
import { deleteLibraryImage, type LibraryImage } from '@portal/shared-contracts/catalogue';
import { isApiError } from '@portal/shared-contracts/core';
import { useErrorText } from '@portal/shared-ui';
import { notification, useConfirmDelete } from '@portal/shared-ui/form-components';
import { useRefreshLibraryImages } from './use-library-images';

/**
 * Delete an image after a confirmation. The list offers it only for images no product shows, but a
 * product may have taken it since: the server's refusal (409 naming how many) stays in the dialog.
 * Render the holder in the page.
 */
export function useDeleteImage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const refresh = useRefreshLibraryImages();
  const [confirmDelete, holder] = useConfirmDelete();

  const remove = (image: LibraryImage) => {
    const name = image.name;
    confirmDelete({
      title: t`Smazat obrázek?`,
      question: t`Obrázek ${name} bude smazán z knihovny. Tuto akci nelze vrátit.`,
      onConfirm: async () => {
        try {
          await deleteLibraryImage(image.id);
        } catch (error) {
          // The product counts have changed: the list shows the new ones behind the dialog.
          if (isApiError(error) && error.status === 409) refresh();
          return errorText(error);
        }
        notification.success({ title: t`Obrázek smazán`, description: name });
        refresh();
        return null;
      },
    });
  };

  return [remove, holder] as const;
}
