// The screens bench:web measures, and how one load of a screen is recorded: in a new browser context
// (cold: empty HTTP cache) and then again in the same context (warm: what the first load cached).
import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import { KB, type JsFile } from './web-stats.js';

export const PASSWORD = 'Portal123!';
export const ACCOUNT = process.env.BENCH_ACCOUNT ?? 'retailer@portal.test';
/** The administrator: the catalogue settings, and the one who switches the dashboards page on. */
export const ADMIN = process.env.BENCH_ADMIN ?? 'admin@portal.test';

export const LOGIN_READY = 'form input[name="login"]';
export const LIST_READY = '.ant-table-tbody tr.ant-table-row';
/** The first chart of the dashboards page drawn (shell/src/pages/dashboards: each chart is a named figure). */
const DASHBOARDS_READY = 'figure[role="figure"] svg.recharts-surface';
/** The campaign's header with its state (mf-campaigns campaign-detail/campaign-header.tsx). */
const DETAIL_READY = '[data-testid="campaign-state"]';
/** The creative page's title, shown with the item (mf-creatives creative/creative-page.tsx). */
const CREATIVE_READY = '#creative-page-title';

export interface Screen {
  key: 'login' | 'list' | 'detail' | 'creative' | 'categories' | 'dashboards';
  name: string;
  /** Who is signed in (through the API, before the load); null: signed out. */
  account: string | null;
  path: string;
  ready: string;
  readyText: string;
  /** The gzip JS budget of the screen's cold load, if it has one. */
  budget: number | null;
}

export interface Load {
  requests: number;
  js: JsFile[];
  /** ms from the start of the navigation (or the click) until the screen's ready selector appeared. */
  readyMs: number;
  domContentLoadedMs: number | null;
}

/**
 * Records every request and every JavaScript response of a page until the returned stop is called.
 * During the load it only notes the responses: their sizes and bodies are read over CDP, and gzipped,
 * when stop is called (after the load). Reading and compressing ~1.2 MB while the page loads took CPU
 * from it on a two-core machine (a warm list load measured ~300 ms slower with it than without).
 */
export function recorder(page: Page) {
  let requests = 0;
  const responses: Response[] = [];
  const onRequest = () => (requests += 1);
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (
      type === 'script' ||
      /javascript/.test(contentType) ||
      /\.m?js(\?|$)/.test(new URL(response.url()).pathname)
    )
      responses.push(response);
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  return async () => {
    page.off('request', onRequest);
    page.off('response', onResponse);
    const js = (await Promise.all(responses.map(jsFileOf))).filter((file): file is JsFile => file !== null);
    return { requests, js };
  };
}

async function jsFileOf(response: Response): Promise<JsFile | null> {
  try {
    const sizes = await response.request().sizes();
    // A revalidated (304) or cached answer has no body to read.
    const body = await response.body().catch(() => Buffer.alloc(0));
    return {
      url: response.url(),
      status: response.status(),
      encoding: response.headers()['content-encoding'] ?? 'identity',
      raw: body.length,
      // Chromium reports a cache hit as minus its headers' size: nothing came over the wire.
      transferred: Math.max(0, sizes.responseBodySize),
      gzip: body.length ? zlib.gzipSync(body, { level: 9 }).length : 0,
      body,
    };
  } catch {
    return null;
  }
}

/** Notes, in every document of the context, when the first element matching a selector appears. */
async function watchFor(context: BrowserContext, selector: string): Promise<void> {
  await context.addInitScript((css: string) => {
    const win = window as unknown as { __benchReadyAt?: number };
    const check = () => {
      if (win.__benchReadyAt === undefined && document.querySelector(css)) {
        win.__benchReadyAt = performance.now();
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
    check();
  }, selector);
}

const readyAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { __benchReadyAt?: number }).__benchReadyAt ?? NaN);

const domContentLoaded = (page: Page) =>
  page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry ? entry.domContentLoadedEventEnd : null;
  });

/** Signs the context in through the API: the session cookie only, nothing in the HTTP cache. */
export async function signIn(context: BrowserContext, account: string): Promise<void> {
  const login = await context.request.post('/api/auth/login', {
    data: { login: account, password: PASSWORD },
  });
  if (!login.ok()) throw new Error(`login of ${account} failed: ${login.status()} ${await login.text()}`);
}

/** One navigation to the screen, until its ready selector shows and the network is idle. */
async function load(page: Page, screen: Screen): Promise<Load> {
  const stop = recorder(page);
  await page.goto(screen.path);
  await page.locator(screen.ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  return {
    ...(await stop()),
    readyMs: await readyAt(page),
    domContentLoadedMs: await domContentLoaded(page),
  };
}

/** A cold load (new context, empty cache) and then a warm one (the same context, a new navigation). */
export async function coldAndWarm(browser: Browser, baseUrl: string, screen: Screen) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    if (screen.account) await signIn(context, screen.account);
    await watchFor(context, screen.ready);
    const page = await context.newPage();
    const cold = await load(page, screen);
    const warm = await load(page, screen);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/** Signing in on the login page (cache warm from it): click until the list rows show. */
export async function loginToList(browser: Browser, baseUrl: string): Promise<Load> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator(LOGIN_READY).waitFor();
    await page.waitForLoadState('networkidle');
    await page.fill('input[name="login"]', ACCOUNT);
    await page.fill('input[name="password"]', PASSWORD);
    const stop = recorder(page);
    const clickedAt = await page.evaluate(() => performance.now());
    await page.click('button[type="submit"]');
    await page.locator(LIST_READY).first().waitFor();
    const rowsAt = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    return { ...(await stop()), readyMs: rowsAt - clickedAt, domContentLoadedMs: null };
  } finally {
    await context.close();
  }
}

