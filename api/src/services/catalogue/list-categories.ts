import {
  translated,
  type ActiveProductCategory,
  type NamedRef,
  type ProductCategory,
} from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { productCategories } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { AppContext } from '../context';
import { isRetailer, type AuthContext } from '../sessions';
import { loadCategories, withProductIds } from './categories';
import { categoryVisibility, loadProducts } from './product-access';

/**
 * Categories a caller may read: retailer staff every one (also inactive and internal, for the
 * settings screens); buyers the ones they may order from (categoryVisibility).
 */
const readableCategories = (auth: AuthContext) =>
  isRetailer(auth.user) ? undefined : categoryVisibility(auth);

/** GET /categories: every category for retailer staff; for buyers the active, non-internal, allowed ones. */
export async function listCategories(ctx: AppContext, auth: AuthContext): Promise<ProductCategory[]> {
  return withProductIds(ctx.db, await loadCategories(ctx.db, readableCategories(auth)));
}

/** GET /categories/{id}: 404 when it does not exist or the caller may not read it. */
export async function getCategory(
  ctx: AppContext,
  auth: AuthContext,
  categoryId: number,
): Promise<ProductCategory> {
  const [category] = await withProductIds(
    ctx.db,
    await loadCategories(ctx.db, and(eq(productCategories.id, categoryId), readableCategories(auth))),
  );
  if (!category) throw new NotFoundError('product_category_not_found');
  return category;
}

/**
 * GET /categories/active: the categories the caller may order from, in order, each with the active
 * products it may order; categories without any are left out (the product list).
 */
export async function listActiveCategories(
  ctx: AppContext,
  auth: AuthContext,
  language = 'cs',
): Promise<ActiveProductCategory[]> {
  const [categories, products] = await Promise.all([
    loadCategories(ctx.db, categoryVisibility(auth)),
    loadProducts(ctx.db, auth, undefined, language),
  ]);
  return categories
    .map(({ translations, ...category }) => ({
      ...category,
      title: translated(category.title, translations, language, 'title') ?? category.title,
      shortDescription: translated(category.shortDescription, translations, language, 'shortDescription'),
      description: translated(category.description, translations, language, 'description'),
      products: products.filter((product) => product.category.id === category.id),
    }))
    .filter((category) => category.products.length > 0);
}

/** GET /user-categories: the categories the caller may order from (all active ones when none are set). */
export async function listUserCategories(
  ctx: AppContext,
  auth: AuthContext,
  language = 'cs',
): Promise<NamedRef[]> {
  const categories = await loadCategories(ctx.db, categoryVisibility(auth));
  return categories.map((category) => ({
    id: category.id,
    name: translated(category.title, category.translations, language, 'title') ?? category.title,
  }));
}
