/**
 * Ad-hoc timing of the list services on a kept bench database (BENCH_KEEP_DATABASE):
 * `DATABASE_URL=… tsx bench/try-lists.ts` prints the median of each call run one at a time, and
 * with TRY_SQL=1 the SQL of each, for EXPLAIN.
 */
import { openDatabase } from '../src/db/client';
import { filterCampaignItems } from '../src/services/campaign-items';
import { filterCampaigns } from '../src/services/campaigns';
import type { AppContext } from '../src/services/context';
import type { AuthContext, SessionUser } from '../src/services/sessions';

const user = (id: number, roles: SessionUser['roles'], companyId: number): AuthContext => ({
  sessionId: 's',
  token: 't',
  impersonator: null,
  user: {
    id,
    email: '',
    firstName: '',
    lastName: '',
    roles,
    locale: null,
    companyId,
    companyName: null,
    companyType: null,
  },
});
const retailer = user(2, ['retailer'], 1);
const vendor = user(6, ['vendor'], 2);

async function main() {
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
  const ctx = { db: handle.db } as unknown as AppContext;
  const calls: [string, () => Promise<unknown>][] = [
    ['c retailer default', () => filterCampaigns(ctx, retailer, { limit: 20, offset: 40 })],
    [
      'c retailer by name',
      () =>
        filterCampaigns(ctx, retailer, { limit: 20, offset: 100, order: { name: 'name', direction: 'ASC' } }),
    ],
    [
      'c retailer state+month',
      () =>
        filterCampaigns(ctx, retailer, {
          limit: 20,
          offset: 0,
          campaignStateIdes: [8],
          startDate: '2025-03-01',
          endDate: '2025-03-31',
        }),
    ],
    ['c retailer search', () => filterCampaigns(ctx, retailer, { limit: 20, offset: 0, search: 'káva' })],
    [
      'c retailer price deep',
      () =>
        filterCampaigns(ctx, retailer, {
          limit: 20,
          offset: 30000,
          order: { name: 'price', direction: 'DESC' },
        }),
    ],
    ['c vendor default', () => filterCampaigns(ctx, vendor, { limit: 20, offset: 0 })],
    ['c vendor search', () => filterCampaigns(ctx, vendor, { limit: 20, offset: 0, search: 'káva' })],
    ['c vendor mine', () => filterCampaigns(ctx, vendor, { limit: 20, offset: 0, myCampaigns: true })],
    ['i retailer default', () => filterCampaignItems(ctx, retailer, { firstResult: 40, maxResults: 20 })],
    [
      'i retailer state',
      () =>
        filterCampaignItems(ctx, retailer, { firstResult: 0, maxResults: 20, campaignItemStateIdes: [8] }),
    ],
    [
      'i retailer company',
      () => filterCampaignItems(ctx, retailer, { firstResult: 0, maxResults: 20, companyIdes: [10] }),
    ],
    [
      'i retailer category price',
      () =>
        filterCampaignItems(ctx, retailer, {
          firstResult: 0,
          maxResults: 20,
          productCategoryIdes: [Number(process.env.TRY_CATEGORY ?? 1)],
          order: { name: 'price', direction: 'ASC' },
        }),
    ],
    [
      'i retailer search',
      () => filterCampaignItems(ctx, retailer, { firstResult: 0, maxResults: 20, search: 'káva' }),
    ],
    ['i vendor default', () => filterCampaignItems(ctx, vendor, { firstResult: 0, maxResults: 20 })],
    [
      'i vendor state',
      () => filterCampaignItems(ctx, vendor, { firstResult: 0, maxResults: 20, campaignItemStateIdes: [8] }),
    ],
  ];
  for (const [label, run] of calls) {
    if (process.env.TRY_ONLY && !label.includes(process.env.TRY_ONLY)) continue;
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`${label.padEnd(28)} median ${times[3]!.toFixed(1)} ms, min ${times[0]!.toFixed(1)} ms`);
  }
  await handle.close();
}
void main();
