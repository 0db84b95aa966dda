import { useSyncExternalStore } from 'react';

/** Below antd's md breakpoint (768 px): the lists put their filters into a drawer, their rows into one column. */
export const NARROW_QUERY = '(max-width: 767.98px)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/**
 * Whether the screen is narrow, following it as it changes (a turned phone). A hook of its own
 * instead of antd's Grid.useBreakpoint, which the shared components do not load with the list.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
