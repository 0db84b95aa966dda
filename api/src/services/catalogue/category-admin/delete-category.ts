import { eq, sql } from 'drizzle-orm';
import { productCategories, products } from '../../../db/schema';
import { ConflictError, NotFoundError } from '../../../errors';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../sessions';

/**
 * DELETE /categories/{id} (administrators): a category without products; 409 naming how many it
 * has otherwise (move them or deactivate the category: ordered items keep their products).
 */
export async function deleteCategory(ctx: AppContext, auth: AuthContext, categoryId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: productCategories.id, title: productCategories.title })
      .from(productCategories)
      .where(eq(productCategories.id, categoryId))
      .for('update');
    if (!category) throw new NotFoundError('product_category_not_found');
    const [used] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.categoryId, categoryId));
    const count = Number(used?.count ?? 0);
    if (count > 0) throw new ConflictError('category_has_products', { count });
    await tx.delete(productCategories).where(eq(productCategories.id, categoryId));
    await recordAudit(tx, auth, {
      action: 'product-category.deleted',
      entityType: 'product-category',
      entityId: categoryId,
      details: { title: category.title },
    });
  });
}
