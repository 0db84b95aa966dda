import {
  AVAILABILITY_DEFAULT_WEEKS,
  type AvailabilityCell,
  type AvailabilityQuery,
  type Product,
  type ProductAvailability,
} from '@portal/shared-contracts';
import { BadRequestError, NotFoundError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import { translate } from '../../i18n/messages';
import type { AppContext } from '../context';
import { isRetailer, type AuthContext } from '../sessions/auth-context';
import { addDays, mondayOf, todayOf, weekLabel } from './calendar';
import { occupiedSlots, slotHolders } from './flat-rate-bookings';
import { loadProduct } from './product-access';

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

/**
 * GET /products/{id}/availability: weeks × active variable values of a flat-rate product with
 * availability check (one cell per week when it has no values). Each cell is free or taken; who holds
 * a taken cell (item, campaign, company) is shown to retailer staff only. Weeks that started already
 * cannot be ordered.
 */
export async function productAvailability(
  ctx: AppContext,
  auth: AuthContext,
  productId: number,
  query: AvailabilityQuery,
  language: MessageLanguage,
): Promise<ProductAvailability> {
  const product = await productWithAvailabilities(ctx, auth, productId);
  const { today, mondays } = availabilityWindow(ctx, query);
  const slots = await occupiedSlots(ctx.db, product.id, mondays[0]!, mondays.at(-1)!);
  const holder = new Map(slots.map((slot) => [`${slot.variableValueId}:${slot.weekStart}`, slot]));
  const showsHolder = isRetailer(auth.user);
  const holders = showsHolder
    ? await slotHolders(
        ctx.db,
        slots.map((slot) => slot.campaignItemId),
      )
    : new Map();
  const free = translate('availability_free', language);
  const taken = translate('availability_taken', language);
  const columns =
    product.variableValues.length > 0
      ? product.variableValues.map((value) => ({
          id: value.id,
          variableValue: { id: value.id, name: value.value },
        }))
      : [{ id: 0, variableValue: null }];

  return {
    productId: product.id,
    variableValues: product.variableValues,
    weeks: mondays.map((startDate) => {
      const endDate = addDays(startDate, 6);
      return {
        dateLabel: weekLabel(startDate, endDate),
        startDate,
        endDate,
        orderable: startDate >= today,
        values: columns.map(({ id, variableValue }): AvailabilityCell => {
          const slot = holder.get(`${id}:${startDate}`);
          return {
            variableValue,
            available: !slot,
            label: slot ? taken : free,
            campaignItem: slot && showsHolder ? { id: slot.campaignItemId } : null,
            campaign: (slot && holders.get(slot.campaignItemId)) ?? null,
          };
        }),
      };
    }),
  };
}
