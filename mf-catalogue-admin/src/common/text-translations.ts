import {
  CATALOGUE_TRANSLATION_LANGUAGES,
  type CatalogueTranslationLanguage,
} from '@portal/shared-contracts/catalogue';

/** A form's texts in English and Polish, as typed (trimmed when sent). */
export type TranslationValues<Key extends string> = Record<CatalogueTranslationLanguage, Record<Key, string>>;

/** Where the API names the error of a translated text (valibot's path): `translations.en.title`. */
export type TranslationField<Key extends string> = `translations.${CatalogueTranslationLanguage}.${Key}`;

/** The translations as the API answers them (a language or a text may be missing). */
type StoredTranslations<Key extends string> = Partial<
  Record<CatalogueTranslationLanguage, Partial<Record<Key, string | null>>>
>;

export const translationField = <Key extends string>(
  language: CatalogueTranslationLanguage,
  key: Key,
): TranslationField<Key> => `translations.${language}.${key}`;

/** Every language's field of each text. */
export const translationFields = <Key extends string>(keys: readonly Key[]): TranslationField<Key>[] =>
  CATALOGUE_TRANSLATION_LANGUAGES.flatMap((language) => keys.map((key) => translationField(language, key)));

/** The form's values of the stored translations: a missing one is empty. */
export function translationValuesOf<Key extends string>(
  keys: readonly Key[],
  stored: StoredTranslations<Key> | null | undefined,
): TranslationValues<Key> {
  const of = (language: CatalogueTranslationLanguage) =>
    Object.fromEntries(keys.map((key) => [key, stored?.[language]?.[key] ?? ''])) as Record<Key, string>;
  return { en: of('en'), pl: of('pl') };
}

/**
 * The request's translations: every language with each text, trimmed, an empty one null (no
 * translation: buyers see the Czech text). Always sent whole: they replace the stored ones.
 */
export function translationRequestOf<Key extends string>(
  keys: readonly Key[],
  values: TranslationValues<Key>,
): Record<CatalogueTranslationLanguage, Record<Key, string | null>> {
  const of = (language: CatalogueTranslationLanguage) =>
    Object.fromEntries(keys.map((key) => [key, values[language][key].trim() || null])) as Record<
      Key,
      string | null
    >;
  return { en: of('en'), pl: of('pl') };
}

/** The values with one text of one language changed. */
export const withTranslation = <Key extends string, Values extends { translations: TranslationValues<Key> }>(
  values: Values,
  language: CatalogueTranslationLanguage,
  key: Key,
  text: string,
): Values => ({
  ...values,
  translations: { ...values.translations, [language]: { ...values.translations[language], [key]: text } },
});
