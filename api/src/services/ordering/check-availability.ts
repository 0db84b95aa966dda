import {
  addDays,
  AVAILABILITY_MAX_WEEKS,
  itemDateIssues,
  ORDERED_AMOUNT_LIMIT,
  type CheckAvailabilityRequestSchema,
  type CheckAvailabilityResponse,
  type ItemOrderIssue,
  type RateType,
} from '@portal/shared-contracts';
import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '../../db/client';
import {
  campaignItems,
  campaigns,
  flatRateBookings,
  productCategories,
  products,
  productVariableValues,
} from '../../db/schema';
import { NotFoundError, ValidationError, type FieldIssue } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import { translate } from '../../i18n/messages';
import { companyTenancy } from '../campaign-access';
import { productVisibility } from '../catalogue';
import type { AppContext } from '../context';
import { isRetailer, type AuthContext } from '../sessions';
import { mondayOf, todayOf } from '../calendar';
import { NO_VARIABLE_VALUE, slotParams, takenSlotsCondition, weekCount } from './bookings';
import { fieldIssueOf } from './order-issues';
import { preparedOnce } from '../../db/prepared-once';

type CheckAvailabilityRequest = v.InferOutput<typeof CheckAvailabilityRequestSchema>;

/** The item being edited, if the caller may see it: only then do its own weeks not count. */
async function ownItem(ctx: AppContext, auth: AuthContext, itemId: number | null | undefined) {
  if (!itemId) return null;
  const [own] = await ctx.db
    .select({ id: campaignItems.id, startDate: campaignItems.startDate, endDate: campaignItems.endDate })
    .from(campaignItems)
    .innerJoin(campaigns, eq(campaigns.id, campaignItems.campaignId))
    .where(and(eq(campaignItems.id, itemId), companyTenancy(auth, campaigns.companyId)));
  return own ?? null;
}

/** The statement's parameters: the caller for the visibility rule, the period and the values. */
interface CheckParams {
  productId: number;
  userId: number;
  /** Comma-separated variable value ids (0: the product without values). */
  values: string;
  firstWeek: string;
  lastDay: string;
  /** The caller's item whose weeks do not count; 0: none. */
  excluded: number;
}

const param = (name: keyof CheckParams) => sql.placeholder(name);

/**
 * The product (as the caller may see it, by the visibility rule loadProduct applies), its active
 * variable values and the taken weeks asked for, in one statement. The order form calls
 * check-availability on every change, so the statement is prepared once per database and shape of
 * the visibility rule (retailer staff, buyers): PostgreSQL then plans it once per connection.
 */
