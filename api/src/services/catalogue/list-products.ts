import type { Product } from '@portal/shared-contracts';
import { and, eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import { products } from '../../db/schema';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions/auth-context';
import { loadProducts } from './product-access';

/** GET /products: the active products the caller may order, in product-list order. */
export async function listProducts(ctx: AppContext, auth: AuthContext): Promise<Product[]> {
  return loadProducts(ctx.db, auth);
}

/**
 * GET /products/search?phrase: the caller's products whose storefront title, ad-server name or
 * description contains the phrase (case-insensitive); every one for an empty phrase.
 */
export async function searchProducts(ctx: AppContext, auth: AuthContext, phrase: string): Promise<Product[]> {
  if (!phrase) return loadProducts(ctx.db, auth);
  const contains = (column: SQLWrapper) => sql`strpos(lower(coalesce(${column}, '')), lower(${phrase})) > 0`;
  return loadProducts(
    ctx.db,
    auth,
    or(contains(products.title), contains(products.name), contains(products.description)),
  );
}

/** GET /products/flat-rate-with-availabilities: the caller's flat-rate products with availability check. */
export async function listFlatRateProductsWithAvailabilities(
  ctx: AppContext,
  auth: AuthContext,
): Promise<Product[]> {
  return loadProducts(ctx.db, auth, and(eq(products.rateType, 'FLAT_RATE'), eq(products.checkAvails, true)));
}
