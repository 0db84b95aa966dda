import {
  AVAILABILITY_DEFAULT_WEEKS,
  type AvailabilityCampaign,
  type AvailabilityCell,
  type AvailabilityQuery,
  type AvailabilityWeek,
  type Product,
  type ProductVariableValue,
  type VariableValueTranslations,
} from '@portal/shared-contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { availabilityVersions, productCategories, products, productVariableValues } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../errors';
import type { AppContext } from '../context';
import { isRetailer, type AuthContext } from '../sessions';
import { addDays, mondayOf, todayOf, weekLabel } from '../calendar';
import type { MessageLanguage } from '../../i18n/locale';
import { translate } from '../../i18n/messages';
import { availabilityGrid } from './flat-rate-bookings';
import { localizedVariableValue } from './localized-variable-value';
import { loadProduct, productVisibility } from './product-access';
import { preparedOnce } from '../../db/prepared-once';

/** A product the caller may see that sells weeks (flat rate with availability check), or the error why not. */
export async function productWithAvailabilities(
  ctx: AppContext,
  auth: AuthContext,
  productId: number,
): Promise<Product> {
  const product = await loadProduct(ctx.db, auth, productId);
  if (!product) throw new NotFoundError('product_not_found');
  if (!product.hasAvailabilities)
    throw new BadRequestError('product_without_availability', { name: product.titleOrName });
  return product;
}

/** The Mondays of the asked window: from the week containing `from` (default this week), `weeks` long. */
export function availabilityWindow(
  ctx: AppContext,
  query: AvailabilityQuery,
): { today: string; mondays: string[] } {
  const today = todayOf(ctx.clock);
  const first = mondayOf(query.from ?? today);
  const count = query.weeks ?? AVAILABILITY_DEFAULT_WEEKS;
  return { today, mondays: Array.from({ length: count }, (_, week) => addDays(first, 7 * week)) };
}

/** The parameters of the head statement (see prepareHead). */
interface HeadParams {
  productId: number;
  userId: number;
}

const param = (name: keyof HeadParams) => sql.placeholder(name);

/**
 * The product as the caller may see it (the visibility rule of loadProduct), its active variable
 * values as JSON text and its availability version, in one statement: what every availability request
 * reads before it can answer from a kept answer. Prepared once per database and shape of the
 * visibility rule (retailer staff, buyers), like check-availability.
 */
function prepareHead(db: Database, retailer: boolean, name: string) {
  const visibility = productVisibility({ retailerStaff: retailer, userId: param('userId') });
  return db
    .select({
      id: products.id,
      name: products.name,
      title: products.title,
      hasAvailabilities: sql<boolean>`${products.rateType} = 'FLAT_RATE' and ${products.checkAvails}`,
      values: sql<string>`coalesce((
        select json_agg(json_build_object('id', ${productVariableValues.id}, 'name', ${productVariableValues.name},
                                          'value', ${productVariableValues.value}, 'active', ${productVariableValues.active},
                                          'translations', ${productVariableValues.translations})
                        order by ${productVariableValues.position}, ${productVariableValues.id})
        from ${productVariableValues}
        where ${productVariableValues.productId} = ${products.id} and ${productVariableValues.active}), '[]')::text`,
      version: sql<string>`coalesce(${availabilityVersions.version}, 0)::text`,
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .leftJoin(availabilityVersions, eq(availabilityVersions.productId, products.id))
    .where(and(eq(products.id, param('productId')), visibility))
    .prepare(name);
}

type Shape = 'retailer' | 'buyer';

/** A built answer and what it was built from. */
interface KeptAnswer {
  version: string;
  /** The product's active values as the head statement wrote them. */
  values: string;
  body: Buffer;
}

/** Bodies kept per database, at most this many bytes in all (least recently used go first). */
const KEPT_BYTES = 32 * 1024 * 1024;

class AnswerCache {
  private readonly answers = new Map<string, KeptAnswer>();
  private readonly building = new Map<string, { version: string; values: string; body: Promise<Buffer> }>();
  private bytes = 0;

  get(key: string, version: string, values: string): Buffer | undefined {
    const kept = this.answers.get(key);
    if (!kept || kept.version !== version || kept.values !== values) return undefined;
    // Most recently used last.
    this.answers.delete(key);
    this.answers.set(key, kept);
    return kept.body;
  }

  /** Builds the answer once however many requests ask for the same one at the same time. */
  async build(
    key: string,
    version: string,
    values: string,
    build: () => Promise<KeptAnswer>,
  ): Promise<Buffer> {
    const running = this.building.get(key);
    if (running && running.version === version && running.values === values) return running.body;
    const body = build().then((answer) => {
      this.keep(key, answer);
      return answer.body;
    });
    this.building.set(key, { version, values, body });
    try {
      return await body;
    } finally {
      if (this.building.get(key)?.body === body) this.building.delete(key);
    }
  }

  private keep(key: string, answer: KeptAnswer): void {
    const old = this.answers.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.answers.delete(key);
    }
    if (answer.body.length > KEPT_BYTES) return;
    this.answers.set(key, answer);
    this.bytes += answer.body.length;
    for (const [oldest, kept] of this.answers) {
      if (this.bytes <= KEPT_BYTES) break;
      this.answers.delete(oldest);
      this.bytes -= kept.body.length;
    }
  }
}

const caches = new WeakMap<Database, AnswerCache>();

function cacheOf(db: Database): AnswerCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new AnswerCache()));
  return cache;
}

