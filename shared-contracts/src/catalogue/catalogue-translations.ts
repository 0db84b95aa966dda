import * as v from 'valibot';
import { optionalText } from '../common/primitives';

/**
 * The catalogue's texts in the languages other than Czech. Czech is the catalogue's own text (the
 * product's title and description, the category's); a language without a text of its own shows the
 * Czech one. Absent and empty are the same: no translation.
 */
export const CATALOGUE_TRANSLATION_LANGUAGES = ['en', 'pl'] as const;
export type CatalogueTranslationLanguage = (typeof CATALOGUE_TRANSLATION_LANGUAGES)[number];

const byLanguage = <const Entries extends v.ObjectEntries>(entries: Entries) => {
  const texts = v.object(entries);
  return v.object({ en: v.optional(texts), pl: v.optional(texts) });
};

/** A product's storefront title and description per language (the limits of the Czech fields). */
export const ProductTranslationsSchema = byLanguage({
  title: optionalText(200),
  description: optionalText(5_000),
});
export type ProductTranslations = v.InferOutput<typeof ProductTranslationsSchema>;
export type ProductTranslationsInput = v.InferInput<typeof ProductTranslationsSchema>;

/** A category's title, short and full description per language. */
export const CategoryTranslationsSchema = byLanguage({
  title: optionalText(200),
  shortDescription: optionalText(2_000),
  description: optionalText(2_000),
});
export type CategoryTranslations = v.InferOutput<typeof CategoryTranslationsSchema>;
export type CategoryTranslationsInput = v.InferInput<typeof CategoryTranslationsSchema>;

/** A targeting variable's name ("Pozice") and one of its values ("Pozice 1") per language. */
export const VariableValueTranslationsSchema = byLanguage({
  name: optionalText(200),
  value: optionalText(200),
});
export type VariableValueTranslations = v.InferOutput<typeof VariableValueTranslationsSchema>;

/** A text in a language: its translation when it has one, else the Czech text. */
export function translated<Field extends string>(
  czech: string | null,
  translations:
    Partial<Record<CatalogueTranslationLanguage, Partial<Record<Field, string | null>>>> | null | undefined,
  language: string,
  field: Field,
): string | null {
  if (language !== 'en' && language !== 'pl') return czech;
  return translations?.[language]?.[field]?.trim() || czech;
}
