import type { Product } from '@portal/shared-contracts';
import { NotFoundError } from '../../errors';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { loadProduct } from './product-access';

/** GET /products/{id}: 404 when it does not exist, is inactive or is not offered to the caller. */
export async function getProduct(
  ctx: AppContext,
  auth: AuthContext,
  productId: number,
  language = 'cs',
): Promise<Product> {
  const product = await loadProduct(ctx.db, auth, productId, language);
  if (!product) throw new NotFoundError('product_not_found');
  return product;
}
