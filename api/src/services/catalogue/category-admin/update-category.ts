import type { CategoryUpdateRequestSchema, ProductCategory } from '@portal/shared-contracts';
import type * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { productCategories } from '../../../db/schema';
import { NotFoundError } from '../../../errors';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../sessions';
import { checkEditVersion, nextEditVersion } from '../../edit-versions';
import { getCategory } from '../list-categories';
import { sameValue } from '../compact-translations';
import { categoryValues } from './category-values';

/**
 * PUT /categories/{id} (administrators): the card's fields, replaced whole, unless the category was
 * saved since the card read it (edit-version.ts). Items already ordered keep their dates:
 * minDaysBeforeStartDate and domainUrl rule the next order and edit only.
 */
export async function updateCategory(
  ctx: AppContext,
  auth: AuthContext,
  categoryId: number,
  body: v.InferOutput<typeof CategoryUpdateRequestSchema>,
): Promise<ProductCategory> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(productCategories)
      .where(eq(productCategories.id, categoryId))
      .for('update');
    if (!before) throw new NotFoundError('product_category_not_found');
    await checkEditVersion(tx, before, body.version);
    const values = await categoryValues(tx, body);
    await tx
      .update(productCategories)
      .set({ ...values, ...nextEditVersion(before, auth, ctx.clock.now()) })
      .where(eq(productCategories.id, categoryId));
    const changed = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => !sameValue(before[key as keyof typeof before], value)),
    );
    await recordAudit(tx, auth, {
      action: 'product-category.updated',
      entityType: 'product-category',
      entityId: categoryId,
      details: { changed },
    });
  });
  return getCategory(ctx, auth, categoryId);
}
