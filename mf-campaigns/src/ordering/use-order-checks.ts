import {
  checkAvailability,
  type CheckAvailabilityResponse,
  type ItemOrder,
} from '@portal/shared-contracts/campaign-items';
import { AVAILABILITY_MAX_WEEKS, getVariableValueAvailability } from '@portal/shared-contracts/catalogue';
import { useErrorText } from '@portal/shared-ui';
import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import type { FormProduct } from './order-values';

const NO_WEEKS: ReadonlySet<string> = new Set();

/**
 * The taken weeks of the chosen variable values of a product with availability check (GET
 * /products/{id}/variable-value-availability/{valueId}; 0 stands for a product without values), so
 * the date pickers can refuse them.
 */
export function useTakenWeeks(
  product: Pick<FormProduct, 'id' | 'checkAvails' | 'variableValues'>,
  valueIds: number[],
  /** The item being edited: its own weeks are not taken for it. */
  excludedItemId: number | null = null,
) {
  const errorText = useErrorText();
  const ids = product.variableValues.length > 0 ? [...valueIds].sort((a, b) => a - b) : [0];
  const key =
    product.checkAvails && ids.length > 0
      ? ['variable-value-availability', product.id, ids.join(','), excludedItemId ?? 0]
      : null;
  const { data, error, isLoading } = useSWR(key, () =>
    Promise.all(
      ids.map((id) =>
        getVariableValueAvailability(product.id, id, {
          weeks: AVAILABILITY_MAX_WEEKS,
          ...(excludedItemId !== null && { excludedCampaignItems: [excludedItemId] }),
        }),
      ),
    ),
  );
  const weeks = useMemo(
    () => (data ? new Set(data.flatMap((answer) => answer.takenWeeks)) : NO_WEEKS),
    [data],
  );
  return { takenWeeks: weeks, loading: isLoading, error: error ? errorText(error) : null };
}

export type AvailabilityState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'available' }
  | { status: 'taken'; message: string; conflicts: CheckAvailabilityResponse['conflicts'] }
  | { status: 'failed'; message: string };

/**
 * PUT /campaign-item/check-availability for products with availability check, once the (debounced)
 * dates and values are complete: the server's word on whether the weeks are still free. A newer
 * check aborts the one running.
 */
export function useAvailabilityCheck(
  product: Pick<FormProduct, 'id' | 'checkAvails' | 'variableValues'>,
  order: Pick<ItemOrder, 'startDate' | 'endDate' | 'orderedAmount' | 'variableValueIdes'>,
  datesValid: boolean,
  /** The item being edited: its own booking does not make the period taken. */
  excludedItemId: number | null = null,
): AvailabilityState {
  const errorText = useErrorText();
  const [state, setState] = useState<AvailabilityState>({ status: 'idle' });
  const valueIds = order.variableValueIdes ?? [];
  const ready =
    product.checkAvails &&
    datesValid &&
    !!order.startDate &&
    !!order.endDate &&
    (product.variableValues.length === 0 || valueIds.length > 0);
  const body = ready
    ? {
        productId: product.id,
        startDate: order.startDate!,
        endDate: order.endDate!,
        orderedAmount: order.orderedAmount ?? null,
        variableValueIdes: valueIds,
        ...(excludedItemId !== null && { excludedCampaignItemId: excludedItemId }),
      }
    : null;
  const key = body ? JSON.stringify(body) : null;

  useEffect(() => {
    if (!key) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'checking' });
    checkAvailability(JSON.parse(key) as NonNullable<typeof body>, { signal: controller.signal }).then(
      (answer) =>
        setState(
          answer.available
            ? { status: 'available' }
            : { status: 'taken', message: answer.message ?? '', conflicts: answer.conflicts },
        ),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: errorText(error) });
      },
    );
    return () => controller.abort();
  }, [key, errorText]);

  return state;
}
