import { sql, type SQL } from 'drizzle-orm';
import { productCategories, products, productVariableValues } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';

/**
 * The name the portal shows for a product (in SQL, for a query that joins products): its title
 * unless blank, else its name in the ad server.
 */
export const productDisplayName = sql<string>`coalesce(nullif(btrim(${products.title}), ''), ${products.name})`;

/**
 * The product's shown name in a language: its English or Polish title where the catalogue has one,
 * else as productDisplayName.
 */
export function productDisplayNameIn(language: MessageLanguage): SQL<string> {
  if (language === 'cs') return productDisplayName;
  return sql<string>`coalesce(nullif(btrim(${products.translations} -> ${language}::text ->> 'title'), ''), ${productDisplayName})`;
}

/** A targeting variable value ("Pozice 1") in a language, for a query that joins product_variable_values. */
export function variableValueIn(language: MessageLanguage): SQL<string> {
  if (language === 'cs') return sql<string>`${productVariableValues.value}`;
  return sql<string>`coalesce(nullif(btrim(${productVariableValues.translations} -> ${language}::text ->> 'value'), ''), ${productVariableValues.value})`;
}

/** A product category's title in a language (Czech where it has none), for a query that joins product_categories. */
export function categoryTitleIn(language: MessageLanguage): SQL<string> {
  if (language === 'cs') return sql<string>`${productCategories.title}`;
  return sql<string>`coalesce(nullif(btrim(${productCategories.translations} -> ${language}::text ->> 'title'), ''), ${productCategories.title})`;
}
