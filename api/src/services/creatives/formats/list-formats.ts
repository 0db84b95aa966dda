import type { CreativeFormatSummary } from '@portal/shared-contracts';
import { asc, count, ilike, sql } from 'drizzle-orm';
import { naturalOrder } from '../../../db/collation';
import { likeLiteral } from '../../../db/like';
import { creativeFormatFields, creativeFormats, products } from '../../../db/schema';
import type { AppContext } from '../../context';

/** GET /creatives/formats: every format by name (the product settings' template select). */
export async function listCreativeFormats(ctx: AppContext): Promise<{ id: number; name: string }[]> {
  return ctx.db
    .select({ id: creativeFormats.id, name: creativeFormats.name })
    .from(creativeFormats)
    .orderBy(naturalOrder(creativeFormats.name), asc(creativeFormats.id));
}

/** GET /creatives/formats/filter: a page of the formats whose name contains the text, with their counts. */
export async function filterCreativeFormats(
  ctx: AppContext,
  query: { search: string; firstResult: number; maxResults: number },
): Promise<{ items: CreativeFormatSummary[]; totalCount: number }> {
  const where = query.search ? ilike(creativeFormats.name, `%${likeLiteral(query.search)}%`) : undefined;
  const [total] = await ctx.db.select({ value: count() }).from(creativeFormats).where(where);
  const items = await ctx.db
    .select({
      id: creativeFormats.id,
      name: creativeFormats.name,
      // Qualified by hand: drizzle writes a one-table select's columns unqualified, and inside the
      // subquery "id" would be the subquery's own table's.
      fieldsCount: sql<number>`(select count(*)::int from ${creativeFormatFields} f where f.format_id = "creative_formats"."id")`,
      productsCount: sql<number>`(select count(*)::int from ${products} p where p.creative_format_id = "creative_formats"."id")`,
    })
    .from(creativeFormats)
    .where(where)
    .orderBy(naturalOrder(creativeFormats.name), asc(creativeFormats.id))
    .limit(query.maxResults)
    .offset(query.firstResult);
  return { items, totalCount: total?.value ?? 0 };
}
