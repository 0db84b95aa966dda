import type { NamedRef } from '@portal/shared-contracts';
import { and, asc, desc, sql } from 'drizzle-orm';
import { naturalOrder } from '../../db/collation';
import { brands } from '../../db/schema';
import type { AppContext } from '../context';
import { isRetailer, type AuthContext } from '../sessions';
import { allowedBrandsOf } from '../targeting';

/** At most this many brands come back from a search. */
export const BRAND_SEARCH_LIMIT = 20;

/**
 * GET /brands/search?name: up to 20 brands whose name contains the text (case-insensitive), those
 * starting with it first. Buyers get only their allowed brands (none listed: all); retailer staff,
 * who set those lists, every brand.
 */
export async function searchBrands(ctx: AppContext, auth: AuthContext, name: string): Promise<NamedRef[]> {
  const position = sql`strpos(lower(${brands.name}), lower(${name}))`;
  return ctx.db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(
      and(
        name ? sql`${position} > 0` : undefined,
        isRetailer(auth.user) ? undefined : allowedBrandsOf(auth.user.id, brands.id),
      ),
    )
    .orderBy(desc(sql`${position} = 1`), naturalOrder(brands.name), asc(brands.id))
    .limit(BRAND_SEARCH_LIMIT);
}
