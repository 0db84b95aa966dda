import { useLingui } from '@lingui/react/macro';
import {
  CATEGORY_MIN_DAYS_MAX,
  CategoryRequestSchema,
  CategoryUpdateRequestSchema,
  type CategoryRequest as CategoryRequestInput,
  createCategory,
  updateCategory,
  type ProductCategory,
} from '@portal/shared-contracts/catalogue';
import type { NamedRef } from '@portal/shared-contracts/core';
import { useApiForm } from '@portal/shared-ui/form';
import { useState } from 'react';
import { useEditConflict } from '../common/edit-conflict';
import { translationValuesOf, type TranslationValues } from '../common/text-translations';

/** The texts a category has in English and Polish. */
export const TRANSLATED_KEYS = ['title', 'shortDescription', 'description'] as const;
export type TranslatedKey = (typeof TRANSLATED_KEYS)[number];

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

/** What is sent: a change also carries the version it was read at. */
type CategoryRequest = CategoryRequestInput & { version?: number };

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

// A text field emptied by the user holds no value at all in final-form.
const text = (value: string | undefined) => value ?? '';

/**
 * The card's form (spec 001 §5 "Catalogue administration", product category), checked by the API's
 * own schema: title required (trimmed); domainUrl empty or an http(s) URL with a host ('URL must be
 * valid'); minDaysBeforeStartDate a whole number from 0 to CATEGORY_MIN_DAYS_MAX. Save stays disabled
 * until the form is valid. The English and Polish texts are optional (empty: buyers see the Czech
 * one) and always sent, also for a new category. A change sends the version the form was started
 * from: a save refused as an edit conflict (someone else saved the category since) shows who and
 * when, keeps what was typed, and offers to read the category again (`onReload`).
 */
export function useCategoryForm(
  category: ProductCategory | null,
  onSaved: (saved: ProductCategory) => void,
  onReload: () => Promise<unknown>,
) {
  const { t } = useLingui();
  const maxDays = CATEGORY_MIN_DAYS_MAX;
  // The version read with the values: a later read (SWR revalidating) does not change what is saved over.
  const [version] = useState(category?.version ?? 0);
  const conflict = useEditConflict(onReload);
  const form = useApiForm<CategoryValues, CategoryRequest, ProductCategory>({
    // Save stays disabled until the form is valid (spec 001 §5): a field says what is wrong as it changes.
    showIssues: 'whenChanged',
    initialValues: valuesOf(category),
    // A new category has no version yet; the schemas are otherwise the same.
    schema: category ? CategoryUpdateRequestSchema : CategoryRequestSchema,
    toRequest: (values) => ({
      title: text(values.title),
      description: text(values.description),
      shortDescription: text(values.shortDescription),
      minDaysBeforeStartDate: values.minDaysBeforeStartDate,
      active: values.active,
      internal: values.internal,
      autoPauseFlight: values.autoPauseFlight,
      domainUrl: text(values.domainUrl),
      targetId: values.target?.id ?? null,
      sasName: text(values.sasName),
      translations: {
        en: {
          title: text(values.translations?.en?.title),
          shortDescription: text(values.translations?.en?.shortDescription),
          description: text(values.translations?.en?.description),
        },
        pl: {
          title: text(values.translations?.pl?.title),
          shortDescription: text(values.translations?.pl?.shortDescription),
          description: text(values.translations?.pl?.description),
        },
      },
      ...(category ? { version } : {}),
    }),
    paths: { targetId: 'target' },
    messages: {
      category_title_required: t`Vyplňte název kategorie.`,
      category_min_days_invalid: t`Minimální počet dní před začátkem musí být celé číslo od 0 do ${maxDays}.`,
      category_domain_url_invalid: t`URL musí být platná.`,
    },
    // The schema says only that a number is missing: the card says which.
    validate: ({ minDaysBeforeStartDate }) =>
      minDaysBeforeStartDate == null
        ? { minDaysBeforeStartDate: t`Vyplňte minimální počet dní před začátkem.` }
        : {},
    submit: (request) => {
      conflict.take(null);
      return category ? updateCategory(category.id, { ...request, version }) : createCategory(request);
    },
    onSuccess: (saved) => onSaved(saved),
    // The edit conflict has its own notice; the kit puts any other refusal on the fields or the form.
    onError: (caught) => (conflict.take(caught) ? null : undefined),
    // The card is a dialog over the list: closing it is the way out.
    guardLeave: false,
  });
  return { form, conflict };
}
