import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productCategories, products } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { productDisplayName, productVisibility } from '../catalogue';
import { isRetailer, type AuthContext } from '../sessions';

/**
 * The product a creative is made for, with its format. Buyers see only products they may order
 * (404 otherwise), unless the product is that of an item of theirs; a product without a format takes
 * no creative (409).
 */
export async function creativeProduct(
  db: Executor,
  auth: AuthContext,
  productId: number,
  { ofItem }: { ofItem: boolean },
): Promise<{ id: number; name: string; nativeFormat: boolean; formatId: number }> {
  const [product] = await db
    .select({
      id: products.id,
      name: productDisplayName,
      nativeFormat: products.nativeFormat,
      formatId: products.creativeFormatId,
    })
    .from(products)
    // The buyers' visibility rule reads the product's category.
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(
      and(eq(products.id, productId), ofItem || isRetailer(auth.user) ? undefined : productVisibility(auth)),
    );
  if (!product) throw new NotFoundError('product_not_found');
  if (product.formatId === null)
    throw new ConflictError('creative_product_without_format', { product: product.name });
  return { ...product, formatId: product.formatId };
}