function prepareCheck(db: Database, retailer: boolean, name: string) {
  // The rule's shape depends on whether the caller is retailer staff; the caller's id is a parameter.
  const visibility = productVisibility({ retailerStaff: retailer, userId: param('userId') });
  const taken = takenSlotsCondition({
    productId: products.id,
    variableValueIds: sql`string_to_array(${param('values')}, ',')::integer[]`,
    startDate: sql`${param('firstWeek')}::date`,
    endDate: sql`${param('lastDay')}::date`,
    excludedCampaignItemId: param('excluded'),
  });
  return db
    .select({
      id: products.id,
      name: products.name,
      title: products.title,
      rateType: products.rateType,
      minDaysBeforeStartDate: productCategories.minDaysBeforeStartDate,
      hasAvailabilities: sql<boolean>`${products.rateType} = 'FLAT_RATE' and ${products.checkAvails}`,
      values: sql<{ id: number; value: string }[]>`coalesce((
        select json_agg(json_build_object('id', ${productVariableValues.id}, 'value', ${productVariableValues.value})
                        order by ${productVariableValues.position}, ${productVariableValues.id})
        from ${productVariableValues}
        where ${productVariableValues.productId} = ${products.id} and ${productVariableValues.active}), '[]'::json)`,
      taken: sql<{ variableValueId: number; weekStart: string }[]>`coalesce((
        select json_agg(json_build_object('variableValueId', ${flatRateBookings.variableValueId},
                                          'weekStart', ${flatRateBookings.weekStart})
                        order by ${flatRateBookings.weekStart}, ${flatRateBookings.variableValueId})
        from ${flatRateBookings}
        where ${taken}), '[]'::json)`,
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(eq(products.id, param('productId')), visibility))
    .prepare(name);
}

function checkStatement(db: Database, auth: AuthContext) {
  const retailer = isRetailer(auth.user);
  return preparedOnce(db, `ordering_check_availability_${retailer ? 'retailer' : 'buyer'}`, (name) =>
    prepareCheck(db, retailer, name),
  );
}

/**
 * The rules of the order form the question must meet, as add-item applies them (a start in the past
 * or an amount past the limit is refused here too, not answered as available).
 */
function requestIssues(
  ctx: AppContext,
  request: CheckAvailabilityRequest,
  product: { rateType: RateType; minDaysBeforeStartDate: number },
  original: { startDate: string; endDate: string } | null,
): ItemOrderIssue[] {
  const issues = itemDateIssues(request, {
    product: {
      rateType: product.rateType,
      category: { minDaysBeforeStartDate: product.minDaysBeforeStartDate },
    },
    today: todayOf(ctx.clock),
    original: original ?? undefined,
  });
  if (product.rateType !== 'FLAT_RATE' && (request.orderedAmount ?? 0) > ORDERED_AMOUNT_LIMIT)
    issues.push({
      field: 'orderedAmount',
      code: 'ordered_amount_limit',
      params: { limit: ORDERED_AMOUNT_LIMIT },
    });
  return issues;
}

/**
 * PUT /campaign-item/check-availability: whether the weeks of the period are free for the chosen
 * variable values of a product (each week the period touches counts). Products without availability
 * check are always available. A product with active variable values needs them named. The item being
 * edited (excludedCampaignItemId, if the caller may see it) does not block itself. The message, when
 * not available, names the first taken week, in the caller's language.
 */
export async function checkAvailability(
  ctx: AppContext,
  auth: AuthContext,
  language: MessageLanguage,
  request: CheckAvailabilityRequest,
): Promise<CheckAvailabilityResponse> {
  if (request.endDate < request.startDate) {
    throw new ValidationError([{ field: 'endDate', code: 'end_before_start' }]);
  }
  const chosen = [...new Set(request.variableValueIdes ?? [])];
  const excluded = await ownItem(ctx, auth, request.excludedCampaignItemId);
  const [product] = await checkStatement(ctx.db, auth).execute({
    productId: request.productId,
    userId: auth.user.id,
    values: (chosen.length > 0 ? chosen : [NO_VARIABLE_VALUE]).join(','),
    firstWeek: mondayOf(request.startDate),
    lastDay: request.endDate,
    excluded: excluded?.id ?? 0,
  } satisfies CheckParams);
  if (!product) throw new NotFoundError('product_not_found');
  const orderIssues: FieldIssue[] = requestIssues(ctx, request, product, excluded).map((issue) =>
    fieldIssueOf(issue, language),
  );
  // Bookings are rows per week and value: one item holds at most as many weeks as availability shows.
  if (product.hasAvailabilities && weekCount(request.startDate, request.endDate) > AVAILABILITY_MAX_WEEKS)
    orderIssues.push({
      field: 'endDate',
      code: 'booking_too_long',
      params: { weeks: AVAILABILITY_MAX_WEEKS },
    });
  if (orderIssues.length > 0) throw new ValidationError(orderIssues);
  if (!product.hasAvailabilities) return { available: true, conflicts: [], message: null };

  const active = product.values;
  const issues: FieldIssue[] = [];
  if (active.length === 0 && chosen.length > 0)
    issues.push({ field: 'variableValueIdes', code: 'variable_value_unknown' });
  if (active.length > 0) {
    if (chosen.length === 0) issues.push({ field: 'variableValueIdes', code: 'variable_value_required' });
    else if (chosen.some((id) => !active.some((value) => value.id === id)))
      issues.push({ field: 'variableValueIdes', code: 'variable_value_unknown' });
  }
  if (issues.length > 0) throw new ValidationError(issues);

  const titleOrName = product.title?.trim() ? product.title : product.name;
  const [first] = product.taken;
  return {
    available: first === undefined,
    conflicts: product.taken.map((slot) => {
      const value = active.find((candidate) => candidate.id === slot.variableValueId);
      return {
        weekStart: slot.weekStart,
        weekEnd: addDays(slot.weekStart, 6),
        variableValue: value ? { id: value.id, name: value.value } : null,
      };
    }),
    message: first
      ? translate('slot_taken', language, slotParams({ titleOrName, variableValues: active }, first))
      : null,
  };
}
