import type { ProductSettings, ProductSettingsRequestSchema } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { creativeFormats, libraryImages, productCategories, products } from '../../../db/schema';
import { NotFoundError, ValidationError, type FieldIssue } from '../../../errors';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../sessions';
import { checkEditVersion, nextEditVersion } from '../../edit-versions';
import { compactTranslations, sameValue } from '../compact-translations';
import { loadProductSettings } from './load-product-settings';

type Input = v.InferOutput<typeof ProductSettingsRequestSchema>;

/**
 * PUT /products/{id} (administrators; spec 001 §5 "Product settings"): every field of the detail.
 * The category and the creative format must exist. Without the availability check there is no
 * default position; a banner (not native format) has no native type. The price is the price of what
 * is ordered from now on: items keep the unit price they were ordered at. A save of an older version
 * than the stored one is refused (edit-version.ts). Audited with what changed.
 */
export async function updateProductSettings(
  ctx: AppContext,
  auth: AuthContext,
  productId: number,
  body: Input,
): Promise<ProductSettings> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!before) throw new NotFoundError('product_not_found');
    await checkEditVersion(tx, before, body.version);

    const issues: FieldIssue[] = [];
    const [category] = await tx
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(eq(productCategories.id, body.categoryId));
    if (!category) issues.push({ field: 'categoryId', code: 'product_category_required' });
    if (body.creativeFormatId !== null) {
      const [format] = await tx
        .select({ id: creativeFormats.id })
        .from(creativeFormats)
        .where(eq(creativeFormats.id, body.creativeFormatId));
      if (!format) issues.push({ field: 'creativeFormatId', code: 'product_creative_format_not_found' });
    }
    if (body.imageId !== null) {
      const [image] = await tx
        .select({ id: libraryImages.id })
        .from(libraryImages)
        .where(eq(libraryImages.id, body.imageId));
      if (!image) issues.push({ field: 'imageId', code: 'image_not_found' });
    }
    if (issues.length > 0) throw new ValidationError(issues);
    const values = {
      title: body.title,
      active: body.active,
      description: body.description,
      categoryId: body.categoryId,
      creativeFormatId: body.creativeFormatId,
      sizeExternalId: body.sizeExternalId,
      price: body.price.toFixed(2),
      minAmount: body.minAmount.toFixed(2),
      checkAvails: body.checkAvails,
      defaultPosEnabled: body.checkAvails && body.defaultPosEnabled,
      multipleVariableValues: body.multipleVariableValues,
      auction: body.auction,
      nativeFormat: body.nativeFormat,
      nativeType: body.nativeFormat ? body.nativeType : ('none' as const),
      icon: body.icon,
      moreInfoUrl: body.moreInfoUrl,
      moreInfoUrlTitle: body.moreInfoUrlTitle,
      imageId: body.imageId,
      translations: compactTranslations(body.translations),
    };
    await tx
      .update(products)
      .set({ ...values, ...nextEditVersion(before, auth, ctx.clock.now()) })
      .where(eq(products.id, productId));
    const changed = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => !sameValue(before[key as keyof typeof before], value)),
    );
    await recordAudit(tx, auth, {
      action: 'product.updated',
      entityType: 'product',
      entityId: productId,
      details: { changed },
    });
  });
  return loadProductSettings(ctx.db, productId);
}
