import { useLingui } from '@lingui/react/macro';
import { deleteCategory, type ProductCategory } from '@portal/shared-contracts/catalogue';
import { useErrorText } from '@portal/shared-ui';
import { notification, useConfirmDelete } from '@portal/shared-ui/form-components';
import { useCatalogueText } from '../common/catalogue-text';
import { useRefreshCategories } from './use-categories';

/**
 * Delete a category after a confirmation. The server refuses one that has products (409 naming how
 * many, and what to do instead): its message stays in the dialog. Render the holder in the page.
 */
export function useDeleteCategory() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { categoryTitle } = useCatalogueText();
  const refresh = useRefreshCategories();
  const [confirmDelete, holder] = useConfirmDelete();

  const remove = (category: ProductCategory) => {
    const title = categoryTitle(category);
    confirmDelete({
      title: t`Smazat kategorii produktů?`,
      question: t`Kategorie ${title} bude smazána. Tuto akci nelze vrátit.`,
      onConfirm: async () => {
        try {
          await deleteCategory(category.id);
        } catch (error) {
          return errorText(error);
        }
        notification.success({ title: t`Kategorie produktů smazána`, description: title });
        refresh();
        return null;
      },
    });
  };

  return [remove, holder] as const;
}
