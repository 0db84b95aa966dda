import type { ProductCategory } from '@portal/shared-contracts';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productCategories, products, targets } from '../../db/schema';

type CategoryFields = Omit<ProductCategory, 'productIds'>;

/** Product categories matching `where`, in product-list order (position, id), without their products. */
export async function loadCategories(db: Executor, where?: SQL): Promise<CategoryFields[]> {
  const rows = await db
    .select({ category: productCategories, target: { id: targets.id, name: targets.name } })
    .from(productCategories)
    .leftJoin(targets, eq(targets.id, productCategories.targetId))
    .where(where)
    .orderBy(asc(productCategories.position), asc(productCategories.id));
  return rows.map(({ category, target }) => ({
    id: category.id,
    title: category.title,
    description: category.description,
    shortDescription: category.shortDescription,
    minDaysBeforeStartDate: category.minDaysBeforeStartDate,
    active: category.active,
    internal: category.internal,
    autoPauseFlight: category.autoPauseFlight,
    domainUrl: category.domainUrl,
    targetId: category.targetId,
    target,
    sasName: category.sasName,
    position: category.position,
    translations: category.translations,
    version: category.version,
  }));
}

/** The categories with the ids of all their products (also inactive ones), as the contract describes. */
export async function withProductIds(db: Executor, categories: CategoryFields[]): Promise<ProductCategory[]> {
  if (categories.length === 0) return [];
  const rows = await db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(
      inArray(
        products.categoryId,
        categories.map((category) => category.id),
      ),
    )
    .orderBy(asc(products.position), asc(products.id));
  return categories.map((category) => ({
    ...category,
    productIds: rows.filter((row) => row.categoryId === category.id).map((row) => row.id),
  }));
}
