import { and, asc, between, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { availabilityVersions, campaigns, companies, flatRateBookings, products } from '../../db/schema';
import { preparedOnce } from '../../db/prepared-once';

/** A taken week of one variable value (0: the product without values). */
export interface OccupiedSlot {
  variableValueId: number;
  weekStart: string;
  campaignItemId: number;
}

/**
 * The booked weeks of a flat-rate product between two Mondays (inclusive), from the slot index alone:
 * canceled items and campaigns hold no rows (triggers of 0000_baseline/06-campaigns-and-items.sql
 * delete them on cancellation), so every row is a taken week and no join to the items is needed.
 */
export async function occupiedSlots(
  db: Executor,
  productId: number,
  firstWeek: string,
  lastWeek: string,
  options: { variableValueId?: number; excludedCampaignItems?: readonly number[] } = {},
): Promise<OccupiedSlot[]> {
  const conditions: (SQL | undefined)[] = [
    eq(flatRateBookings.productId, productId),
    between(flatRateBookings.weekStart, firstWeek, lastWeek),
  ];
  if (options.variableValueId !== undefined)
    conditions.push(eq(flatRateBookings.variableValueId, options.variableValueId));
  if (options.excludedCampaignItems?.length)
    conditions.push(notInArray(flatRateBookings.campaignItemId, [...options.excludedCampaignItems]));
  return db
    .select({
      variableValueId: flatRateBookings.variableValueId,
      weekStart: flatRateBookings.weekStart,
      campaignItemId: flatRateBookings.campaignItemId,
    })
    .from(flatRateBookings)
    .where(and(...conditions))
    .orderBy(asc(flatRateBookings.weekStart), asc(flatRateBookings.variableValueId));
}

/** The parameters of the grid statement (see prepareGrid). */
interface GridParams {
  productId: number;
  firstWeek: string;
  lastWeek: string;
  /** Comma-separated active variable value ids; '0' for a product without values. */
  values: string;
}

/** What the grid statement answers, as JSON text PostgreSQL wrote. */
export interface AvailabilityGridRow {
  /** availability_versions.version of the product (0 without a row), read with the data below. */
  version: string;
  /** [weekStart, variableValueId, campaignId, campaignItemId] of each taken cell, by week and value. */
  taken: string;
  /** The holding campaigns {id, name, company: {id, name}} by id; '[]' when not asked. */
  holders: string;
}

const param = (name: keyof GridParams) => sql.placeholder(name);

/**
 * The taken cells of a product's weeks and values (the slot index alone: week, value, campaign and
 * item of each), its availability version and, for retailer staff, the holding campaigns with their
 * companies (primary-key lookups of the campaign ids kept on the booking rows), as JSON aggregates of
 * one statement: one snapshot, so the version is the version of exactly this data. Prepared once per
 * database and shape.
 */
function prepareGrid(db: Database, withHolders: boolean, name: string) {
  const taken = and(
    eq(flatRateBookings.productId, param('productId')),
    sql`${flatRateBookings.weekStart} between ${param('firstWeek')}::date and ${param('lastWeek')}::date`,
    sql`${flatRateBookings.variableValueId} = any(string_to_array(${param('values')}, ',')::integer[])`,
  );
  return (
    db
      .select({
        version: sql<string>`coalesce(${availabilityVersions.version}, 0)::text`,
        taken: sql<string>`coalesce((
        select json_agg(json_build_array(to_char(${flatRateBookings.weekStart}, 'YYYY-MM-DD'),
                                         ${flatRateBookings.variableValueId}, ${flatRateBookings.campaignId},
                                         ${flatRateBookings.campaignItemId})
                        order by ${flatRateBookings.weekStart}, ${flatRateBookings.variableValueId})
        from ${flatRateBookings} where ${taken}), '[]')::text`,
        holders: withHolders
          ? sql<string>`coalesce((
            select json_agg(json_build_object('id', ${campaigns.id}, 'name', ${campaigns.name},
                                              'company', json_build_object('id', ${companies.id}, 'name', ${companies.name}))
                            order by ${campaigns.id})
            from ${campaigns} join ${companies} on ${companies.id} = ${campaigns.companyId}
            where ${campaigns.id} in (select ${flatRateBookings.campaignId} from ${flatRateBookings} where ${taken})), '[]')::text`
          : sql<string>`'[]'`,
      })
      .from(products)
      // A join, also so that drizzle names every column with its table in the subqueries above.
      .leftJoin(availabilityVersions, eq(availabilityVersions.productId, products.id))
      .where(eq(products.id, param('productId')))
      .prepare(name)
  );
}

/**
 * The taken cells of a product between two Mondays (inclusive) among the given variable values (0:
 * the product without values), with the product's availability version and, when asked (retailer
 * staff), who holds them. Canceled items and campaigns hold no rows
 * (0000_baseline/06-campaigns-and-items.sql), so every row is a taken week. undefined: no such product.
 */
export async function availabilityGrid(
  db: Database,
  query: GridParams & { withHolders: boolean },
): Promise<AvailabilityGridRow | undefined> {
  const statement = preparedOnce(
    db,
    query.withHolders ? 'availability_grid_with_holders' : 'availability_grid',
    (name) => prepareGrid(db, query.withHolders, name),
  );
  const [row] = await statement.execute({
    productId: query.productId,
    firstWeek: query.firstWeek,
    lastWeek: query.lastWeek,
    values: query.values,
  } satisfies GridParams);
  return row;
}
