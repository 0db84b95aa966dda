import { useLingui } from '@lingui/react/macro';
import {
  CATALOGUE_TRANSLATION_LANGUAGES,
  CATEGORY_MIN_DAYS_MAX,
  CATEGORY_TEXT_MAX_LENGTH,
  CATEGORY_TITLE_MAX_LENGTH,
  createCategory,
  isValidDomainUrl,
  updateCategory,
  type CatalogueTranslationLanguage,
  type CategoryRequest,
  type ProductCategory,
} from '@portal/shared-contracts/catalogue';
import { isApiError, type NamedRef } from '@portal/shared-contracts/core';
import { useErrorText } from '@portal/shared-ui';
import { useState, type FormEvent } from 'react';
import { useEditConflict } from '../common/edit-conflict';
import {
  translationField,
  translationFields,
  translationRequestOf,
  translationValuesOf,
  type TranslationField,
  type TranslationValues,
  withTranslation,
} from '../common/text-translations';

/** The texts a category has in English and Polish. */
export const TRANSLATED_KEYS = ['title', 'shortDescription', 'description'] as const;
export type TranslatedKey = (typeof TRANSLATED_KEYS)[number];

/** A field of the request (or of its translations), where the server's field errors are shown. */
export type CategoryField = Exclude<keyof CategoryRequest, 'translations'> | TranslationField<TranslatedKey>;
export type CategoryErrors = Partial<Record<CategoryField, string>>;

export interface CategoryValues {
  title: string;
  description: string;
  shortDescription: string;
  minDaysBeforeStartDate: number | null;
  active: boolean;
  internal: boolean;
  autoPauseFlight: boolean;
  domainUrl: string;
  /** The shop with its name, so the select shows it; none: no shop. */
  target: NamedRef | null;
  sasName: string;
  /** The title and descriptions in English and Polish; empty: the Czech one shows. */
  translations: TranslationValues<TranslatedKey>;
}

const FIELDS: readonly string[] = [
  'title',
  'description',
  'shortDescription',
  'minDaysBeforeStartDate',
  'active',
  'internal',
  'autoPauseFlight',
  'domainUrl',
  'targetId',
  'sasName',
  ...translationFields(TRANSLATED_KEYS),
] satisfies CategoryField[];
const isField = (path: string): path is CategoryField => FIELDS.includes(path);
type PlainKey = Exclude<keyof CategoryValues, 'translations'>;
const fieldOf = (key: PlainKey): CategoryField => (key === 'target' ? 'targetId' : key);

const valuesOf = (category: ProductCategory | null): CategoryValues =>
  category
    ? {
        title: category.title,
        description: category.description ?? '',
        shortDescription: category.shortDescription ?? '',
        minDaysBeforeStartDate: category.minDaysBeforeStartDate,
        active: category.active,
        internal: category.internal,
        autoPauseFlight: category.autoPauseFlight,
        domainUrl: category.domainUrl ?? '',
        target: category.target,
        sasName: category.sasName ?? '',
        translations: translationValuesOf(TRANSLATED_KEYS, category.translations),
      }
    : {
        title: '',
        description: '',
        shortDescription: '',
        minDaysBeforeStartDate: 0,
        active: true,
        internal: false,
        autoPauseFlight: false,
        domainUrl: '',
        target: null,
        sasName: '',
        translations: translationValuesOf(TRANSLATED_KEYS, null),
      };

const textOrNull = (text: string) => text.trim() || null;

/**
 * The card's form (spec 001 §5 "Catalogue administration", product category): title required
 * (trimmed); domainUrl empty or an http(s) URL with a host (the check the API makes, 'URL must be
 * valid'); minDaysBeforeStartDate a whole number from 0 to CATEGORY_MIN_DAYS_MAX. Save stays disabled
 * until the form is valid, so each field says what is wrong as soon as it was touched. The server's
 * field errors go beside their fields until the field changes; any other failure (spec 001 §8: the
 * server message, or the errors no field shows joined by spaces) above the buttons. The English and
 * Polish texts are optional (empty: buyers see the Czech one), with the Czech fields' limits, and
 * always sent, also for a new category. A change sends the version the form was started from: a save
 * refused as an edit conflict (someone else saved the category since) shows who and when, keeps what
 * was typed, and offers to read the category again (`onReload`).
 */
