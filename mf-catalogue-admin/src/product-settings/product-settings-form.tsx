import { useLingui } from '@lingui/react/macro';
import { PRODUCT_TITLE_MAX_LENGTH, type ProductSettings } from '@portal/shared-contracts/catalogue';
import { Flex, Typography } from '@portal/shared-ui/components';
import { ApiForm, CheckboxField, FormActions, TextField, useFormField } from '@portal/shared-ui/form';
import type { ReactNode } from 'react';
import { ControlField } from '../common/control-field';
import { SaveFailure } from '../common/edit-conflict';
import { ProductAdServerInfo } from './product-ad-server-info';
import { ProductCategorySelect } from './product-category-select';
import { ProductFormatFields } from './product-format-fields';
import { ProductIconSelect } from './product-icon-select';
import { ProductImageField } from './product-image-field';
import { ProductOrderingFields } from './product-ordering-fields';
import { ProductPricingFields } from './product-pricing-fields';
import { ProductTextFields } from './product-text-fields';
import type { ProductImage } from './product-values';
import { useProductSettingsForm } from './use-product-settings-form';

interface ProductSettingsFormProps {
  product: ProductSettings;
  onBack: () => void;
  onSaved: (saved: ProductSettings) => void;
  /** Reads the product again and restarts the form from it (after an edit conflict). */
  onReload: () => Promise<unknown>;
}

const id = (field: string) => `product-${field}`;

function Section({ id: sectionId, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={sectionId} style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id={sectionId} style={{ fontSize: 18, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** The card's picture, a field of the form. */
function ImageField() {
  const fieldId = id('imageId');
  const { input, error } = useFormField<ProductImage | null>('image', { id: fieldId });
  return (
    <ProductImageField id={fieldId} value={input.value || null} error={error} onChange={input.onChange} />
  );
}

/**
 * Every field of the product detail (spec 000 §2 "Product settings") in sections; Save stays disabled
 * until the form is valid (spec 001 §5: storefront name and category).
 */
export function ProductSettingsForm({ product, onBack, onSaved, onReload }: ProductSettingsFormProps) {
  const { t } = useLingui();
  const { form, conflict } = useProductSettingsForm(product, onSaved, onReload);

  return (
    <ApiForm form={form} aria-label={t`Nastavení produktu`} style={{ maxWidth: 800 }}>
      {({ values }) => (
        <>
          <Section id="product-storefront" title={t`Ve storefrontu`}>
            <ProductTextFields />
            <CheckboxField
              name="active"
              id={id('active')}
              label={t`Aktivní`}
              help={t`Neaktivní produkt nelze objednat.`}
            />
            <ControlField<number | null>
              name="categoryId"
              id={id('categoryId')}
              label={t`Kategorie`}
              required
            >
              {({ input, aria, status }) => (
                <ProductCategorySelect
                  id={id('categoryId')}
                  value={input.value ?? null}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  status={status}
                  {...aria}
                />
              )}
            </ControlField>
            <ControlField<string | null> name="icon" id={id('icon')} label={t`Ikona`}>
              {({ input, aria, status }) => (
                <ProductIconSelect
                  id={id('icon')}
                  value={input.value ?? null}
                  onChange={input.onChange}
                  status={status}
                  {...aria}
                />
              )}
            </ControlField>
            <ImageField />
            <Flex wrap gap={16}>
              <div style={{ flex: '1 1 300px' }}>
                <TextField
                  name="moreInfoUrl"
                  id={id('moreInfoUrl')}
                  label={t`URL s dalšími informacemi`}
                  help={t`Odkaz na stránku s dalšími informacemi o produktu. Prázdné pole: bez odkazu.`}
                  type="url"
                  placeholder="https://"
                  maxLength={1_000}
                />
              </div>
              <div style={{ flex: '1 1 300px' }}>
                <TextField
                  name="moreInfoUrlTitle"
                  id={id('moreInfoUrlTitle')}
                  label={t`Text odkazu na další informace`}
                  maxLength={PRODUCT_TITLE_MAX_LENGTH}
                />
              </div>
            </Flex>
          </Section>
          <Section id="product-pricing" title={t`Cena`}>
            <ProductPricingFields rateType={product.rateType} />
          </Section>
          <Section id="product-ordering" title={t`Objednávání`}>
            <ProductOrderingFields />
          </Section>
          <Section id="product-format" title={t`Reklamní formát`}>
            <ProductFormatFields nativeFormat={values.nativeFormat} />
          </Section>
          <Section id="product-ad-server" title={t`Ad server`}>
            <ProductAdServerInfo product={product} />
          </Section>
          <SaveFailure failure={null} conflict={conflict} />
          <FormActions submitText={t`Uložit`} onCancel={onBack} disabledUntilValid />
        </>
      )}
    </ApiForm>
  );
}
