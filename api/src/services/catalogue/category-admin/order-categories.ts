import type { ProductCategory } from '@portal/shared-contracts';
import { asc, sql } from 'drizzle-orm';
import { productCategories } from '../../../db/schema';
import { ValidationError } from '../../../errors';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../sessions';
import { listCategories } from '../list-categories';

/**
 * PUT /categories-position (administrators): the product list's order of categories. The list must
 * name every category exactly once, so two administrators reordering at once cannot leave a category
 * without a place: the second one, made from a list that no longer holds, is refused (400) and
 * reloads.
 */
export async function orderCategories(
  ctx: AppContext,
  auth: AuthContext,
  order: number[],
): Promise<ProductCategory[]> {
  await ctx.db.transaction(async (tx) => {
    // Every category row, locked in id order: concurrent reorders queue instead of interleaving.
    const existing = await tx
      .select({ id: productCategories.id })
      .from(productCategories)
      .orderBy(asc(productCategories.id))
      .for('update');
    const ids = new Set(existing.map((row) => row.id));
    const named = new Set(order);
    if (named.size !== order.length || named.size !== ids.size || order.some((id) => !ids.has(id)))
      throw new ValidationError([{ field: 'productCategoriesOrder', code: 'category_order_incomplete' }]);
    await tx.execute(sql`update ${productCategories} set position = o.position, updated_at = ${ctx.clock.now()}
      from unnest(array[${sql.join(
        order.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]) with ordinality as o(id, position)
      where ${productCategories.id} = o.id and ${productCategories.position} is distinct from o.position`);
    await recordAudit(tx, auth, {
      action: 'product-category.reordered',
      entityType: 'product-category',
      details: { order },
    });
  });
  return listCategories(ctx, auth);
}
