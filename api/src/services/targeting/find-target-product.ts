import type { TargetProduct } from '@portal/shared-contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { targetProducts } from '../../db/schema';
import type { AppContext } from '../context';
import { selectTargetProducts, toTargetProduct } from './target-products';
import { activeTarget } from './targets';

/**
 * The forms a product page's address may be typed in: as given, without its fragment, without its
 * query, and with or without a trailing slash.
 */
export function urlVariants(url: string): string[] {
  const withoutFragment = url.split('#')[0]!;
  const withoutQuery = withoutFragment.split('?')[0]!;
  const variants = [url, withoutFragment, withoutQuery];
  for (const variant of [withoutFragment, withoutQuery]) {
    variants.push(variant.endsWith('/') ? variant.replace(/\/+$/, '') : `${variant}/`);
  }
  return [...new Set(variants.filter(Boolean))];
}

/**
 * GET /targeting/target-product/search-url: the active product of the shop at this address, or null.
 * The exact address wins over one without its query, fragment or trailing slash.
 */
export async function findTargetProductByUrl(
  ctx: AppContext,
  query: { targetId: number; url: string },
): Promise<TargetProduct | null> {
  const target = await activeTarget(ctx.db, query.targetId);
  const variants = urlVariants(query.url);
  const rows = await selectTargetProducts(
    ctx.db,
    and(
      eq(targetProducts.targetId, target.id),
      inArray(targetProducts.url, variants),
      eq(targetProducts.active, true),
    ),
  )
    .orderBy(asc(targetProducts.id))
    .limit(20);
  const rank = (url: string) => variants.indexOf(url);
  const [row] = rows.sort((a, b) => rank(a.url) - rank(b.url));
  return row ? toTargetProduct(row) : null;
}

/** GET /targeting/target-product/search-sku: the active product of the shop with this SKU, or null. */
export async function findTargetProductBySku(
  ctx: AppContext,
  query: { targetId: number; sku: string },
): Promise<TargetProduct | null> {
  const target = await activeTarget(ctx.db, query.targetId);
  const [row] = await selectTargetProducts(
    ctx.db,
    and(
      eq(targetProducts.targetId, target.id),
      eq(targetProducts.externalIdentifier, query.sku),
      eq(targetProducts.active, true),
    ),
  ).limit(1);
  return row ? toTargetProduct(row) : null;
}
