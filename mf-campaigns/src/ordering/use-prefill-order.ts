import type { Product } from '@portal/shared-contracts/catalogue';
import { useEffect, useRef } from 'react';
import { usePrefill } from '../availability/prefill-store';
import type { OrderForm } from './use-order-form';

/** A free cell chosen in an availability table fills the dates and the variable value. */
export function usePrefillOrder(product: Product, setValues: OrderForm['setValues']) {
  const prefill = usePrefill();
  const appliedPrefill = useRef<typeof prefill>(null);
  useEffect(() => {
    if (!prefill || prefill.productId !== product.id || appliedPrefill.current === prefill) return;
    appliedPrefill.current = prefill;
    setValues((previous) => ({
      ...previous,
      startDate: prefill.startDate,
      endDate: prefill.endDate,
      variableValueIdes:
        prefill.variableValue !== null &&
        product.variableValues.some((value) => value.id === prefill.variableValue)
          ? [prefill.variableValue]
          : previous.variableValueIdes,
    }));
  }, [prefill, product, setValues]);
}
