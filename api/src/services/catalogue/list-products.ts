import type { Product } from '@portal/shared-contracts';
import { and, eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import { products } from '../../db/schema';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { loadProducts } from './product-access';

/** GET /products: the active products the caller may order, in product-list order. */
export async function listProducts(ctx: AppContext, auth: AuthContext, language = 'cs'): Promise<Product[]> {
  return loadProducts(ctx.db, auth, undefined, language);
}

/**
 * GET /products/search?phrase: the caller's products whose storefront title, ad-server name or
 * description contains the phrase (case-insensitive), in Czech or in a translation; every one for
 * an empty phrase.
 */
export async function searchProducts(
  ctx: AppContext,
  auth: AuthContext,
  phrase: string,
  language = 'cs',
): Promise<Product[]> {
  if (!phrase) return loadProducts(ctx.db, auth, undefined, language);
  const contains = (column: SQLWrapper) => sql`strpos(lower(coalesce(${column}, '')), lower(${phrase})) > 0`;
  const translatedText = sql`(select string_agg(text #>> '{}', ' ') from jsonb_path_query(${products.translations}, 'strict $.*.*') as text)`;
  return loadProducts(
    ctx.db,
    auth,
    or(
      contains(products.title),
      contains(products.name),
      contains(products.description),
      contains(translatedText),
    ),
    language,
  );
}

/** GET /products/flat-rate-with-availabilities: the caller's flat-rate products with availability check. */
export async function listFlatRateProductsWithAvailabilities(
  ctx: AppContext,
  auth: AuthContext,
  language = 'cs',
): Promise<Product[]> {
  return loadProducts(
    ctx.db,
    auth,
    and(eq(products.rateType, 'FLAT_RATE'), eq(products.checkAvails, true)),
    language,
  );
}
