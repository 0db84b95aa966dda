import { useLingui } from '@lingui/react/macro';
import { getCategory, type ProductCategory } from '@portal/shared-contracts/catalogue';
import { Alert, Button, LoadError, LoadingPanel } from '@portal/shared-ui/components';
import { Modal, notification } from '@portal/shared-ui/form-components';
import { useCatalogueText } from '../common/catalogue-text';
import { useFormReload } from '../common/edit-conflict';
import type { RouteCard } from '../common/route-card';
import { CategoryForm } from './category-form';
import { isNotFound, useCategory, useRefreshCategories } from './use-categories';

interface CategoryCardProps {
  card: RouteCard;
  /** Back to the list (the address without the id). */
  onClose: () => void;
}

/**
 * The modal card over the list (spec 000 §2 "Product categories (settings)"): a new category, or an
 * existing one read from the server, so a reloaded or shared address shows it as it is now. After a
 * save: a toast, the list read again, and back to the list.
 */
export function CategoryCard({ card, onClose }: CategoryCardProps) {
  const { t } = useLingui();
  const { categoryTitle } = useCatalogueText();
  const refresh = useRefreshCategories();
  const editedId = card.kind === 'edit' ? card.id : null;
  const loaded = useCategory(editedId);
  // After an edit conflict: the category read again, and the form started from it.
  const { generation, reload } = useFormReload(async () => {
    if (editedId !== null) await loaded.mutate(getCategory(editedId), { revalidate: false });
  });

  const onSaved = (saved: ProductCategory) => {
    notification.success({ title: t`Kategorie produktů uložena`, description: categoryTitle(saved) });
    refresh(saved);
    onClose();
  };

  const body = () => {
    if (card.kind === 'new')
      return <CategoryForm category={null} onCancel={onClose} onSaved={onSaved} onReload={reload} />;
    // What was read stays editable when a later read fails; the save then says what is wrong.
    if (card.kind === 'edit' && loaded.data)
      return (
        <CategoryForm
          key={`${loaded.data.id}:${generation}`}
          category={loaded.data}
          onCancel={onClose}
          onSaved={onSaved}
          onReload={reload}
        />
      );
    if (card.kind === 'unknown' || isNotFound(loaded.error))
      return (
        <Alert
          type="warning"
          showIcon
          title={t`Kategorie produktů nebyla nalezena.`}
          description={t`Mohla být smazána, nebo je odkaz chybný.`}
          action={<Button onClick={onClose}>{t`Zpět na seznam`}</Button>}
        />
      );
    if (loaded.error)
      return (
        <LoadError
          title={t`Kategorii produktů se nepodařilo načíst.`}
          error={loaded.error}
          onRetry={() => void loaded.mutate()}
        />
      );
    return <LoadingPanel compact />;
  };

  return (
    <Modal
      open
      title={card.kind === 'new' ? t`Nová kategorie produktů` : t`Upravit kategorii produktů`}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={680}
    >
      {body()}
    </Modal>
  );
}
