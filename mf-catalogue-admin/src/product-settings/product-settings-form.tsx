import { useLingui } from '@lingui/react/macro';
import { PRODUCT_TITLE_MAX_LENGTH, type ProductSettings } from '@portal/shared-contracts/catalogue';
import { Button, Flex, Input, Typography } from '@portal/shared-ui/components';
import type { ReactNode } from 'react';
import { CheckboxField } from '../common/checkbox-field';
import { SaveFailure } from '../common/edit-conflict';
import { Field, fieldAria } from '../common/field';
import { ProductAdServerInfo } from './product-ad-server-info';
import { ProductCategorySelect } from './product-category-select';
import { ProductFormatFields } from './product-format-fields';
import { ProductIconSelect } from './product-icon-select';
import { ProductImageField } from './product-image-field';
import { ProductOrderingFields } from './product-ordering-fields';
import { ProductPricingFields } from './product-pricing-fields';
import { ProductTextFields } from './product-text-fields';
import type { ProductField } from './product-values';
import { useProductSettingsForm } from './use-product-settings-form';

interface ProductSettingsFormProps {
  product: ProductSettings;
  onBack: () => void;
  onSaved: (saved: ProductSettings) => void;
  /** Reads the product again and restarts the form from it (after an edit conflict). */
  onReload: () => Promise<unknown>;
}

const id = (field: ProductField) => `product-${field}`;

function Section({ id: sectionId, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={sectionId} style={{ marginBottom: 24 }}>
      <Typography.Title level={3} id={sectionId} style={{ fontSize: 18, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/**
 * Every field of the product detail (spec 000 §2 "Product settings") in sections; Save stays disabled
 * until the form is valid (spec 001 §5: storefront name and category).
 */
export function ProductSettingsForm({ product, onBack, onSaved, onReload }: ProductSettingsFormProps) {
  const { t } = useLingui();
  const form = useProductSettingsForm(product, onSaved, onReload);
  const { values, errors, set, touch } = form;
  const urlHelp = t`Odkaz na stránku s dalšími informacemi o produktu. Prázdné pole: bez odkazu.`;

  return (
    <form
      onSubmit={(event) => void form.submit(event)}
      noValidate
      aria-label={t`Nastavení produktu`}
      style={{ maxWidth: 800 }}
    >
      <Section id="product-storefront" title={t`Ve storefrontu`}>
        <ProductTextFields form={form} />
        <CheckboxField
          id={id('active')}
          label={t`Aktivní`}
          help={t`Neaktivní produkt nelze objednat.`}
          checked={values.active}
          error={errors.active}
          onChange={(checked) => set('active', checked)}
        />
        <Field id={id('categoryId')} label={t`Kategorie`} required error={errors.categoryId}>
          <ProductCategorySelect
            id={id('categoryId')}
            value={values.categoryId}
            onChange={(categoryId) => set('categoryId', categoryId)}
            onBlur={() => touch('categoryId')}
            {...fieldAria(id('categoryId'), { error: errors.categoryId })}
          />
        </Field>
        <Field id={id('icon')} label={t`Ikona`} error={errors.icon}>
          <ProductIconSelect
            id={id('icon')}
            value={values.icon}
            onChange={(icon) => set('icon', icon)}
            {...fieldAria(id('icon'), { error: errors.icon })}
          />
        </Field>
        <ProductImageField
          id={id('imageId')}
          value={values.image}
          error={errors.imageId}
          onChange={(image) => set('image', image)}
        />
        <Flex wrap gap={16}>
          <div style={{ flex: '1 1 300px' }}>
            <Field
              id={id('moreInfoUrl')}
              label={t`URL s dalšími informacemi`}
              help={urlHelp}
              error={errors.moreInfoUrl}
            >
              <Input
                id={id('moreInfoUrl')}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={values.moreInfoUrl}
                maxLength={1_000}
                autoComplete="off"
                onChange={(event) => set('moreInfoUrl', event.target.value)}
                onBlur={() => touch('moreInfoUrl')}
                {...fieldAria(id('moreInfoUrl'), { error: errors.moreInfoUrl, help: urlHelp })}
              />
            </Field>
          </div>
          <div style={{ flex: '1 1 300px' }}>
            <Field
              id={id('moreInfoUrlTitle')}
              label={t`Text odkazu na další informace`}
              error={errors.moreInfoUrlTitle}
            >
              <Input
                id={id('moreInfoUrlTitle')}
                value={values.moreInfoUrlTitle}
                maxLength={PRODUCT_TITLE_MAX_LENGTH}
                autoComplete="off"
                onChange={(event) => set('moreInfoUrlTitle', event.target.value)}
                {...fieldAria(id('moreInfoUrlTitle'), { error: errors.moreInfoUrlTitle })}
              />
            </Field>
          </div>
        </Flex>
      </Section>
      <Section id="product-pricing" title={t`Cena`}>
        <ProductPricingFields form={form} rateType={product.rateType} />
      </Section>
      <Section id="product-ordering" title={t`Objednávání`}>
        <ProductOrderingFields form={form} />
      </Section>
      <Section id="product-format" title={t`Reklamní formát`}>
        <ProductFormatFields form={form} />
      </Section>
      <Section id="product-ad-server" title={t`Ad server`}>
        <ProductAdServerInfo product={product} />
      </Section>
      <SaveFailure failure={form.failure} conflict={form.conflict} />
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onBack} disabled={form.submitting}>
          {t`Zrušit`}
        </Button>
        <Button type="primary" htmlType="submit" disabled={!form.canSave} loading={form.submitting}>
          {t`Uložit`}
        </Button>
      </Flex>
    </form>
  );
}
