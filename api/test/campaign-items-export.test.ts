import {
  CAMPAIGN_ITEM_SORT_FIELDS,
  CampaignItemExportQuerySchema,
  campaignItemsExportUrl,
  type CampaignItemExportRequest,
  type CampaignItemFilterResponse,
  type CampaignItemListRow,
} from '@portal/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { exportCampaignItems } from '../src/services/campaign-items/export-campaign-items';
import { resolveSession } from '../src/services/sessions/resolve-session';
import { acmeAndProduct, appContextOf, impersonate, loginDemoUsers, userIdOf } from './campaign-fixtures';
import { dmy, fetchExport, parseCsv, readExport, textOf } from './export-fixtures';
import { call, createTestApp, expectError, type TestApp } from './helper';
import { stateName } from '../src/i18n/state-names';

let t: TestApp;
let retailer: string;
let vendor: string;
let nordic: string;
let agency: string;
let acme: number;

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-22T10:00:00+01:00');
  [retailer, vendor, nordic, agency] = await loginDemoUsers(t, 'retailer', 'vendor', 'nordic', 'agency');
  ({ acme } = await acmeAndProduct(t));
});
afterAll(() => t.close());

/** Every row of the activity list for the filter, page by page, as POST /campaign-items/filter gives them. */
async function listed(token: string, filter: CampaignItemExportRequest): Promise<CampaignItemListRow[]> {
  const all: CampaignItemListRow[] = [];
  for (let firstResult = 0; ; firstResult += 100) {
    const response = await call(t.app, 'POST', '/api/campaign-items/filter', {
      token,
      body: { ...filter, firstResult, maxResults: 100 },
    });
    if (response.statusCode !== 200)
      throw new Error(`list answered ${response.statusCode}: ${response.body}`);
    const page = response.json<CampaignItemFilterResponse>();
    all.push(...page.items);
    if (page.items.length < 100) return all;
  }
}

async function exported(token: string, filter: CampaignItemExportRequest) {
  return readExport(await fetchExport(t, campaignItemsExportUrl(filter, 'cs-CZ'), token), ';');
}

const idsOf = (items: { id: number }[]) => items.map((item) => item.id);

