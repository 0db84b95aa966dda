import { useLingui } from '@lingui/react/macro';
import {
  CATALOGUE_TRANSLATION_LANGUAGES,
  isValidDomainUrl,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_MONEY_MAX,
  PRODUCT_TITLE_MAX_LENGTH,
  updateProductSettings,
  type CatalogueTranslationLanguage,
  type ProductSettings,
  isValidMoney,
} from '@portal/shared-contracts/catalogue';
import { isApiError } from '@portal/shared-contracts/core';
import { useErrorText } from '@portal/shared-ui';
import { useState, type FormEvent } from 'react';
import { useEditConflict } from '../common/edit-conflict';
import { translationField, translationFields, withTranslation } from '../common/text-translations';
import {
  fieldOf,
  isProductIcon,
  isValidSizeId,
  requestOf,
  SIZE_EXTERNAL_ID_MAX,
  TRANSLATED_KEYS,
  valuesOf,
  type ProductField,
  type ProductValues,
  type TranslatedKey,
} from './product-values';

export type ProductErrors = Partial<Record<ProductField, string>>;

const FIELDS: readonly string[] = [
  'title',
  'active',
  'description',
  'categoryId',
  'creativeFormatId',
  'sizeExternalId',
  'price',
  'minAmount',
  'checkAvails',
  'defaultPosEnabled',
  'multipleVariableValues',
  'auction',
  'nativeFormat',
  'nativeType',
  'icon',
  'moreInfoUrl',
  'moreInfoUrlTitle',
  'imageId',
  ...translationFields(TRANSLATED_KEYS),
] satisfies ProductField[];
const isField = (path: string): path is ProductField => FIELDS.includes(path);

/**
 * The detail form (spec 001 §5 "Product settings"): the storefront name (title) and a category are
 * required; the size id is a whole number from 1; price and minimum order are CZK from 0 with at most
 * two decimals; the more-info URL is empty or an http(s) URL with a host. Turning the availability
 * check off turns the default position off. Save stays disabled until the form is valid, and each
 * field says what is wrong once touched. The server's field errors go beside their fields until the
 * field changes; any other failure (spec 001 §8: the server message, or the errors no field shows
 * joined by spaces) above the buttons. The English and Polish title and description are optional
 * (empty: buyers see the Czech text), with the Czech fields' limits. The save sends the version the
 * form was started from: a save refused as an edit conflict (someone else saved the product since)
 * shows who and when, keeps what was typed, and offers to read the product again (`onReload`).
 */
export function useProductSettingsForm(
  product: ProductSettings,
  onSaved: (saved: ProductSettings) => void,
  onReload: () => Promise<unknown>,
) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [values, setValues] = useState<ProductValues>(() => valuesOf(product));
  // The version read with the values: a later read (SWR revalidating) does not change what is saved over.
  const [version] = useState(product.version);
  const conflict = useEditConflict(onReload);
  const [touched, setTouched] = useState<ReadonlySet<ProductField>>(new Set());
  const [fromServer, setFromServer] = useState<ProductErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const touch = (field: ProductField) =>
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));

  const changed = (field: ProductField) => {
    touch(field);
    setFromServer((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
  };

  const set = <K extends Exclude<keyof ProductValues, 'translations'>>(key: K, value: ProductValues[K]) => {
    setValues((previous) => {
      const next = { ...previous, [key]: value };
      // Spec 001 §5: no default position without the availability check.
      if (key === 'checkAvails' && !value) next.defaultPosEnabled = false;
      return next;
    });
    changed(fieldOf(key));
  };

  /** Changes the title or description in English or Polish. */
  const setTranslation = (language: CatalogueTranslationLanguage, key: TranslatedKey, value: string) => {
    setValues((previous) => withTranslation(previous, language, key, value));
    changed(translationField(language, key));
  };

  const problems: ProductErrors = {};
  const title = values.title.trim();
  const maxTitle = PRODUCT_TITLE_MAX_LENGTH;
  if (!title) problems.title = t`Vyplňte název produktu ve storefrontu.`;
  else if (title.length > maxTitle) problems.title = t`Název může mít nejvýše ${maxTitle} znaků.`;
  if (values.categoryId === null) problems.categoryId = t`Vyberte kategorii produktu.`;
  if (values.sizeExternalId !== null && !isValidSizeId(values.sizeExternalId)) {
    const maxSize = SIZE_EXTERNAL_ID_MAX;
    problems.sizeExternalId = t`ID velikosti musí být celé číslo od 1 do ${maxSize}.`;
  }
  const maxMoney = PRODUCT_MONEY_MAX;
  if (values.price === null) problems.price = t`Vyplňte cenu.`;
  else if (!isValidMoney(values.price))
    problems.price = t`Cena musí být číslo od 0 do ${maxMoney} s nejvýše dvěma desetinnými místy.`;
  if (values.minAmount === null) problems.minAmount = t`Vyplňte minimální objednávku.`;
  else if (!isValidMoney(values.minAmount))
    problems.minAmount = t`Minimální objednávka musí být číslo od 0 do ${maxMoney} s nejvýše dvěma desetinnými místy.`;
  if (!isValidDomainUrl(values.moreInfoUrl.trim())) problems.moreInfoUrl = t`URL musí být platná.`;
  if (values.icon !== null && !isProductIcon(values.icon))
    problems.icon = t`Vyberte jednu z nabízených ikon.`;
  const maxDescription = PRODUCT_DESCRIPTION_MAX_LENGTH;
  for (const language of CATALOGUE_TRANSLATION_LANGUAGES) {
    const texts = values.translations[language];
    if (texts.title.trim().length > maxTitle)
      problems[translationField(language, 'title')] = t`Název může mít nejvýše ${maxTitle} znaků.`;
    if (texts.description.trim().length > maxDescription)
      problems[translationField(language, 'description')] =
        t`Popis může mít nejvýše ${maxDescription} znaků.`;
  }
  const valid = Object.keys(problems).length === 0;

  const errors: ProductErrors = {};
  for (const field of FIELDS.filter(isField)) {
    const shown = fromServer[field] ?? (touched.has(field) ? problems[field] : undefined);
    if (shown) errors[field] = shown;
  }

  const showFailure = (caught: unknown) => {
    const placed: ProductErrors = {};
    const unplaced: string[] = [];
    const fieldErrors = isApiError(caught) ? (caught.body.fieldErrors ?? {}) : {};
    for (const [path, messages] of Object.entries(fieldErrors)) {
      if (isField(path)) placed[path] = [placed[path], ...messages].filter(Boolean).join(' ');
      else unplaced.push(...messages);
    }
    setFromServer(placed);
    if (conflict.take(caught)) {
      setFailure(null);
      return;
    }
    const anyPlaced = Object.keys(placed).length > 0;
    setFailure(unplaced.length > 0 ? unplaced.join(' ') : anyPlaced ? null : errorText(caught));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    setFailure(null);
    conflict.take(null);
    const { categoryId, price, minAmount } = values;
    if (!valid || categoryId === null || price === null || minAmount === null) {
      setTouched(new Set(FIELDS.filter(isField)));
      return;
    }
    setSubmitting(true);
    try {
      onSaved(
        await updateProductSettings(
          product.id,
          requestOf({ ...values, categoryId, price, minAmount }, version),
        ),
      );
    } catch (caught) {
      showFailure(caught);
      setSubmitting(false);
    }
  };

  return {
    values,
    set,
    setTranslation,
    touch,
    errors,
    failure,
    conflict,
    submitting,
    canSave: valid,
    submit,
  };
}

export type ProductSettingsForm = ReturnType<typeof useProductSettingsForm>;
