import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/** A call a screen's first load makes: a method and a path. */
type Call = readonly [method: string, path: string];

/** How long the screen's chunk waits at most for its first requests (a screen without a preload). */
const HOLD_MS = 10_000;

/**
 * Watches a signed-in direct load (call it, then page.goto): every request the page makes, and when
 * the screen's own chunk (the script holding `marker`, an element id only that screen's code has)
 * reached the page. That chunk is held back until every one of `first` has been asked (or HOLD_MS
 * passed), so a request the screen makes once mounted can start only after it; a route's preload (or
 * the shell's route loader) starts without it. Chunk names are content hashes, hence the marker.
 */
export async function watchDirectLoad(page: Page, marker: string, first: Call[]) {
  // The sign-in's own page finishes first: what it still fetched would be cut off by the next load.
  await page.waitForLoadState('networkidle');
  const requests: { request: Request; at: number }[] = [];
  const asked = (method: string, path: string) =>
    requests.filter(({ request }) => request.method() === method && new URL(request.url()).pathname === path);
  let allAsked!: () => void;
  const firstAsked = new Promise<void>((resolve) => (allAsked = resolve));
  page.on('request', (request) => {
    requests.push({ request, at: Date.now() });
    if (first.every(([method, path]) => asked(method, path).length > 0)) allAsked();
  });
  let screenChunkAt = Number.POSITIVE_INFINITY;
  await page.route(/\.js(\?|$)/, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(marker)) {
      await Promise.race([firstAsked, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
      screenChunkAt = Date.now();
    }
    await route.fulfill({ response });
  });
  return {
    asked,
    /**
     * Each of the first calls was asked once, and before the screen's chunk reached the page (the
     * last of them releases it, so within the same millisecond).
     */
    expectFirstOnceBeforeScreen() {
      expect(screenChunkAt, `the screen's chunk (${marker}) was loaded`).toBeLessThan(
        Number.POSITIVE_INFINITY,
      );
      for (const [method, path] of first) {
        const calls = asked(method, path);
        expect(calls, `${method} ${path}`).toHaveLength(1);
        expect(
          calls[0]!.at,
          `${method} ${path} started before the screen's chunk arrived`,
        ).toBeLessThanOrEqual(screenChunkAt);
      }
    },
  };
}
