import type { AvailabilityPrefill } from '@portal/shared-contracts/catalogue';
import { useSyncExternalStore } from 'react';

/**
 * The free availability cell a person chose (spec: the prefill of product, start, end and variable
 * value). Kept in session storage, so the order form still has it after a reload, until the item is
 * added or another cell is chosen.
 */
const KEY = 'portal.campaigns.availabilityPrefill';
const listeners = new Set<() => void>();
let current: AvailabilityPrefill | null | undefined;

const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

function read(): AvailabilityPrefill | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<AvailabilityPrefill>;
    if (
      typeof value.productId === 'number' &&
      isIsoDate(value.startDate) &&
      isIsoDate(value.endDate) &&
      (value.variableValue === null || typeof value.variableValue === 'number')
    ) {
      return {
        productId: value.productId,
        startDate: value.startDate,
        endDate: value.endDate,
        variableValue: value.variableValue,
      };
    }
  } catch {
    // no storage or a hand-edited value: no prefill
  }
  return null;
}

export function getPrefill(): AvailabilityPrefill | null {
  if (current === undefined) current = read();
  return current;
}

function write(prefill: AvailabilityPrefill | null) {
  current = prefill;
  try {
    if (prefill) sessionStorage.setItem(KEY, JSON.stringify(prefill));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage off: the prefill lives in memory for this page
  }
  listeners.forEach((listener) => listener());
}

export const setPrefill = (prefill: AvailabilityPrefill) => write(prefill);
export const clearPrefill = () => write(null);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored prefill; components re-render when another cell is chosen. */
export function usePrefill(): AvailabilityPrefill | null {
  return useSyncExternalStore(subscribe, getPrefill, () => null);
}
