import type { APIRequestContext, Request } from '@playwright/test';
import { watchDirectLoad } from './direct-load';
import { ACCOUNTS, dataRows, expect, json, login, test } from './fixtures';

// Issue 35: a signed-in direct load (a bookmark, a reload) asks for what its first screen needs once,
// in parallel: the shell's start answer (preloaded by the page), the remote's files (preloaded by the
// page) and the screen's rows (requested by the route's preload, taken by the screen). None of it is
// asked twice, and nothing the start answer says is asked again.

test('a direct load of the campaign list asks for each thing once', async ({ page }) => {
  await login(page, ACCOUNTS.vendor);
  // The sign-in's own page finishes first: what it still fetched would be cut off by the next load.
  await page.waitForLoadState('networkidle');
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await page.goto('/campaigns?page=2&size=10');
  // Acme Foods has 16 campaigns or more (other tests order more): the second page of ten has rows.
  const pager = page.getByRole('navigation', { name: 'Stránkování' });
  await expect(pager.getByRole('button', { name: 'Stránka 2' })).toHaveAttribute('aria-current', 'page');
  await expect(dataRows(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const paths = requests.map((request) => new URL(request.url()).pathname);
  const count = (path: string | RegExp) =>
    paths.filter((entry) => (typeof path === 'string' ? entry === path : path.test(entry))).length;
  expect(count('/api/app-settings/shell-start')).toBe(1);
  const filters = requests.filter((request) => request.url().endsWith('/api/campaigns/filter'));
  expect(filters).toHaveLength(1);
  expect(count('/api/campaigns/filterData')).toBe(1);
  // Said by the start answer: not asked on their own.
  expect(count('/api/auth/authorization')).toBe(0);
  expect(count('/api/app-settings/menu')).toBe(0);
  expect(count('/api/app-settings/remotes')).toBe(0);
  expect(count(/\/portal-routes\.json$/)).toBe(0);
  // The page's preloads are the requests the shell makes: no file is fetched twice.
  const twice = [...new Set(paths)].filter((path) => count(path) > 1);
  expect(twice).toEqual([]);
  // …and every file the page preloaded was used (Chromium warns of one that was not).
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
  expect(count(/^\/remotes\/mf-campaigns\/[^/]+\/remoteEntry\.js$/)).toBe(1);

  // The rows asked for ahead are those of the address: the second page.
  const filter = requests.find((request) => new URL(request.url()).pathname === '/api/campaigns/filter');
  const shown = (await (await filter!.response())!.json()) as { campaigns: { id: number }[] };
  const secondPage = await page.request.post('/api/campaigns/filter', { data: { limit: 10, offset: 10 } });
  expect(shown.campaigns.map((row) => row.id)).toEqual(
    ((await secondPage.json()) as typeof shown).campaigns.map((row) => row.id),
  );

  // Paging afterwards is the screen's own request, as before.
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/campaigns/filter'));
  await pager.getByRole('button', { name: 'Stránka 1' }).click();
  await answered;
  await expect(dataRows(page)).toHaveCount(10);
  expect(count('/api/campaigns/filter')).toBe(1);
  expect(requests.filter((request) => request.url().endsWith('/api/campaigns/filter'))).toHaveLength(2);
});

test('a signed-out direct load asks for no start answer and goes to sign-in', async ({ page }) => {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  await page.goto('/campaigns');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcampaigns$/);
  expect(paths.filter((path) => path === '/api/app-settings/shell-start')).toEqual([]);
  expect(paths.filter((path) => path.startsWith('/remotes/'))).toEqual([]);
});

/** The first campaign of the caller's list that has items, with its first item. */
async function campaignWithItem(request: APIRequestContext) {
  const { campaigns } = await json<{ campaigns: { id: number }[] }>(
    await request.post('/api/campaigns/filter', { data: { limit: 20, offset: 0 } }),
  );
  for (const { id } of campaigns) {
    const detail = await json<{ campaignItems: { id: number }[] }>(await request.get(`/api/campaigns/${id}`));
    if (detail.campaignItems.length > 0) return { campaignId: id, itemId: detail.campaignItems[0]!.id };
  }
  throw new Error('no campaign with an item in the first 20');
}

test('a direct load of a campaign’s detail asks for the campaign once, beside the screen’s code', async ({
  page,
}) => {
  await login(page, ACCOUNTS.vendor);
  const { campaignId } = await campaignWithItem(page.request);
  const load = await watchDirectLoad(page, 'campaign-detail-title', [
    ['GET', `/api/campaigns/${campaignId}`],
    ['GET', '/api/app-settings/display-of-performance-metrics'],
  ]);
  await page.goto(`/campaigns/${campaignId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  load.expectFirstOnceBeforeScreen();
});

test('a direct load of an item’s creative page asks for the item once, beside the screen’s code', async ({
  page,
}) => {
  await login(page, ACCOUNTS.vendor);
  const { campaignId, itemId } = await campaignWithItem(page.request);
  const load = await watchDirectLoad(page, 'creative-page-title', [['GET', `/api/campaign-item/${itemId}`]]);
  await page.goto(`/campaigns/${campaignId}/items/${itemId}/creative`);
  // A native-format item's preview goes back to the campaign: either way the item was read.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  load.expectFirstOnceBeforeScreen();
});

test('a direct load of the product categories asks for them once, beside the screen’s code', async ({
  page,
}) => {
  await login(page, ACCOUNTS.admin);
  const load = await watchDirectLoad(page, 'categories-title', [['GET', '/api/categories']]);
  await page.goto('/settings/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Kategorie produktů' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  load.expectFirstOnceBeforeScreen();
});

test('a direct load of a product category’s card asks for the list and the category once each', async ({
  page,
}) => {
  await login(page, ACCOUNTS.admin);
  const [first] = await json<{ id: number }[]>(await page.request.get('/api/categories'));
  const load = await watchDirectLoad(page, 'categories-title', [
    ['GET', '/api/categories'],
    ['GET', `/api/categories/${first!.id}`],
  ]);
  await page.goto(`/settings/categories/${first!.id}`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  load.expectFirstOnceBeforeScreen();
});

test('a page that takes a while to load shows a progress bar at the top until it is there', async ({
  page,
}) => {
  await login(page, ACCOUNTS.retailer);
  await expect(dataRows(page).first()).toBeVisible();
  // The review queue's remote comes slowly: its route's loader waits for it.
  await page.route(/\/remotes\/mf-creatives\/[^/]+\/remoteEntry\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole('menuitem', { name: /^Ke schválení/ }).click();
  const progress = page.getByRole('progressbar', { name: 'Načítá se stránka' });
  await expect(progress).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ke schválení' })).toBeVisible();
  await expect(progress).toHaveCount(0);
});
