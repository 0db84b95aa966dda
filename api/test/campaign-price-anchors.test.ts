import { CampaignFilterRequestSchema, type CampaignFilterRequest } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { campaigns } from '../src/db/schema';
import { filterCampaigns } from '../src/services/campaigns/filter-campaigns';
import type { AppContext } from '../src/services/context';
import type { AuthContext } from '../src/services/sessions/auth-context';
import { resolveSession } from '../src/services/sessions/resolve-session';
import { appContextOf } from './campaign-fixtures';
import { createTestApp, loginAs, type TestApp } from './helper';

/**
 * Deep pages of the campaign list by price start from positions kept with the count
 * (services/campaigns/price-anchors.ts); on the demo data with the walking plan forced and an anchor
 * every 3rd campaign, every page equals the plain order, and a change of the list is seen at once.
 */
let t: TestApp;
let ctx: AppContext;
let retailer: AuthContext;
const TUNING = { collectLimit: 0, anchorEvery: 3 };

beforeAll(async () => {
  t = await createTestApp();
  ctx = appContextOf(t);
  retailer = (await resolveSession(ctx, await loginAs(t.app, 'retailer@portal.test')))!;
});
afterAll(() => t.close());

const read = (filter: CampaignFilterRequest) =>
  filterCampaigns(ctx, retailer, v.parse(CampaignFilterRequestSchema, filter), 'cs', TUNING);

async function expectedIds(direction: 'ASC' | 'DESC') {
  const result = await t.database.db.execute(
    direction === 'ASC'
      ? sql`select id from campaigns order by total_price asc, id asc`
      : sql`select id from campaigns order by total_price desc, id desc`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

async function everyPage(direction: 'ASC' | 'DESC', limit = 4) {
  const ids: number[] = [];
  for (let offset = 0; ; offset += limit) {
    const answer = await read({ limit, offset, order: { name: 'price', direction } });
    ids.push(...answer.campaigns.map((row) => row.id));
    if (answer.campaigns.length < limit) return ids;
  }
}

describe('the campaign list by price, deep pages', () => {
  it.each(['ASC', 'DESC'] as const)(
    'gives every page %s as the plain order does, twice over',
    async (direction) => {
      const expected = await expectedIds(direction);
      expect(expected.length).toBeGreaterThan(10);
      // The first pass makes the anchors at its first deep page; the second reads every page from them.
      expect(await everyPage(direction)).toEqual(expected);
      expect(await everyPage(direction)).toEqual(expected);
    },
  );

  it('sees a new campaign at once (the anchors are of the list version they were made at)', async () => {
    await everyPage('ASC');
    const [cheapest] = await t.database.db
      .insert(campaigns)
      .values({
        name: 'Levná kampaň',
        companyId: Number((await read({ limit: 1, offset: 0 })).campaigns[0]!.company.id),
      })
      .returning({ id: campaigns.id });
    const expected = await expectedIds('ASC');
    expect(expected).toContain(cheapest!.id);
    expect(await everyPage('ASC')).toEqual(expected);
    expect(await everyPage('DESC')).toEqual(await expectedIds('DESC'));
  });
});
