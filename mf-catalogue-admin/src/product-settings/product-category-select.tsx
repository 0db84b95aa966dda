import { useLingui } from '@lingui/react/macro';
import { useErrorText } from '@portal/shared-ui';
import { Select } from '@portal/shared-ui/components';
import { useCatalogueText } from '../common/catalogue-text';
import { useProductCategories } from './use-product-settings';

interface ProductCategorySelectProps {
  id: string;
  value: number | null;
  onChange: (categoryId: number | null) => void;
  onBlur?: () => void;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The product's category, chosen from every category (GET /categories, in the product list's order),
 * each named in the user's language.
 */
export function ProductCategorySelect({ id, value, onChange, ...props }: ProductCategorySelectProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { categoryTitle } = useCatalogueText();
  const categories = useProductCategories();
  const loadError = categories.error ? errorText(categories.error) : '';
  const options = (categories.data ?? []).map((category) => {
    const title = categoryTitle(category);
    // Products of an inactive category cannot be ordered: say so where the category is chosen.
    return { value: category.id, label: category.active ? title : t`${title} (neaktivní)` };
  });

  return (
    <>
      <Select<number>
        id={id}
        style={{ width: '100%' }}
        placeholder={t`Vyberte kategorii`}
        loading={categories.isLoading}
        showSearch={{ optionFilterProp: 'label' }}
        options={options}
        // Until the list arrives the chosen id has no label: nothing rather than a bare number.
        value={categories.data ? (value ?? undefined) : undefined}
        onChange={(categoryId) => onChange(categoryId ?? null)}
        aria-required
        {...props}
      />
      {categories.error && (
        <div role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
          {t`Kategorie se nepodařilo načíst: ${loadError}`}
        </div>
      )}
    </>
  );
}