/**
 * The period the dashboards show: the year up to today, so that the demo's delivery (seeded around
 * its own "today" and simulated daily since) is in it whatever the date; the default 30 days may be empty.
 */
function dashboardsPath(): string {
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  return `/dashboards?from=${day(364)}&to=${day(0)}`;
}

/**
 * Switches the dashboards page on or off (settings variable `menu-dashboards`) through the API as
 * the administrator. Returns the value before, so that a portal measured with BENCH_URL is left as found.
 */
export async function setDashboards(
  browser: Browser,
  baseUrl: string,
  value: string,
): Promise<string | null> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    await signIn(context, ADMIN);
    const groups = await context.request.get('/api/settings/variable-groups');
    if (!groups.ok()) throw new Error(`settings variables: ${groups.status()} ${await groups.text()}`);
    const variables = (
      (await groups.json()) as {
        variables: { id: number; identifier: string; value: string | null; version: number }[];
      }[]
    ).flatMap((group) => group.variables);
    const variable = variables.find((entry) => entry.identifier === 'menu-dashboards');
    if (!variable) throw new Error('no settings variable menu-dashboards');
    if (variable.value !== value) {
      const put = await context.request.put(`/api/settings/variables/${variable.id}`, {
        data: { id: variable.id, value, version: variable.version },
      });
      if (!put.ok()) throw new Error(`menu-dashboards = ${value}: ${put.status()} ${await put.text()}`);
    }
    return variable.value;
  } finally {
    await context.close();
  }
}

interface CampaignDetail {
  id: number;
  name: string;
  campaignItems: { id: number; creative: unknown; product: { nativeFormat: boolean } }[];
}

/**
 * A seeded campaign the account sees, and one of its items with a creative page to show: the first
 * campaign of the list (by id) with an item whose creative is filled and not of a native format (a
 * native item's page leads back to the campaign); else any item not of a native format.
 */
async function seededCampaign(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    await signIn(context, ACCOUNT);
    const list = await context.request.post('/api/campaigns/filter', { data: { limit: 50, offset: 0 } });
    if (!list.ok()) throw new Error(`campaign list: ${list.status()} ${await list.text()}`);
    const { campaigns } = (await list.json()) as { campaigns: { id: number }[] };
    let fallback: { campaign: CampaignDetail; itemId: number } | null = null;
    for (const { id } of [...campaigns].sort((a, b) => a.id - b.id)) {
      const answer = await context.request.get(`/api/campaigns/${id}`);
      if (!answer.ok()) continue;
      const campaign = (await answer.json()) as CampaignDetail;
      const items = campaign.campaignItems.filter((item) => !item.product.nativeFormat);
      const filled = items.find((item) => item.creative);
      if (filled) return { campaign, itemId: filled.id };
      if (!fallback && items[0]) fallback = { campaign, itemId: items[0].id };
    }
    if (fallback) return fallback;
    throw new Error(`no campaign of ${ACCOUNT} has an item with a creative page`);
  } finally {
    await context.close();
  }
}

/** The screens of one portal (the seeded campaign and item looked up in it). */
export async function screensOf(
  browser: Browser,
  baseUrl: string,
): Promise<{ screens: Screen[]; note: string }> {
  const { campaign, itemId } = await seededCampaign(browser, baseUrl);
  const screens: Screen[] = [
    {
      key: 'login',
      name: 'login (signed out)',
      account: null,
      path: '/login',
      ready: LOGIN_READY,
      readyText: 'login form shown',
      budget: 250 * KB,
    },
    {
      key: 'list',
      name: 'campaign list',
      account: ACCOUNT,
      path: '/campaigns',
      ready: LIST_READY,
      readyText: 'list rows shown',
      budget: 450 * KB,
    },
    {
      key: 'detail',
      name: 'campaign detail',
      account: ACCOUNT,
      path: `/campaigns/${campaign.id}`,
      ready: DETAIL_READY,
      readyText: 'campaign header with its state shown',
      budget: null,
    },
    {
      key: 'creative',
      name: 'creative page',
      account: ACCOUNT,
      path: `/campaigns/${campaign.id}/items/${itemId}/creative`,
      ready: CREATIVE_READY,
      readyText: "the item's creative page title shown",
      budget: null,
    },
    {
      key: 'categories',
      name: 'settings/categories',
      account: ADMIN,
      path: '/settings/categories',
      ready: LIST_READY,
      readyText: 'category rows shown',
      budget: null,
    },
    {
      key: 'dashboards',
      name: 'dashboards',
      account: ACCOUNT,
      path: dashboardsPath(),
      ready: DASHBOARDS_READY,
      readyText: 'first chart drawn',
      budget: null,
    },
  ];
  return { screens, note: `campaign ${campaign.id} "${campaign.name}", item ${itemId}` };
}
