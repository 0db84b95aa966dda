import {
  TARGET_PRODUCT_SEARCH_LIMIT,
  type TargetProduct,
  type TargetProductValidation,
} from '@portal/shared-contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { naturalOrder } from '../../db/collation';
import { brands, targetProductCategories, targetProducts, targets } from '../../db/schema';
import { likeLiteral } from '../../db/like';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { advertiserBrands, brandListOwners, checkAdvertiser, type AdvertiserQuery } from './advertiser';
import { allowedBrandsOf } from './brand-access';
import { selectTargetProducts, toTargetProduct } from './target-products';
import { activeTarget } from './targets';
import { preparedOnce } from '../../db/prepared-once';

/** The search statement's parameters. */
interface SearchParams {
  targetId: number;
  /** The text, lower-cased, its own wildcards escaped, as `%text%` and `text%`. */
  contains: string;
  startsWith: string;
  /** The text as typed: an exact SKU comes first. */
  text: string;
  /** Users whose allowed brands apply (brandListOwners); 0 where the shape has fewer. */
  firstOwner: number;
  secondOwner: number;
}

const param = (name: keyof SearchParams) => sql.placeholder(name);
const FOUND = 'found';
const EXACT_SKU = 'exact_sku';
const NAME_PREFIX = 'name_prefix';

/**
 * The search as one statement, prepared once per database and shape (with or without a text, how
 * many users' brand lists apply), so PostgreSQL plans it once per connection: the shop must be active
 * (an EXISTS on targets, so no query of its own), the products are found by the trigram indexes,
 * ordered (exact SKU, names starting with the text, then by name in the ICU collation), cut to the
 * limit, and only then joined to their brands and categories.
 */
function prepareSearch(db: Database, withText: boolean, owners: number, name: string) {
  const contains = sql`${param('contains')}::text`;
  const ownerParams = (['firstOwner', 'secondOwner'] as const).slice(0, owners);
  const found = db
    .select({
      id: targetProducts.id,
      targetId: targetProducts.targetId,
      externalIdentifier: targetProducts.externalIdentifier,
      name: targetProducts.name,
      url: targetProducts.url,
      active: targetProducts.active,
      brandId: targetProducts.brandId,
      categoryId: targetProducts.categoryId,
      // The ranks of a text search (without a text every product would compute them for nothing).
      ...(withText
        ? {
            exactSku:
              sql<boolean>`lower(${targetProducts.externalIdentifier}) = lower(${param('text')}::text)`.as(
                EXACT_SKU,
              ),
            namePrefix: sql<boolean>`lower(${targetProducts.name}) like ${param('startsWith')}::text`.as(
              NAME_PREFIX,
            ),
          }
        : {}),
    })
    .from(targetProducts)
    .where(
      and(
        sql`exists (select 1 from ${targets} where ${targets.id} = ${param('targetId')} and ${targets.active})`,
        eq(targetProducts.targetId, param('targetId')),
        eq(targetProducts.active, true),
        withText
          ? sql`(lower(${targetProducts.name}) like ${contains} or lower(${targetProducts.externalIdentifier}) like ${contains})`
          : undefined,
        ...ownerParams.map((owner) => allowedBrandsOf(param(owner), targetProducts.brandId)),
      ),
    )
    // The output columns by name, so each row's keys are computed once.
    .orderBy(
      ...(withText ? [desc(sql.identifier(EXACT_SKU)), desc(sql.identifier(NAME_PREFIX))] : []),
      naturalOrder(targetProducts.name),
      asc(targetProducts.id),
    )
    .limit(TARGET_PRODUCT_SEARCH_LIMIT)
    .as(FOUND);
  return db
    .select({
      id: found.id,
      targetId: found.targetId,
      externalIdentifier: found.externalIdentifier,
      name: found.name,
      url: found.url,
      active: found.active,
      brandId: brands.id,
      brandName: brands.name,
      categoryId: targetProductCategories.id,
      categoryName: targetProductCategories.name,
      brandAllowed: sql<boolean>`true`,
    })
    .from(found)
    .leftJoin(brands, eq(brands.id, found.brandId))
    .leftJoin(targetProductCategories, eq(targetProductCategories.id, found.categoryId))
    .orderBy(
      ...(withText
        ? [
            desc(sql`${sql.identifier(FOUND)}.${sql.identifier(EXACT_SKU)}`),
            desc(sql`${sql.identifier(FOUND)}.${sql.identifier(NAME_PREFIX)}`),
          ]
        : []),
      naturalOrder(found.name),
      asc(found.id),
    )
    .prepare(name);
}

const searchStatement = (db: Database, withText: boolean, owners: number) =>
  preparedOnce(db, `target_product_search_${withText ? 'text' : 'all'}_${owners}`, (name) =>
    prepareSearch(db, withText, owners, name),
  );

/**
 * GET /targeting/target-product/search: up to TARGET_PRODUCT_SEARCH_LIMIT active products of the shop
 * whose name or SKU contains the text (case-insensitive) and whose brand the advertiser may promote.
 * An exact SKU comes first, then names starting with the text, then the rest by name. An unknown or
 * inactive shop answers 404 (asked separately only when nothing was found).
 */
export async function searchTargetProducts(
  ctx: AppContext,
  auth: AuthContext,
  query: AdvertiserQuery & { targetId: number; name: string },
): Promise<TargetProduct[]> {
  const advertiser = await checkAdvertiser(ctx.db, auth, query);
  const owners = brandListOwners(auth, advertiser);
  const text = query.name;
  // "Contains" as LIKE so the trigram indexes (0000_baseline/05-targeting.sql) answer it; the text's own
  // wildcards escaped.
  const escaped = likeLiteral(text.toLowerCase());
  const rows = await searchStatement(ctx.db, text !== '', owners.length).execute({
    targetId: query.targetId,
    contains: `%${escaped}%`,
    startsWith: `${escaped}%`,
    text,
    firstOwner: owners[0] ?? 0,
    secondOwner: owners[1] ?? 0,
  } satisfies SearchParams);
  // Nothing found: because of the text, or because the shop is unknown or closed (404)?
  if (rows.length === 0) await activeTarget(ctx.db, query.targetId);
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
