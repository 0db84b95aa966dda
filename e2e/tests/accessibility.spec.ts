import type { Page } from '@playwright/test';
import type { UserRole } from '../../shared-contracts/src/common/roles.js';
import { audit, judge, settled } from '../support/a11y-audit.js';
import type { Finding } from '../support/a11y-report.js';
import { mayOpen, portalRoutes, type RouteDeclaration } from '../support/portal-routes.js';
import { ACCOUNTS, json, login, test, type DemoAccount } from './fixtures.js';

/**
 * WCAG 2.2 AA with axe-core on every screen of the portal, for every demo role that may open it
 * (issue 33): every route the remotes declare (support/portal-routes.ts) and the shell's, with each
 * parameter filled from what the API lists to the user, so a new screen is audited without being
 * listed here. A test fails on a serious or critical violation; the run prints the totals by impact.
 */
type Request = Page['request'];
type Ids = Record<string, string>;

const first = async <T>(request: Request, url: string, pick: (answer: T) => unknown): Promise<string> => {
  const id = pick(await json<T>(await request.get(url)));
  if (id === undefined || id === null) throw new Error(`${url}: nothing to open`);
  return String(id);
};

type Items = { items: { id: number; kind?: string }[] };

/**
 * How to find one instance of each route parameter as the signed-in user: the first thing the API
 * lists to them. A route with a parameter not named here fails the audit (a new screen must be audited).
 */
const PARAMETERS: Record<string, (request: Request, ids: Ids) => Promise<string>> = {
  campaignId: async (request) => {
    const { campaigns } = await json<{ campaigns: { id: number }[] }>(
      await request.post('/api/campaigns/filter', { data: { limit: 50, offset: 0 } }),
    );
    for (const campaign of campaigns) {
      const detail = await json<{ campaignItems: unknown[] }>(
        await request.get(`/api/campaigns/${campaign.id}`),
      );
      if (detail.campaignItems.length > 0) return String(campaign.id);
    }
    throw new Error('no campaign with items');
  },
  campaignItemId: (request, ids) =>
    first<{ campaignItems: { id: number }[] }>(
      request,
      `/api/campaigns/${ids.campaignId}`,
      (detail) => detail.campaignItems[0]?.id,
    ),
  selectedProductId: (request) =>
    first<{ id: number }[]>(request, '/api/products', (products) => products[0]?.id),
  productId: (request) => first<{ id: number }[]>(request, '/api/products', (products) => products[0]?.id),
  categoryId: (request) =>
    first<{ id: number }[]>(request, '/api/categories', (categories) => categories[0]?.id),
  landingPageTypeId: (request) =>
    first<{ id: number }[]>(request, '/api/landing-page-types', (types) => types[0]?.id),
  formatId: (request) =>
    first<Items>(request, '/api/creatives/formats/filter', (formats) => formats.items[0]?.id),
  userId: (request) => first<Items>(request, '/api/users/filter', (users) => users.items[0]?.id),
  // A vendor's own company (the vendor list is for those who act for several).
  companyId: async (request) => {
    const vendors = await request.get('/api/vendors');
    if (vendors.ok()) return String(((await vendors.json()) as Items).items[0]!.id);
    const { user } = await json<{ user: { companyId: number } }>(
      await request.get('/api/auth/authorization'),
    );
    return String(user.companyId);
  },
  landingPageId: async (request) => {
    const { items } = await json<Items>(
      await request.post('/api/landing-pages/filter', { data: { limit: 1, offset: 0 } }),
    );
    if (!items[0]) throw new Error('no landing page');
    return String(items[0].id);
  },
  creativeId: (request) =>
    first<Items>(
      request,
      '/api/review-queue?maxResults=100',
      (queue) => queue.items.find((entry) => entry.kind === 'creative')?.id,
    ),
};

/** The route's path with each parameter filled in, in order (an item's campaign first). */
async function instanceOf(route: RouteDeclaration, request: Request): Promise<string> {
  const ids: Ids = {};
  let path = route.path;
  for (const [, name] of route.path.matchAll(/:([A-Za-z]+)/g)) {
    // On the review queue an item is one waiting with its zip, when one waits; else any item (the
    // screen then says it waits for nothing).
    const find =
      route.path.startsWith('/review-queue/items') && name === 'campaignItemId'
        ? async (request: Request, ids: Ids) => {
            const { items } = await json<Items>(await request.get('/api/review-queue?maxResults=100'));
            const waiting = items.find((entry) => entry.kind === 'itemZip');
            if (waiting) return String(waiting.id);
            ids.campaignId = await PARAMETERS.campaignId!(request, ids);
            return PARAMETERS.campaignItemId!(request, ids);
          }
        : PARAMETERS[name!];
    if (!find) throw new Error(`${route.path}: the audit does not know how to find a ${name}`);
    ids[name!] = await find(request, ids);
    path = path.replace(`:${name}`, ids[name!]!);
  }
  return path;
}

const ROLES: [string, DemoAccount][] = [
  ['vendor', ACCOUNTS.vendor],
  ['agency', ACCOUNTS.agency],
  ['retailer', ACCOUNTS.retailer],
  ['administrator', ACCOUNTS.admin],
  ['sales person', ACCOUNTS.sales],
];

test('the signed-out screens', async ({ page }) => {
  const findings: Finding[] = [];
  for (const screen of ['/login', '/forgot-password']) {
    await page.goto(screen);
    await settled(page);
    findings.push(...(await audit(page, 'signed out', screen)));
  }
  judge(findings);
});

for (const [role, account] of ROLES) {
  test(`every screen the ${role} may open`, async ({ page }) => {
    test.setTimeout(10 * 60_000);
    await login(page, account);
    const {
      user: { userRoles },
    } = await json<{ user: { userRoles: UserRole[] } }>(await page.request.get('/api/auth/authorization'));
    const findings: Finding[] = [];
    const only = process.env.A11Y_SCREEN;
    const routes = portalRoutes().filter(
      (route) => mayOpen(route, userRoles) && (!only || route.path === only),
    );
    for (const route of routes) {
      await page.goto(await instanceOf(route, page.request));
      await settled(page);
      findings.push(...(await audit(page, role, route.path)));
    }
    judge(findings);
  });
}
