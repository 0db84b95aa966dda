/**
 * `pnpm bench:campaigns`: the campaign and activity lists on a large data set (campaigns-data.ts:
 * 500 vendor companies, 100,000 campaigns, 1,000,000 items). The database, server and measuring are
 * harness.ts's; each call is driven with 20 connections, pages, filters and texts varied per request,
 * after the session check alone (GET /api/auth/authorization) as the floor of the moment:
 *
 * - POST /api/campaigns/filter as a retailer: the default order (newest first), by name, a state
 *   and a month, a search text, by price from 10–50 % deep into the list; as the demo vendor (its
 *   company is the largest): the default order, a search text, its own campaigns.
 * - POST /api/campaign-items/filter as a retailer: the default order, an item state, a company, a
 *   product category by price, a search text; as the demo vendor: the default order, an item state.
 *
 * - GET /api/users/filter as a retailer among 50,000 users (users-data.ts): the first pages, any page,
 *   a search text without accents, a role and a text.
 *
 * Target on PostgreSQL: p99 ≤ 100 ms. PGlite gets a tenth of the campaigns and items unless
 * BENCH_SCALE says otherwise (campaigns-data.ts); BENCH_ONLY, BENCH_KEEP_DATABASE, BENCH_SQL,
 * BENCH_DURATION and BENCH_CONNECTIONS as harness.ts says.
 */
import { generateCampaignsData, SEARCH_TEXTS, type CampaignsDataSet } from './campaigns-data';
import { addDays, runBenchmark, type Scenario } from './harness';
import { login } from './server';
import { generateUsersData, USER_SEARCH_TEXTS } from './users-data';

const P99_TARGET = 100;
const PAGE = 20;

/** A list of values taken in turn, request by request. */
const cycle =
  <T>(values: readonly T[]) =>
  (n: number): T =>
    values[n % values.length]!;

async function scenarios(url: string, data: CampaignsDataSet): Promise<Scenario[]> {
  const [retailer, vendor] = [
    await login(url, 'retailer@portal.test'),
    await login(url, 'vendor@portal.test'),
  ];
  const campaigns = (label: string, token: string, body: (n: number) => object): Scenario => ({
    label: `campaigns/filter, ${label}`,
    method: 'POST',
    token,
    request: (n) => ({ path: '/api/campaigns/filter', body: { limit: PAGE, offset: 0, ...body(n) } }),
    p99Target: P99_TARGET,
  });
  const items = (label: string, token: string, body: (n: number) => object): Scenario => ({
    label: `campaign-items/filter, ${label}`,
    method: 'POST',
    token,
    request: (n) => ({
      path: '/api/campaign-items/filter',
      body: { firstResult: 0, maxResults: PAGE, ...body(n) },
    }),
    p99Target: P99_TARGET,
  });
  const users = (label: string, query: (n: number) => string): Scenario => ({
    label: `users/filter, ${label}`,
    method: 'GET',
    token: retailer,
    request: (n) => ({ path: `/api/users/filter?maxResults=${PAGE}&${query(n)}` }),
    p99Target: P99_TARGET,
  });
  const userSearch = cycle(USER_SEARCH_TEXTS);
  const role = cycle(['vendor', 'agency'] as const);
  const direction = cycle(['DESC', 'ASC'] as const);
  const firstPages = (n: number) => PAGE * (n % 5);
  const search = cycle(SEARCH_TEXTS);
  // Months of the data set's three years: a month's first day from 30 months back to 5 ahead.
  const month = (n: number) => addDays(data.today, 30 * ((n % 36) - 30));
  const campaignStates = cycle([[8], [4, 5, 6, 7], [9], [1, 2, 3], [10, 11]]);
  const itemStates = cycle([[8], [7], [1], [4, 5, 6], [13]]);
  const company = cycle(data.companyIds);
  const category = cycle(data.productCategoryIds);
  // 10–49 % deep into the list by price (10,000–49,000 at full scale).
  const deep = (n: number) => Math.floor((data.campaigns * (10 + ((n * 7) % 40))) / 100);

  return [
    // The floor at this moment: the session check alone (bench:api's call), so a disturbed run shows.
    {
      label: 'GET /auth/authorization (baseline)',
      method: 'GET',
      token: retailer,
      request: () => ({ path: '/api/auth/authorization' }),
    },
    campaigns('retailer: default', retailer, (n) => ({ offset: firstPages(n) })),
    campaigns('retailer: by name', retailer, (n) => ({
      offset: PAGE * (n % 10),
      order: { name: 'name', direction: direction(n) },
    })),
    campaigns('retailer: state + month', retailer, (n) => ({
      campaignStateIdes: campaignStates(n),
      startDate: month(n),
      endDate: addDays(month(n), 30),
    })),
    campaigns('retailer: search', retailer, (n) => ({ search: search(n) })),
    campaigns('retailer: by price, deep offset', retailer, (n) => ({
      offset: deep(n),
      order: { name: 'price', direction: direction(n) },
    })),
    campaigns('vendor: default', vendor, (n) => ({ offset: firstPages(n) })),
    campaigns('vendor: search', vendor, (n) => ({ search: search(n) })),
    campaigns('vendor: my campaigns', vendor, (n) => ({ myCampaigns: true, offset: firstPages(n) })),
    items('retailer: default', retailer, (n) => ({ firstResult: firstPages(n) })),
    items('retailer: item state', retailer, (n) => ({ campaignItemStateIdes: itemStates(n) })),
    items('retailer: company', retailer, (n) => ({ companyIdes: [company(n)] })),
    items('retailer: category by price', retailer, (n) => ({
      productCategoryIdes: [category(n)],
      order: { name: 'price', direction: direction(n) },
    })),
    items('retailer: search', retailer, (n) => ({ search: search(n) })),
    items('vendor: default', vendor, (n) => ({ firstResult: firstPages(n) })),
    items('vendor: item state', vendor, (n) => ({ campaignItemStateIdes: itemStates(n) })),
    users('retailer: first pages', (n) => `firstResult=${firstPages(n)}`),
    // Pages anywhere in the list of 50,000, the last one too.
    users('retailer: any page', (n) => `firstResult=${((n * 7_919) % 2_500) * PAGE}`),
    users('retailer: search', (n) => `search=${encodeURIComponent(userSearch(n))}`),
    users(
      'retailer: role + search',
      (n) => `userRole=${role(n)}&search=${encodeURIComponent(userSearch(n))}`,
    ),
  ];
}

runBenchmark({
  name: 'campaigns',
  generate: async (handle) => {
    const data = await generateCampaignsData(handle);
    await generateUsersData(handle);
    return data;
  },
  scenarios,
});
