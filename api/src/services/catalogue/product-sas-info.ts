import type { ProductSasInfo } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { AppContext } from '../context';

/**
 * The ad server's pages of a product and of its product line (the category), built from the portal's
 * address: the built-in local ad server serves them under /api/ad-server. Stable, so they may be
 * stored and shared.
 */
export function adServerUrl(ctx: Pick<AppContext, 'config'>, path: string): string {
  return `${ctx.config.publicUrl}/api/ad-server/${path}`;
}

/**
 * GET /sas-info/products/{id} (retailer staff only, the route checks): links to the product in the ad
 * server. Any product, also an inactive one, since the product settings list every product.
 */
export async function productSasInfo(ctx: AppContext, productId: number): Promise<ProductSasInfo> {
  const [product] = await ctx.db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw new NotFoundError('product_not_found');
  return {
    productURL: adServerUrl(ctx, `products/${product.id}`),
    productLineURL: adServerUrl(ctx, `product-lines/${product.categoryId}`),
  };
}
