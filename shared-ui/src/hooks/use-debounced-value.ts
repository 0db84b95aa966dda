import { useEffect, useState } from 'react';

/** Spec 001 §9: a search waits until the typing has settled for 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

/** The value, once it has stayed the same for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
