import {
  imageUrl,
  type ProductSettings,
  type ProductSettingsRow,
  type ProductSettingsWarning,
} from '@portal/shared-contracts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { creativeFormats, productCategories, products } from '../../../db/schema';
import { NotFoundError } from '../../../errors';
import type { MessageLanguage } from '../../../i18n/locale';
import { categoryTitleIn, productTitleIn } from '../product-name';

/**
 * GET /product-settings (administrators): every product, also inactive, in product-list order. The
 * list is read-only: its storefront title and category are in the caller's language (Czech where
 * they have no translation); the detail (GET /products/{id}/edit) edits the Czech texts.
 */
export async function listProductSettings(
  db: Executor,
  language: MessageLanguage = 'cs',
): Promise<ProductSettingsRow[]> {
  const rows = await db
    .select({
      product: products,
      title: productTitleIn(language),
      category: { id: productCategories.id, title: categoryTitleIn(language) },
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .orderBy(
      asc(productCategories.position),
      asc(productCategories.id),
      asc(products.position),
      asc(products.id),
    );
  return rows.map(({ product, title, category }) => ({
    id: product.id,
    name: product.name,
    title,
    category,
    rateType: product.rateType,
    price: Number(product.price),
    active: product.active,
  }));
}

/** What the ad server misses to deliver the product (spec 001 §5: warnings of the product detail). */
function warningsOf(product: typeof products.$inferSelect): ProductSettingsWarning[] {
  const warnings: ProductSettingsWarning[] = [];
  if (product.sizeExternalId === null) warnings.push('sizeExternalIdMissing');
  if (product.creativeFormatId === null) warnings.push('creativeFormatMissing');
  return warnings;
}

/** GET /products/{id}/edit (administrators): every field of the product detail, with its warnings. */
export async function loadProductSettings(db: Executor, productId: number): Promise<ProductSettings> {
  const [row] = await db
    .select({ product: products, format: { id: creativeFormats.id, name: creativeFormats.name } })
    .from(products)
    .leftJoin(creativeFormats, eq(creativeFormats.id, products.creativeFormatId))
    .where(eq(products.id, productId));
  if (!row) throw new NotFoundError('product_not_found');
  const { product } = row;
  return {
    id: product.id,
    name: product.name,
    title: product.title,
    active: product.active,
    description: product.description,
    categoryId: product.categoryId,
    creativeFormatId: product.creativeFormatId,
    creativeFormat: row.format?.id ? { id: row.format.id, name: row.format.name } : null,
    sizeExternalId: product.sizeExternalId,
    rateType: product.rateType,
    price: Number(product.price),
    minAmount: Number(product.minAmount),
    checkAvails: product.checkAvails,
    defaultPosEnabled: product.defaultPosEnabled,
    multipleVariableValues: product.multipleVariableValues,
    auction: product.auction,
    searchTool: product.searchTool,
    nativeFormat: product.nativeFormat,
    nativeType: product.nativeType,
    icon: product.icon,
    moreInfoUrl: product.moreInfoUrl,
    moreInfoUrlTitle: product.moreInfoUrlTitle,
    imageId: product.imageId,
    image:
      product.imageId === null
        ? null
        : { id: product.imageId, url: imageUrl(product.imageId), thumbUrl: imageUrl(product.imageId, true) },
    warnings: warningsOf(product),
    translations: product.translations,
    version: product.version,
  };
}
