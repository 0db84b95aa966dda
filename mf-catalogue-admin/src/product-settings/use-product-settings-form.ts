import { useLingui } from '@lingui/react/macro';
import {
  PRODUCT_MONEY_MAX,
  ProductSettingsRequestSchema,
  updateProductSettings,
  type ProductSettings,
  type ProductSettingsRequest,
} from '@portal/shared-contracts/catalogue';
import { useApiForm } from '@portal/shared-ui/form';
import { useState } from 'react';
import { useEditConflict } from '../common/edit-conflict';
import { requestOf, valuesOf, type ProductValues } from './product-values';

/** The largest size id the API takes (a PostgreSQL integer). */
const SIZE_EXTERNAL_ID_MAX = 2_147_483_647;

/**
 * The detail form (spec 001 §5 "Product settings"), checked by the API's own schema: the storefront
 * name (title) and a category are required; the size id is a whole number from 1; price and minimum
 * order are CZK from 0 with at most two decimals; the more-info URL is empty or an http(s) URL with a
 * host. Turning the availability check off turns the default position off. Save stays disabled until
 * the form is valid. The English and Polish title and description are optional (empty: buyers see
 * the Czech text). The save sends the version the form was started from: a save refused as an edit
 * conflict (someone else saved the product since) shows who and when, keeps what was typed, and
 * offers to read the product again (`onReload`).
 */
export function useProductSettingsForm(
  product: ProductSettings,
  onSaved: (saved: ProductSettings) => void,
  onReload: () => Promise<unknown>,
) {
  const { t } = useLingui();
  const maxMoney = PRODUCT_MONEY_MAX;
  const maxSize = SIZE_EXTERNAL_ID_MAX;
  // The version read with the values: a later read (SWR revalidating) does not change what is saved over.
  const [version] = useState(product.version);
  const conflict = useEditConflict(onReload);
  const form = useApiForm<ProductValues, ProductSettingsRequest, ProductSettings>({
    // Save stays disabled until the form is valid (spec 001 §5): a field says what is wrong as it changes.
    showIssues: 'whenChanged',
    initialValues: valuesOf(product),
    schema: ProductSettingsRequestSchema,
    toRequest: (values) => requestOf(values, version),
    paths: { creativeFormatId: 'creativeFormat', imageId: 'image' },
    messages: {
      product_title_required: t`Vyplňte název produktu ve storefrontu.`,
      product_category_required: t`Vyberte kategorii produktu.`,
      product_size_invalid: t`ID velikosti musí být celé číslo od 1 do ${maxSize}.`,
      product_price_invalid: t`Cena musí být číslo od 0 do ${maxMoney} s nejvýše dvěma desetinnými místy.`,
      product_min_amount_invalid: t`Minimální objednávka musí být číslo od 0 do ${maxMoney} s nejvýše dvěma desetinnými místy.`,
      product_more_info_url_invalid: t`URL musí být platná.`,
      product_icon_invalid: t`Vyberte jednu z nabízených ikon.`,
    },
    // The schema says only that a number is missing: the form says which.
    validate: ({ price, minAmount }) => ({
      ...(price == null ? { price: t`Vyplňte cenu.` } : {}),
      ...(minAmount == null ? { minAmount: t`Vyplňte minimální objednávku.` } : {}),
    }),
    submit: (request) => {
      conflict.take(null);
      return updateProductSettings(product.id, request);
    },
    onSuccess: (saved) => onSaved(saved),
    // The edit conflict has its own notice; the kit puts any other refusal on the fields or the form.
    onError: (caught) => (conflict.take(caught) ? null : undefined),
  });
  return { form, conflict };
}
