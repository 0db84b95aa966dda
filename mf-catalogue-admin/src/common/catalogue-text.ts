import {
  translated,
  type CatalogueTranslationLanguage,
  type CategoryTranslations,
  type ProductTranslations,
} from '@portal/shared-contracts/catalogue';
import { useLocale } from '@portal/shared-ui';

/** The catalogue's language of a UI locale: English, Polish, else Czech (the catalogue's own texts). */
export function catalogueLanguageOf(locale: string): 'cs' | CatalogueTranslationLanguage {
  if (locale.startsWith('en')) return 'en';
  if (locale.startsWith('pl')) return 'pl';
  return 'cs';
}

interface CategoryTexts {
  title: string;
  translations?: CategoryTranslations | null;
}

interface ProductTexts {
  name: string;
  title: string | null;
  translations?: ProductTranslations | null;
}

/**
 * The catalogue's texts as the screens show them outside their forms (lists, selects, headings,
 * messages): in the user's language where the catalogue has a translation, else Czech. The forms
 * edit the Czech texts with the translations beside them, so the answers they read carry both and
 * the screens pick here; an answer that has only a display text (the product settings list) comes
 * in the user's language from the API. Follows a language switch at once: nothing is read again.
 */
export function useCatalogueText() {
  const locale = useLocale();
  const language = catalogueLanguageOf(locale);
  return {
    language,
    /** A category's title. */
    categoryTitle: (category: CategoryTexts): string =>
      translated(category.title, category.translations, language, 'title') ?? category.title,
    /** A product's storefront title, else its name in the ad server. */
    productTitle: (product: ProductTexts): string =>
      translated(product.title, product.translations, language, 'title') ?? product.name,
  };
}
