import type { Product } from '@portal/shared-contracts/catalogue';
import { useEffect, useRef } from 'react';
import { usePrefill } from '../availability/prefill-store';
import type { OrderForm } from './use-order-form';

/** A free cell chosen in an availability table fills the dates and the variable value. */
export function usePrefillOrder(product: Product, form: Pick<OrderForm, 'change'>) {
  const prefill = usePrefill();
  const appliedPrefill = useRef<typeof prefill>(null);
  const { change } = form;
  useEffect(() => {
    if (!prefill || prefill.productId !== product.id || appliedPrefill.current === prefill) return;
    appliedPrefill.current = prefill;
    const valueOffered =
      prefill.variableValue !== null &&
      product.variableValues.some((value) => value.id === prefill.variableValue);
    change({
      startDate: prefill.startDate,
      endDate: prefill.endDate,
      ...(valueOffered && { variableValueIdes: [prefill.variableValue!] }),
    });
    // Applied once per prefill; `change` is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill, product]);
}
