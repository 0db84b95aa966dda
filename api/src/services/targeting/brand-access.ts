import { and, eq, exists, notExists, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { userAllowedBrands } from '../../db/schema';

/**
 * The brands a user may advertise, as a condition on a brand id column: those listed in
 * user_allowed_brands, or every brand when none are listed (the spec's "'All' means none selected").
 * A row without a brand passes only for an unrestricted user.
 */
export function allowedBrandsOf(userId: number | SQLWrapper, brandId: SQLWrapper): SQL {
  const allowed = userAllowedBrands;
  return or(
    notExists(sql`(select 1 from ${allowed} where ${eq(allowed.userId, userId)})`),
    exists(
      sql`(select 1 from ${allowed} where ${and(eq(allowed.userId, userId), sql`${allowed.brandId} = ${brandId}`)})`,
    ),
  )!;
}
