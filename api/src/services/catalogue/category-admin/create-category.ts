import type { ProductCategory } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { productCategories } from '../../../db/schema';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../sessions';
import { getCategory } from '../list-categories';
import { categoryValues, type CategoryInput } from './category-values';

/** PUT /categories/create (administrators): a new category, last in the product list's order. */
export async function createCategory(
  ctx: AppContext,
  auth: AuthContext,
  body: CategoryInput,
): Promise<ProductCategory> {
  const id = await ctx.db.transaction(async (tx) => {
    const values = await categoryValues(tx, body);
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(productCategories)
      .values({
        ...values,
        position: sql`(select coalesce(max(${productCategories.position}), 0) + 1 from ${productCategories})`,
        createdAt: now,
        updatedAt: now,
        updatedByUserId: auth.user.id,
      })
      .returning({ id: productCategories.id });
    await recordAudit(tx, auth, {
      action: 'product-category.created',
      entityType: 'product-category',
      entityId: row!.id,
      details: { ...values },
    });
    return row!.id;
  });
  return getCategory(ctx, auth, id);
}
