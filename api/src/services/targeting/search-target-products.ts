import {
  TARGET_PRODUCT_SEARCH_LIMIT,
  type TargetProduct,
  type TargetProductValidation,
} from '@portal/shared-contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { naturalOrder } from '../../db/collation';
import { targetProducts } from '../../db/schema';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions/auth-context';
import { advertiserBrands, checkAdvertiser, type AdvertiserQuery } from './advertiser';
import { selectTargetProducts, toTargetProduct } from './target-products';
import { activeTarget } from './targets';

/**
 * GET /targeting/target-product/search: up to TARGET_PRODUCT_SEARCH_LIMIT active products of the shop
 * whose name or SKU contains the text (case-insensitive) and whose brand the advertiser may promote.
 * An exact SKU comes first, then names starting with the text, then the rest by name.
 */
export async function searchTargetProducts(
  ctx: AppContext,
  auth: AuthContext,
  query: AdvertiserQuery & { targetId: number; name: string },
): Promise<TargetProduct[]> {
  const target = await activeTarget(ctx.db, query.targetId);
  const advertiser = await checkAdvertiser(ctx.db, auth, query);
  const text = query.name;
  // "Contains" as LIKE so the trigram indexes (migration 0004) answer it; the text's own wildcards escaped.
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (wildcard) => `\\${wildcard}`)}%`;
  const inName = sql`lower(${targetProducts.name}) like ${pattern}`;
  const inSku = sql`lower(${targetProducts.externalIdentifier}) like ${pattern}`;
  const namePrefix = sql`lower(${targetProducts.name}) like ${pattern.slice(1)}`;
  const rows = await selectTargetProducts(
    ctx.db,
    and(
      eq(targetProducts.targetId, target.id),
      eq(targetProducts.active, true),
      text ? sql`(${inName} or ${inSku})` : undefined,
      advertiserBrands(auth, advertiser, targetProducts.brandId),
    ),
  )
    .orderBy(
      desc(sql`lower(${targetProducts.externalIdentifier}) = lower(${text})`),
      desc(namePrefix),
      naturalOrder(targetProducts.name),
      asc(targetProducts.id),
    )
    .limit(TARGET_PRODUCT_SEARCH_LIMIT);
  return rows.map(toTargetProduct);
}

/**
 * GET /targeting/target-product/validate: whether the advertiser may promote the product (it is an
 * active product of the shop of an allowed brand). An unknown id is simply not valid.
 */
export async function validateTargetProduct(
  ctx: AppContext,
  auth: AuthContext,
  query: AdvertiserQuery & { targetId: number; targetProductId: number },
): Promise<TargetProductValidation> {
  const target = await activeTarget(ctx.db, query.targetId);
  const advertiser = await checkAdvertiser(ctx.db, auth, query);
  const [row] = await selectTargetProducts(
    ctx.db,
    and(eq(targetProducts.targetId, target.id), eq(targetProducts.id, query.targetProductId)),
    advertiserBrands(auth, advertiser, targetProducts.brandId),
  );
  if (!row) return { valid: false, targetProduct: null };
  return { valid: row.active && row.brandAllowed, targetProduct: toTargetProduct(row) };
}
