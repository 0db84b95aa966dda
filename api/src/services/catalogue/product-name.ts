import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { productCategories, products, productVariableValues } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';

/**
 * The name the portal shows for a product (in SQL, for a query that joins products): its title
 * unless blank, else its name in the ad server.
 */
export const productDisplayName = sql<string>`coalesce(nullif(btrim(${products.title}), ''), ${products.name})`;

/**
 * A catalogue text in a language: the field of its `translations` (jsonb, by language) unless blank,
 * else the Czech text. Czech reads the Czech text alone.
 */
function inLanguage(
  language: MessageLanguage,
  translations: SQLWrapper,
  field: string,
  czech: SQLWrapper,
): SQL<string> {
  if (language === 'cs') return sql<string>`${czech}`;
  return sql<string>`coalesce(nullif(btrim(${translations} -> ${language}::text ->> ${sql.raw(`'${field}'`)}), ''), ${czech})`;
}

/**
 * The product's shown name in a language: its English or Polish title where the catalogue has one,
 * else as productDisplayName.
 */
export const productDisplayNameIn = (language: MessageLanguage): SQL<string> =>
  inLanguage(language, products.translations, 'title', productDisplayName);

/**
 * The product's storefront title in a language (its English or Polish title where it has one, else
 * the Czech title; null when it has none): the product settings list, whose column is the title.
 */
export const productTitleIn = (language: MessageLanguage): SQL<string | null> =>
  inLanguage(language, products.translations, 'title', products.title) as SQL<string | null>;

/** A targeting variable value ("Pozice 1") in a language, for a query that joins product_variable_values. */
export const variableValueIn = (language: MessageLanguage): SQL<string> =>
  inLanguage(language, productVariableValues.translations, 'value', productVariableValues.value);

/** A product category's title in a language (Czech where it has none), for a query that joins product_categories. */
export const categoryTitleIn = (language: MessageLanguage): SQL<string> =>
  inLanguage(language, productCategories.translations, 'title', productCategories.title);