/**
 * GET /products/{id}/availability (spec 000 §3 "Availability"): weeks × active variable values of a
 * flat-rate product with availability check (one column when it has no values). Each week has a cell
 * per column, free or taken, labelled 'Volno' / 'Obsazeno' in the caller's language; who occupies a
 * taken cell (item, campaign and company) is shown to retailer staff only. Weeks that started already
 * cannot be ordered.
 *
 * The answer, as JSON bytes, is kept per product, window, day, shape (retailer staff, buyers) and
 * language (the variable values' names, the labels), and
 * reused while the product's availability version (availability_versions, bumped by the writers'
 * triggers in their transactions) and its active values are what the database has now: each request
 * reads them, with the visibility rule, in one prepared statement, so several API instances never
 * answer from a stale copy. A miss reads the cells, the holders and the version in one statement.
 */
export async function productAvailabilityJson(
  ctx: AppContext,
  auth: AuthContext,
  productId: number,
  query: AvailabilityQuery,
  language: MessageLanguage,
): Promise<Buffer> {
  const shape: Shape = isRetailer(auth.user) ? 'retailer' : 'buyer';
  const cache = cacheOf(ctx.db);
  const head = preparedOnce(ctx.db, `availability_head_${shape}`, (name) =>
    prepareHead(ctx.db, shape === 'retailer', name),
  );
  const [product] = await head.execute({ productId, userId: auth.user.id } satisfies HeadParams);
  if (!product) throw new NotFoundError('product_not_found');
  if (!product.hasAvailabilities) {
    const name = product.title?.trim() ? product.title : product.name;
    throw new BadRequestError('product_without_availability', { name });
  }
  const { today, mondays } = availabilityWindow(ctx, query);
  const key = `${product.id}:${shape}:${language}:${mondays[0]}:${mondays.length}:${today}`;
  return (
    cache.get(key, product.version, product.values) ??
    cache.build(key, product.version, product.values, () =>
      buildAnswer(ctx.db, { productId: product.id, values: product.values, today, mondays, shape, language }),
    )
  );
}

async function buildAnswer(
  db: Database,
  request: {
    productId: number;
    values: string;
    today: string;
    mondays: string[];
    shape: Shape;
    language: MessageLanguage;
  },
): Promise<KeptAnswer> {
  const { productId, today, mondays, language } = request;
  const withHolders = request.shape === 'retailer';
  const variableValues = (
    JSON.parse(request.values) as (ProductVariableValue & { translations: VariableValueTranslations })[]
  ).map(({ translations, ...value }) => localizedVariableValue(value, translations, language));
  const grid = await availabilityGrid(db, {
    productId,
    firstWeek: mondays[0]!,
    lastWeek: mondays.at(-1)!,
    values: variableValues.length > 0 ? variableValues.map((value) => value.id).join(',') : '0',
    withHolders,
  });
  if (!grid) throw new NotFoundError('product_not_found');
  /** Who takes each taken cell, by week and value (0: the product without values): [campaign, item]. */
  const takenByWeek = new Map<string, Map<number, [number, number]>>();
  for (const [weekStart, variableValueId, campaignId, campaignItemId] of JSON.parse(grid.taken) as [
    string,
    number,
    number,
    number,
  ][]) {
    let cells = takenByWeek.get(weekStart);
    if (!cells) takenByWeek.set(weekStart, (cells = new Map()));
    cells.set(variableValueId, [campaignId, campaignItemId]);
  }
  // The answer is written as JSON text from parts made once: per column its cells that name no
  // occupant (free ones, and taken ones for buyers), per holding campaign its JSON; a cell naming its
  // occupant is those joined. Stringifying a cell object per taken cell costs several times as much.
  const holders = new Map(
    (JSON.parse(grid.holders) as AvailabilityCampaign[]).map((holder) => [holder.id, JSON.stringify(holder)]),
  );
  const freeLabel = translate('availability_free', language);
  const takenLabel = translate('availability_taken', language);
  const columns = (variableValues.length > 0 ? variableValues : [null]).map((value) => {
    const variableValue: AvailabilityCell['variableValue'] = value && { id: value.id, name: value.value };
    const cell = (taken: boolean): AvailabilityCell => ({
      variableValue,
      taken,
      campaignItem: null,
      campaign: null,
      label: taken ? takenLabel : freeLabel,
    });
    return {
      id: value?.id ?? 0,
      free: JSON.stringify(cell(false)),
      taken: JSON.stringify(cell(true)),
      /** A taken cell's JSON up to its occupant: the item's id, the campaign and occupiedTail follow. */
      occupiedHead: `{"variableValue":${JSON.stringify(variableValue)},"taken":true,"campaignItem":{"id":`,
    };
  });
  const occupiedTail = `,"label":${JSON.stringify(takenLabel)}}`;
  const weeks = mondays.map((startDate) => {
    const endDate = addDays(startDate, 6);
    const taken = takenByWeek.get(startDate);
    const cells = columns.map((column) => {
      const occupant = taken?.get(column.id);
      if (!occupant) return column.free;
      if (!withHolders) return column.taken;
      const [campaignId, campaignItemId] = occupant;
      // The keys and order of AvailabilityCell; ids are integers.
      return `${column.occupiedHead}${campaignItemId}},"campaign":${holders.get(campaignId) ?? 'null'}${occupiedTail}`;
    });
    const week = JSON.stringify({
      dateLabel: weekLabel(startDate, endDate),
      startDate,
      endDate,
      orderable: startDate >= today,
    } satisfies Omit<AvailabilityWeek, 'values'>);
    // The week's object with its cells as the last member.
    return `${week.slice(0, -1)},"values":[${cells.join(',')}]}`;
  });
  // PostgreSQL writes JSON with spaces; the kept bytes are JavaScript's compact form.
  const body = Buffer.from(
    `{"productId":${productId},"variableValues":${JSON.stringify(variableValues)},"weeks":[${weeks.join(',')}]}`,
  );
  // The version the cells were read with: newer than the head's if a writer committed in between.
  return { version: grid.version, values: request.values, body };
}
