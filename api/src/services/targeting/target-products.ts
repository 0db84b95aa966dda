import type { TargetProduct } from '@portal/shared-contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands, targetProductCategories, targetProducts } from '../../db/schema';

const columns = {
  id: targetProducts.id,
  targetId: targetProducts.targetId,
  externalIdentifier: targetProducts.externalIdentifier,
  name: targetProducts.name,
  url: targetProducts.url,
  active: targetProducts.active,
  brandId: brands.id,
  brandName: brands.name,
  categoryId: targetProductCategories.id,
  categoryName: targetProductCategories.name,
};

/**
 * Target products with their brand and shop category; the caller adds conditions, order and limit.
 * `brandAllowed` tells whether the product passes a brand condition (true without one).
 */
export function selectTargetProducts(db: Executor, where: SQL | undefined, brandCondition?: SQL) {
  return db
    .select({ ...columns, brandAllowed: sql<boolean>`coalesce(${brandCondition ?? sql`true`}, false)` })
    .from(targetProducts)
    .leftJoin(brands, eq(brands.id, targetProducts.brandId))
    .leftJoin(targetProductCategories, eq(targetProductCategories.id, targetProducts.categoryId))
    .where(where)
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectTargetProducts>>[number];

export function toTargetProduct(row: Row): TargetProduct {
  return {
    id: row.id,
    targetId: row.targetId,
    externalIdentifier: row.externalIdentifier,
    name: row.name,
    nameWithSku: `${row.name} (${row.externalIdentifier})`,
    url: row.url,
    brand: row.brandId === null ? null : { id: row.brandId, name: row.brandName! },
    category: row.categoryId === null ? null : { id: row.categoryId, name: row.categoryName! },
  };
}