export function useCategoryForm(
  category: ProductCategory | null,
  onSaved: (saved: ProductCategory) => void,
  onReload: () => Promise<unknown>,
) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [values, setValues] = useState<CategoryValues>(() => valuesOf(category));
  // The version read with the values: a later read (SWR revalidating) does not change what is saved over.
  const [version] = useState(category?.version ?? 0);
  const conflict = useEditConflict(onReload);
  const [touched, setTouched] = useState<ReadonlySet<CategoryField>>(new Set());
  const [fromServer, setFromServer] = useState<CategoryErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const touch = (field: CategoryField) =>
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));

  const changed = (field: CategoryField) => {
    touch(field);
    setFromServer((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
  };

  const set = <K extends PlainKey>(key: K, value: CategoryValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    changed(fieldOf(key));
  };

  /** Changes a text in English or Polish. */
  const setTranslation = (language: CatalogueTranslationLanguage, key: TranslatedKey, value: string) => {
    setValues((previous) => withTranslation(previous, language, key, value));
    changed(translationField(language, key));
  };

  const problems: CategoryErrors = {};
  const title = values.title.trim();
  const maxTitle = CATEGORY_TITLE_MAX_LENGTH;
  if (!title) problems.title = t`Vyplňte název kategorie.`;
  else if (title.length > maxTitle) problems.title = t`Název může mít nejvýše ${maxTitle} znaků.`;
  const days = values.minDaysBeforeStartDate;
  const maxDays = CATEGORY_MIN_DAYS_MAX;
  if (days === null) problems.minDaysBeforeStartDate = t`Vyplňte minimální počet dní před začátkem.`;
  else if (!Number.isInteger(days) || days < 0 || days > maxDays)
    problems.minDaysBeforeStartDate = t`Minimální počet dní před začátkem musí být celé číslo od 0 do ${maxDays}.`;
  if (!isValidDomainUrl(values.domainUrl.trim())) problems.domainUrl = t`URL musí být platná.`;
  const maxText = CATEGORY_TEXT_MAX_LENGTH;
  for (const language of CATALOGUE_TRANSLATION_LANGUAGES) {
    const texts = values.translations[language];
    if (texts.title.trim().length > maxTitle)
      problems[translationField(language, 'title')] = t`Název může mít nejvýše ${maxTitle} znaků.`;
    if (texts.shortDescription.trim().length > maxText)
      problems[translationField(language, 'shortDescription')] =
        t`Krátký popis může mít nejvýše ${maxText} znaků.`;
    if (texts.description.trim().length > maxText)
      problems[translationField(language, 'description')] = t`Popis může mít nejvýše ${maxText} znaků.`;
  }
  const valid = Object.keys(problems).length === 0;

  const errors: CategoryErrors = {};
  for (const field of FIELDS.filter(isField)) {
    const shown = fromServer[field] ?? (touched.has(field) ? problems[field] : undefined);
    if (shown) errors[field] = shown;
  }

  const showFailure = (caught: unknown) => {
    const placed: CategoryErrors = {};
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
    if (!valid || days === null) {
      setTouched(new Set(FIELDS.filter(isField)));
      return;
    }
    const body: CategoryRequest = {
      title,
      description: textOrNull(values.description),
      shortDescription: textOrNull(values.shortDescription),
      minDaysBeforeStartDate: days,
      active: values.active,
      internal: values.internal,
      autoPauseFlight: values.autoPauseFlight,
      domainUrl: textOrNull(values.domainUrl),
      targetId: values.target?.id ?? null,
      sasName: textOrNull(values.sasName),
      translations: translationRequestOf(TRANSLATED_KEYS, values.translations),
    };
    setSubmitting(true);
    try {
      const saved = category
        ? await updateCategory(category.id, { ...body, version })
        : await createCategory(body);
      onSaved(saved);
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

export type CategoryFormState = ReturnType<typeof useCategoryForm>;
