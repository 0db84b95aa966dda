import { sql, type SQL } from 'drizzle-orm';
import { campaigns } from '../../db/schema';

/**
 * Positions in the campaign list by price, so that a deep page starts near its offset instead of
 * skipping tens of thousands of index entries (the spec pages by offset, not by key).
 *
 * Every `every`-th campaign of a filter in ascending price order (price, then id: the list's order)
 * is an anchor; the anchors are kept with the filter's cached count, at the same list version, so
 * they are exact for every read that uses them (list-count-cache.ts). A page at `offset` then reads
 * from the nearest anchor at or before it, `(total_price, id) >= anchor` (descending: `<=`), and
 * skips fewer than `every` entries.
 */
export const ANCHOR_EVERY = 1_000;

/** A campaign's place in the order by price: its price (exact, as text) and id. */
export type PriceAnchor = [price: string, id: number];

/** Where a page at `offset` starts: the anchor's key and how many rows after it to skip. */
export interface AnchoredStart {
  price: string;
  id: number;
  skip: number;
}

/**
 * The anchor at or before `offset` in the given direction, or null when none saves anything. The
 * anchors are the ascending positions 0, every, 2·every…; read descending, the position of the
 * ascending `i` is `total - 1 - i`.
 */
export function anchoredStart(
  anchors: readonly PriceAnchor[],
  total: number,
  offset: number,
  direction: 'ASC' | 'DESC',
  every = ANCHOR_EVERY,
): AnchoredStart | null {
  if (offset <= 0 || offset >= total || anchors.length === 0) return null;
  let index: number;
  let position: number;
  if (direction === 'ASC') {
    index = Math.min(Math.floor(offset / every), anchors.length - 1);
    position = index * every;
  } else {
    // The first ascending anchor at or after the page's first row, read from the other end.
    index = Math.ceil((total - 1 - offset) / every);
    if (index >= anchors.length) return null;
    position = total - 1 - index * every;
  }
  if (position <= 0) return null;
  const [price, id] = anchors[index]!;
  return { price, id, skip: offset - position };
}

/** The condition that starts a page at the anchor (the list's order: price, then id). */
export const fromAnchor = (start: AnchoredStart, direction: 'ASC' | 'DESC'): SQL =>
  sql`(${campaigns.totalPrice}, ${campaigns.id}) ${direction === 'ASC' ? sql`>=` : sql`<=`} (${start.price}::numeric, ${start.id}::int)`;

/** The anchors of the campaigns matching `where`: one walk of the `(total_price, id)` index. */
export const priceAnchorsOf = (where: SQL, every = ANCHOR_EVERY): SQL =>
  sql`select coalesce(json_agg(json_build_array(ranked.total_price::text, ranked.id) order by ranked.n), '[]')
      as anchors
    from (select ${campaigns.totalPrice} as total_price, ${campaigns.id} as id,
            row_number() over (order by ${campaigns.totalPrice}, ${campaigns.id}) - 1 as n
          from ${campaigns} where ${where}) as ranked
    where ranked.n % ${every} = 0`;