describe('GET /api/campaign-items/export.csv', () => {
  it('needs a session', async () => {
    expectError(await fetchExport(t, '/api/campaign-items/export.csv', undefined), 401, 'unauthorized');
  });

  it('is a UTF-8 CSV download with a BOM, named by the day', async () => {
    const response = await fetchExport(t, '/api/campaign-items/export.csv', retailer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="activities-2026-11-22.csv"');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("gives a retailer every activity in the list's order, with the Czech header", async () => {
    const file = await exported(retailer, {});
    expect(file.header).toEqual([
      'ID',
      'Aktivita',
      'Produkt',
      'Propagovaný produkt',
      'SKU',
      'Společnost',
      'ID kampaně',
      'Kampaň',
      'Stav kampaně',
      'Stav aktivity',
      'Od',
      'Do',
      'Objednaná cena',
    ]);
    const list = await listed(retailer, {});
    expect(list.length).toBeGreaterThan(50);
    expect(file.ids).toEqual(idsOf(list));
  });

  it('writes each activity as the list has it: Czech text intact, d.m.Y dates, whole crowns', async () => {
    const file = await exported(retailer, {});
    const list = await listed(retailer, {});
    const stateNames = { get: (identifier: string) => stateName(identifier, 'cs') };
    for (const [index, item] of list.entries()) {
      expect(file.rows[index]).toEqual({
        ID: String(item.id),
        Aktivita: item.name,
        Produkt: item.product.name,
        'Propagovaný produkt': item.targetProduct?.name ?? '',
        SKU: item.targetProduct?.externalIdentifier ?? '',
        Společnost: item.company.name,
        'ID kampaně': String(item.campaign.id),
        Kampaň: item.campaign.name,
        'Stav kampaně': stateNames.get(item.campaignState.identifier),
        'Stav aktivity': stateNames.get(item.itemState.identifier),
        Od: dmy(item.startDate),
        Do: dmy(item.endDate),
        'Objednaná cena': String(Math.round(item.price)),
      });
    }
    // Czech letters arrive whole (the file is UTF-8, the parser reads it as such).
    expect(file.rows.some((row) => /[čřžěšůý]/.test(row.Kampaň!))).toBe(true);
    expect(file.rows.some((row) => row['Propagovaný produkt'] !== '')).toBe(true);
  }, 120_000);

  it('takes the filters of the list and gives exactly its rows', async () => {
    const [withSku] = await rows<{ sku: string; brand: number; root: number }>(sql`
      select tp.external_identifier as sku, tp.brand_id as brand, tpc.root_id as root from campaign_items i
      join target_products tp on tp.id = i.target_product_id
      join target_product_categories tpc on tpc.id = tp.category_id
      where tp.brand_id is not null order by i.id limit 1`);
    const [product] = await rows<{ id: number; category: number }>(
      sql`select product_id as id, p.category_id as category from campaign_items i join products p on p.id = i.product_id
          group by product_id, p.category_id order by count(*) desc limit 1`,
    );
    const filters: CampaignItemExportRequest[] = [
      { campaignItemStateIdes: [4, 8] },
      { campaignStateIdes: [4] },
      { companyIdes: [acme] },
      { salesPersonIdes: [await userIdOf(t, 'sales2@portal.test')] },
      { productIdes: [product!.id] },
      { productCategoryIdes: [product!.category], order: { name: 'price', direction: 'DESC' } },
      { brandIdes: [withSku!.brand] },
      { rootTargetProductCategoryIdes: [withSku!.root] },
      { targetProductExternalIdes: [withSku!.sku] },
      { noCatalogTargetUrl: true },
      { search: 'vánoční' },
      { search: 'acme', order: { name: 'campaign', direction: 'ASC' } },
      { startDate: '2026-11-23', endDate: '2026-11-29' },
      { companyIdes: [999_999] },
    ];
    const counts: number[] = [];
    for (const filter of filters) {
      const ids = (await exported(retailer, filter)).ids;
      expect({ filter, ids }).toEqual({ filter, ids: idsOf(await listed(retailer, filter)) });
      counts.push(ids.length);
    }
    // Each filter but the last (no such company) keeps some activities and leaves out others.
    const all = (await listed(retailer, {})).length;
    expect(counts.slice(0, -1).every((count) => count > 0 && count < all)).toBe(true);
  }, 120_000);

  it.each(CAMPAIGN_ITEM_SORT_FIELDS.flatMap((name) => [[name, 'ASC'] as const, [name, 'DESC'] as const]))(
    'sorts by %s %s as the list does',
    async (name, direction) => {
      const order = { name, direction };
      expect((await exported(retailer, { order })).ids).toEqual(idsOf(await listed(retailer, { order })));
      // With a condition on the campaign too (the statement joins it for both).
      const filter = { order, campaignStateIdes: [4, 8, 9] };
      expect((await exported(retailer, filter)).ids).toEqual(idsOf(await listed(retailer, filter)));
    },
    120_000,
  );

  it("gives a vendor only its company's activities, without the company column", async () => {
    const file = await exported(vendor, {});
    expect(file.header).not.toContain('Společnost');
    const own = await rows<{ id: number }>(
      sql`select i.id from campaign_items i join campaigns c on c.id = i.campaign_id where c.company_id = ${acme} order by i.id desc`,
    );
    expect(own.length).toBeGreaterThan(0);
    expect(file.ids).toEqual(own.map((row) => row.id));
    expect(file.ids).toEqual(idsOf(await listed(vendor, {})));
    const impersonated = await impersonate(t, retailer, 'vendor@portal.test');
    expect((await exported(impersonated, {})).ids).toEqual(file.ids);
  });

  it("never gives a vendor another company's activities, even when it names that company", async () => {
    const acmeCampaigns = await rows<{ name: string }>(
      sql`select name from campaigns where company_id = ${acme}`,
    );
    const nordicItems = new Set(
      (
        await rows<{
          id: number;
        }>(sql`select i.id from campaign_items i join campaigns c on c.id = i.campaign_id
          join users u on u.company_id = c.company_id where u.email = 'nordic@portal.test'`)
      ).map((row) => row.id),
    );
    const filters: CampaignItemExportRequest[] = [
      {},
      { companyIdes: [acme] },
      { search: 'Vánoční' },
      { order: { name: 'company', direction: 'ASC' } },
    ];
    for (const filter of filters) {
      const response = await fetchExport(t, campaignItemsExportUrl(filter, 'cs-CZ'), nordic);
      const text = response.rawPayload.toString('utf8');
      expect(text).not.toContain('Acme Foods');
      for (const { name } of acmeCampaigns) expect(text).not.toContain(name);
      expect(readExport(response, ';').ids.every((id) => nordicItems.has(id))).toBe(true);
    }
    expect((await exported(nordic, { companyIdes: [acme] })).ids).toEqual([]);
  });

  it("gives an agency only its clients' activities", async () => {
    const expected = await rows<{ id: number }>(sql`
      select i.id from campaign_items i join campaigns c on c.id = i.campaign_id
      where c.company_id in (select company_id from user_vendor_companies
                             where user_id = ${await userIdOf(t, 'agency@portal.test')})
      order by i.id desc`);
    expect(expected.length).toBeGreaterThan(0);
    const file = await exported(agency, {});
    expect(file.ids).toEqual(expected.map((row) => row.id));
    expect(file.header).toContain('Společnost');
  });

  it('writes English with commas and Polish with semicolons', async () => {
    const english = readExport(await fetchExport(t, campaignItemsExportUrl({}, 'en-GB'), retailer), ',');
    expect(english.header).toEqual([
      'ID',
      'Activity',
      'Product',
      'Promoted product',
      'SKU',
      'Company',
      'Campaign ID',
      'Campaign',
      'Campaign state',
      'Activity state',
      'From',
      'To',
      'Ordered price',
    ]);
    const polish = readExport(await fetchExport(t, campaignItemsExportUrl({}, 'pl-PL'), retailer), ';');
    expect(polish.header.slice(0, 3)).toEqual(['ID', 'Aktywność', 'Produkt']);
    expect(polish.ids).toEqual(english.ids);
  });

  it.each([
    ['an unknown sort column', 'order=creative'],
    ['an id that is no id', 'productIdes=1,x'],
    ['id 0', 'brandIdes=0'],
    ['an impossible date', 'endDate=2026-13-01'],
    ['a range that ends before it starts', 'startDate=2026-02-01&endDate=2026-01-31'],
    ['an empty SKU among others', 'targetProductExternalIdes=A&targetProductExternalIdes='],
    ['a flag that is not true or false', 'noCatalogTargetUrl=1'],
  ])('refuses %s with 400', async (_what, query) => {
    const response = await fetchExport(t, `/api/campaign-items/export.csv?${query}`, retailer);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('writes the same file whatever the batch size', async () => {
    const ctx = appContextOf(t);
    const filterOf = (query: Record<string, string>) => {
      const { locale: _locale, ...filter } = v.parse(CampaignItemExportQuerySchema, query);
      return filter;
    };
    for (const token of [retailer, vendor]) {
      const auth = (await resolveSession(ctx, token))!;
      for (const query of [{}, { order: 'company', direction: 'DESC' }, { search: 'kampaň' }] as Record<
        string,
        string
      >[]) {
        const whole = await textOf((await exportCampaignItems(ctx, auth, filterOf(query), 'cs')).stream);
        expect(parseCsv(whole.slice(1), ';').length).toBeGreaterThan(1);
        for (const batchSize of [1, 13]) {
          const batched = await exportCampaignItems(ctx, auth, filterOf(query), 'cs', { batchSize });
          expect(await textOf(batched.stream)).toBe(whole);
        }
      }
    }
  }, 120_000);
});
