import type { CatalogueTranslationLanguage } from '@portal/shared-contracts/catalogue';

/** A form's texts in English and Polish, as typed (trimmed when sent). */
export type TranslationValues<Key extends string> = Record<CatalogueTranslationLanguage, Record<Key, string>>;

/** The translations as the API answers them (a language or a text may be missing). */
type StoredTranslations<Key extends string> = Partial<
  Record<CatalogueTranslationLanguage, Partial<Record<Key, string | null>>>
>;

/** A translated text's field in the form, where the API names it too: `translations.en.title`. */
export const translationField = <Key extends string>(
  language: CatalogueTranslationLanguage,
  key: Key,
): string => `translations.${language}.${key}`;

/** The form's values of the stored translations: a missing one is empty. */
export function translationValuesOf<Key extends string>(
  keys: readonly Key[],
  stored: StoredTranslations<Key> | null | undefined,
): TranslationValues<Key> {
  const of = (language: CatalogueTranslationLanguage) =>
    Object.fromEntries(keys.map((key) => [key, stored?.[language]?.[key] ?? ''])) as Record<Key, string>;
  return { en: of('en'), pl: of('pl') };
}
