import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded screen that can be fetched before it renders. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * React's lazy() with a `preload`: the shell fetches a route's screen as soon as it knows the route,
 * in parallel with the screen's data, instead of when React first renders it. Both share one import,
 * so the code is fetched once.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let pending: Promise<{ default: ComponentType }> | undefined;
  // A failed fetch is not kept: the next render or preload tries again.
  const once = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return Object.assign(lazy(once), { preload: once });
}

/**
 * Fetches a route's screen if it can be fetched ahead (made with lazyScreen); other components are
 * no-ops. Resolves once the code is in or could not be fetched (the render tries again and shows the
 * failure), so that a route loader can wait for it.
 */
export async function preloadScreen(component: unknown): Promise<void> {
  const preload = (component as Partial<LazyScreen> | null)?.preload;
  if (typeof preload === 'function') await preload().catch(() => undefined);
}
