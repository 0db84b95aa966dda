import type { AvailabilityQuery, VariableValueAvailability } from '@portal/shared-contracts';
import { NotFoundError } from '../../errors';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { occupiedSlots } from './flat-rate-bookings';
import { availabilityWindow, productWithAvailabilities } from './product-availability';

/**
 * GET /products/{id}/variable-value-availability/{variableValueId}: the taken weeks of one active
 * variable value of the product (0: the product without values) in the window, leaving out the weeks
 * of the excluded items (the item being edited does not block itself).
 */
export async function variableValueAvailability(
  ctx: AppContext,
  auth: AuthContext,
  productId: number,
  variableValueId: number,
  query: AvailabilityQuery & { excludedCampaignItems: number[] },
): Promise<VariableValueAvailability> {
  const product = await productWithAvailabilities(ctx, auth, productId);
  const known =
    variableValueId === 0
      ? product.variableValues.length === 0
      : product.variableValues.some((value) => value.id === variableValueId);
  if (!known) {
    throw new NotFoundError('availability_variable_value_not_found', {
      name: product.titleOrName,
      id: variableValueId,
    });
  }
  const { mondays } = availabilityWindow(ctx, query);
  const slots = await occupiedSlots(ctx.db, product.id, mondays[0]!, mondays.at(-1)!, {
    variableValueId,
    excludedCampaignItems: query.excludedCampaignItems,
  });
  return {
    variableValueId: variableValueId === 0 ? null : variableValueId,
    takenWeeks: [...new Set(slots.map((slot) => slot.weekStart))],
  };
}
