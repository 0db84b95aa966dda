import {
  CAMPAIGN_ITEM_STATES,
  CAMPAIGN_STATES,
  CampaignItemFilterRequestSchema,
  configureApiClient,
  filterCampaignItems as filterCampaignItemsClient,
  getCampaignItemFilterData,
  login,
  sessionStore,
  type CampaignItemFilterData,
  type CampaignItemFilterRequest,
  type CampaignItemFilterResponse,
  type CampaignItemListRow,
  type CampaignItemSortField,
} from '@portal/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { productCategories, products } from '../src/db/schema';
import { stateName } from '../src/i18n/state-names';
import { filterCampaignItems } from '../src/services/campaign-items/filter-campaign-items';
import type { AppContext } from '../src/services/context';
import { resolveSession } from '../src/services/sessions/resolve-session';
import { appContextOf, impersonate } from './campaign-fixtures';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';

let t: TestApp;
let ctx: AppContext;
const tokens: Record<string, string> = {};
let ids: Record<
  'acme' | 'nordic' | 'bella' | 'vendor' | 'agency' | 'sales' | 'sales2' | 'nordicUser',
  number
>;

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
const idOf = async (query: SQL) => Number((await rows<{ id: number }>(query))[0]!.id);

const EMAILS = ['retailer', 'sales', 'vendor', 'agency', 'bella', 'nordic'] as const;
type Who = (typeof EMAILS)[number];

beforeAll(async () => {
  t = await createTestApp();
  ctx = appContextOf(t);
  for (const who of EMAILS) tokens[who] = await loginAs(t.app, `${who}@portal.test`);
  const company = (name: string) => idOf(sql`select id from companies where name = ${name}`);
  const user = (email: string) => idOf(sql`select id from users where email = ${email}`);
  ids = {
    acme: await company('Acme Foods'),
    nordic: await company('Nordic Drinks a.s.'),
    bella: await company('Bella Cosmetics s.r.o.'),
    vendor: await user('vendor@portal.test'),
    agency: await user('agency@portal.test'),
    sales: await user('sales@portal.test'),
    sales2: await user('sales2@portal.test'),
    nordicUser: await user('nordic@portal.test'),
  };
});
afterAll(() => t.close());

/** Every item with what the filters and sorts read, straight from the tables, newest first. */
interface Fact {
  id: number;
  campaignId: number;
  campaignName: string;
  companyId: number;
  companyName: string;
  campaignStateId: number;
  itemStateId: number;
  salesPersonId: number | null;
  createdBy: number | null;
  contactId: number | null;
  agencyContactId: number | null;
  productId: number;
  productName: string;
  categoryId: number;
  start: string;
  end: string;
  price: number;
  targetProductId: number | null;
  targetProductName: string | null;
  sku: string | null;
  brandId: number | null;
  rootCategoryId: number | null;
  targetUrl: string | null;
  landingPageId: number | null;
  values: string[];
}

async function facts(): Promise<Fact[]> {
  const found = await rows<Fact & { price: string }>(sql`
    select i.id, i.campaign_id as "campaignId", c.name as "campaignName", co.id as "companyId",
           co.name as "companyName", c.state_id as "campaignStateId", i.state_id as "itemStateId",
           c.sales_person_id as "salesPersonId", c.created_by_user_id as "createdBy",
           c.company_contact_id as "contactId", c.agency_contact_id as "agencyContactId",
           p.id as "productId", coalesce(nullif(btrim(p.title), ''), p.name) as "productName",
           p.category_id as "categoryId", to_char(i.start_date, 'YYYY-MM-DD') as start,
           to_char(i.end_date, 'YYYY-MM-DD') as "end", i.price::text as price,
           tp.id as "targetProductId", tp.name as "targetProductName", tp.external_identifier as sku,
           tp.brand_id as "brandId", tpc.root_id as "rootCategoryId", i.target_url as "targetUrl",
           i.target_landing_page_id as "landingPageId",
           coalesce((select array_agg(vv.value order by vv.position, vv.id)
                     from campaign_item_variable_values civ
                     join product_variable_values vv on vv.id = civ.variable_value_id
                     where civ.campaign_item_id = i.id), '{}') as values
    from campaign_items i
    join campaigns c on c.id = i.campaign_id
    join companies co on co.id = c.company_id
    join products p on p.id = i.product_id
    left join target_products tp on tp.id = i.target_product_id
    left join target_product_categories tpc on tpc.id = tp.category_id
    order by i.id desc`);
  return found.map((fact) => ({ ...fact, price: Number(fact.price) }));
}

const TENANTS: Record<Who, (fact: Fact) => boolean> = {
  retailer: () => true,
  sales: () => true,
  vendor: (fact) => fact.companyId === ids.acme,
  agency: (fact) => fact.companyId === ids.acme || fact.companyId === ids.nordic,
  bella: (fact) => fact.companyId === ids.bella,
  nordic: (fact) => fact.companyId === ids.nordic,
};

const page = { firstResult: 0, maxResults: 100 } as const;
type Body = Omit<CampaignItemFilterRequest, 'firstResult' | 'maxResults'>;

async function filter(
  who: Who | string,
  body: CampaignItemFilterRequest,
): Promise<CampaignItemFilterResponse> {
  const token = tokens[who] ?? who;
  const response = await call(t.app, 'POST', '/api/campaign-items/filter', { token, body });
  if (response.statusCode !== 200)
    throw new Error(`filter answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** The service itself, with the plans for many matches forced on the demo data (`tuning`). */
async function tuned(
  who: Who,
  body: CampaignItemFilterRequest,
  tuning: Parameters<typeof filterCampaignItems>[4],
): Promise<CampaignItemFilterResponse> {
  const auth = await resolveSession(ctx, tokens[who]!);
  return filterCampaignItems(ctx, auth!, v.parse(CampaignItemFilterRequestSchema, body), 'cs', tuning);
}

type Reader = typeof filter;
const READERS: [string, Reader][] = [
  // The API as it runs: on the demo data a search's page comes from its newest items.
  ['collecting', filter],
  // Walks and ranked sorts; a search's page from its parts' newest matches, the campaigns' from the
  // word index of names.
  ['walking', (who, body) => tuned(who as Who, body, { collectLimit: 0, recentItems: 0 })],
  // The same with the matching campaigns gathered (a text the word index does not answer).
  [
    'walking, campaigns gathered',
    (who, body) => tuned(who as Who, body, { collectLimit: 0, recentItems: 0, nameWords: false }),
  ],
  // A search's page from all its matches, gathered.
  ['gathering', (who, body) => tuned(who as Who, body, { recentItems: 0, newestLimit: 0 })],
];

/** Every matching row, page by page. */
async function everything(who: Who, body: Body, size = 7, read: Reader = filter) {
  const all: CampaignItemListRow[] = [];
  for (let firstResult = 0; ; firstResult += size) {
    const answer = await read(who, { ...body, firstResult, maxResults: size });
    all.push(...answer.items);
    if (answer.items.length < size) {
      expect(all).toHaveLength(answer.total);
      return all;
    }
  }
}

const idsOf = (list: { id: number }[]) => list.map((row) => row.id);

describe('POST /api/campaign-items/filter', () => {
  it('needs a session', async () => {
    expectError(await call(t.app, 'POST', '/api/campaign-items/filter', { body: page }), 401, 'unauthorized');
  });

  it('gives a retailer every item, newest first, with the count of all', async () => {
    const all = await facts();
    expect(all.length).toBeGreaterThan(50);
    const answer = await filter('retailer', { firstResult: 0, maxResults: 10 });
    expect(answer.total).toBe(all.length);
    expect(idsOf(answer.items)).toEqual(idsOf(all.slice(0, 10)));
  });

  it('describes an item: generated name, product, promoted product, campaign, company, states, period, price', async () => {
    const all = await facts();
    const fact = all.find((candidate) => candidate.values.length > 0)!;
    const withoutValues = all.find((candidate) => candidate.values.length === 0)!;
    const promoted = all.find((candidate) => candidate.targetProductId !== null)!;
    expect(fact).toBeDefined();
    const { items } = await filter('retailer', { ...page, campaignStateIdes: [fact.campaignStateId] });
    const row = items.find((candidate) => candidate.id === fact.id)!;
    const [product] = await rows<{ rate_type: string; native_format: boolean }>(
      sql`select rate_type, native_format from products where id = ${fact.productId}`,
    );
    const state = CAMPAIGN_STATES.find((candidate) => candidate.id === fact.campaignStateId)!;
    const itemState = CAMPAIGN_ITEM_STATES.find((candidate) => candidate.id === fact.itemStateId)!;
    const generatedName = `${fact.productName} – ${fact.values.join(', ')}`;
    expect(row).toEqual({
      id: fact.id,
      campaignId: fact.campaignId,
      name: generatedName,
      generatedName,
      product: {
        id: fact.productId,
        name: fact.productName,
        rateType: product!.rate_type,
        nativeFormat: product!.native_format,
      },
      targetProduct:
        fact.sku === null ? null : { name: fact.targetProductName, externalIdentifier: fact.sku },
      company: { id: fact.companyId, name: fact.companyName },
      campaign: { id: fact.campaignId, name: fact.campaignName },
      campaignState: {
        id: state.id,
        identifier: state.identifier,
        name: stateName(state.identifier, 'cs'),
        canSendForCheck: state.canSendForCheck,
        canEdit: state.canEdit,
        canApprove: state.canApprove,
      },
      itemState: {
        id: itemState.id,
        identifier: itemState.identifier,
        name: stateName(itemState.identifier, 'cs'),
        canSendForCheck: itemState.canSendForCheck,
      },
      startDate: fact.start,
      endDate: fact.end,
      price: fact.price,
      creative: null,
      zipUploaded: false,
      editable: [1, 2, 3, 12].includes(fact.itemStateId),
      zipCreativeURL: null,
    });
    const plain = (await filter('retailer', { ...page, productIdes: [withoutValues.productId] })).items.find(
      (candidate) => candidate.id === withoutValues.id,
    );
    expect(plain).toMatchObject({ name: withoutValues.productName, generatedName: null });
    const withTarget = (await filter('retailer', { ...page, targetProductExternalIdes: [promoted.sku!] }))
      .items;
    expect(withTarget.find((candidate) => candidate.id === promoted.id)?.targetProduct).toEqual({
      name: promoted.targetProductName,
      externalIdentifier: promoted.sku,
    });
  });

  describe.each(READERS)('paging (%s)', (_label, read) => {
    it('walks every item once, whatever the page size', async () => {
      const all = await facts();
      for (const size of [10, 20, 50]) {
        expect(idsOf(await everything('retailer', {}, size, read))).toEqual(idsOf(all));
      }
    });

    it('answers the pages past the middle (read from the other end) in the same order', async () => {
      const all = await facts();
      const sorted = await everything('retailer', { order: { name: 'price', direction: 'ASC' } }, 50, read);
      for (const firstResult of [all.length - 3, all.length - 10, Math.floor(all.length / 2) + 1]) {
        const answer = await read('retailer', {
          firstResult,
          maxResults: 10,
          order: { name: 'price', direction: 'ASC' },
        });
        expect(idsOf(answer.items)).toEqual(idsOf(sorted.slice(firstResult, firstResult + 10)));
        const newest = await read('retailer', { firstResult, maxResults: 10 });
        expect(idsOf(newest.items)).toEqual(idsOf(all.slice(firstResult, firstResult + 10)));
      }
    });

    it('stops before lastResult, and answers an empty page past the end with the count', async () => {
      const all = await facts();
      const answer = await read('retailer', { firstResult: 5, maxResults: 10, lastResult: 8 });
      expect(idsOf(answer.items)).toEqual(idsOf(all.slice(5, 8)));
      expect(answer.total).toBe(all.length);
      expect(await read('retailer', { firstResult: 5000, maxResults: 10 })).toEqual({
        items: [],
        total: all.length,
      });
    });
  });

  describe.each(READERS)('filters (%s)', (_label, read) => {
    const expectFilter = async (who: Who, body: Body, keep: (fact: Fact) => boolean, atLeast = 1) => {
      const expected = (await facts()).filter((fact) => TENANTS[who](fact) && keep(fact));
      expect(expected.length).toBeGreaterThanOrEqual(atLeast);
      expect(idsOf(await everything(who, body, 50, read))).toEqual(idsOf(expected));
    };

    it('by item state', () =>
      expectFilter('retailer', { campaignItemStateIdes: [1, 8] }, (f) => [1, 8].includes(f.itemStateId)));
    it('by campaign state', () =>
      expectFilter('retailer', { campaignStateIdes: [4, 8] }, (f) => [4, 8].includes(f.campaignStateId)));
    it('by company', () =>
      expectFilter('retailer', { companyIdes: [ids.bella] }, (f) => f.companyId === ids.bella));
    it('by sales person', () =>
      expectFilter('retailer', { salesPersonIdes: [ids.sales2] }, (f) => f.salesPersonId === ids.sales2));

    it('by product and by product category', async () => {
      const all = await facts();
      const { productId, categoryId } = all[0]!;
      await expectFilter('retailer', { productIdes: [productId] }, (f) => f.productId === productId);
      await expectFilter(
        'retailer',
        { productCategoryIdes: [categoryId] },
        (f) => f.categoryId === categoryId,
      );
      expect(all.some((fact) => fact.categoryId !== categoryId)).toBe(true);
    });

    it("by the promoted product's brand, root category and SKU", async () => {
      const promoted = (await facts()).filter((fact) => fact.targetProductId !== null);
      const brandId = promoted.find((fact) => fact.brandId !== null)!.brandId!;
      const rootId = promoted.find((fact) => fact.rootCategoryId !== null)!.rootCategoryId!;
      const skus = [promoted[0]!.sku!, promoted.at(-1)!.sku!];
      await expectFilter('retailer', { brandIdes: [brandId] }, (f) => f.brandId === brandId);
      await expectFilter(
        'retailer',
        { rootTargetProductCategoryIdes: [rootId] },
        (f) => f.rootCategoryId === rootId,
      );
      await expectFilter('retailer', { targetProductExternalIdes: skus }, (f) => skus.includes(f.sku!));
    });

    it('by a custom target URL: neither a shop product nor a landing page', async () => {
      await expectFilter(
        'retailer',
        { noCatalogTargetUrl: true },
        (f) => f.targetUrl !== null && f.targetProductId === null && f.landingPageId === null,
      );
      expect((await read('retailer', { ...page, noCatalogTargetUrl: false })).total).toBe(
        (await facts()).length,
      );
    });

    it('by a date range: items whose run overlaps it, open ends included', async () => {
      const [start, end] = ['2026-11-23', '2026-11-29'];
      await expectFilter(
        'retailer',
        { startDate: start, endDate: end },
        (f) => f.end >= start && f.start <= end,
        3,
      );
      await expectFilter('retailer', { startDate: '2027-01-01' }, (f) => f.end >= '2027-01-01');
      await expectFilter('retailer', { endDate: '2026-03-31' }, (f) => f.start <= '2026-03-31');
      await expectFilter(
        'retailer',
        { startDate: '2026-11-22', endDate: '2026-11-22' },
        (f) => f.start <= '2026-11-22' && f.end >= '2026-11-22',
      );
    });

    const matches = (text: string, companies: boolean) => (f: Fact) =>
      [
        f.campaignName,
        f.productName,
        f.targetProductName ?? '',
        f.sku ?? '',
        companies ? f.companyName : '',
      ].some((value) => value.toLowerCase().includes(text.toLowerCase()));

    it('searches campaign, product and promoted product names and SKUs, in any case', async () => {
      const promoted = (await facts()).find((fact) => fact.targetProductId !== null)!;
      for (const search of [
        'vánoční',
        'VÁNOČNÍ',
        ' Banner ',
        promoted.sku!,
        promoted.targetProductName!.slice(0, 12),
      ]) {
        await expectFilter('retailer', { search }, matches(search.trim(), true));
      }
      expect((await read('retailer', { ...page, search: 'žádná taková položka' })).total).toBe(0);
    });

    it('searches a word of several promoted products, found by them alone', async () => {
      // The newest of several promoted products' items (searchOf: the products' newest items bound
      // what is read): a word of at least two promoted products' names and of nothing else.
      const all = await facts();
      const otherwise = (word: string) => (f: Fact) =>
        [f.campaignName, f.productName, f.sku ?? '', f.companyName].some((value) =>
          value.toLowerCase().includes(word),
        );
      const names = [...new Set(all.flatMap((f) => (f.targetProductName ? [f.targetProductName] : [])))];
      const word = [...new Set(names.flatMap((name) => name.toLowerCase().split(/\s+/)))].find(
        (candidate) =>
          candidate.length >= 4 &&
          names.filter((name) => name.toLowerCase().includes(candidate)).length >= 2 &&
          !all.some(otherwise(candidate)),
      );
      expect(word).toBeDefined();
      await expectFilter('retailer', { search: word! }, matches(word!, true), 2);
    });

    it('takes search text literally (no wildcards)', async () => {
      expect((await read('retailer', { ...page, search: '%' })).total).toBe(0);
      expect((await read('retailer', { ...page, search: '_' })).total).toBe(0);
      await expectFilter('retailer', { search: '–' }, matches('–', true));
    });

    it('searches company names for retailer and agency, not for a vendor', async () => {
      await expectFilter('retailer', { search: 'acme' }, matches('acme', true));
      await expectFilter('agency', { search: 'ACME foods' }, matches('acme foods', true));
      const vendorMatches = (await facts()).filter(
        (f) => TENANTS.vendor(f) && matches('acme foods', false)(f),
      );
      expect((await read('vendor', { ...page, search: 'acme foods' })).total).toBe(vendorMatches.length);
      expect(vendorMatches.length).toBeLessThan((await facts()).filter(TENANTS.vendor).length);
    });

    it('searches within other filters', async () => {
      await expectFilter(
        'retailer',
        { search: 'banner', companyIdes: [ids.acme] },
        (f) => f.companyId === ids.acme && matches('banner', true)(f),
      );
      await expectFilter(
        'retailer',
        { search: 'banner', campaignItemStateIdes: [1, 4, 8, 9] },
        (f) => [1, 4, 8, 9].includes(f.itemStateId) && matches('banner', true)(f),
      );
    });

    it('my campaigns of a sales person: where the sales person is the caller', () =>
      expectFilter('sales', { myCampaigns: true }, (f) => f.salesPersonId === ids.sales));

    it('my campaigns of a vendor and an agency: created by them or with them as the contact', async () => {
      await expectFilter(
        'vendor',
        { myCampaigns: true },
        (f) => f.createdBy === ids.vendor || f.contactId === ids.vendor,
      );
      await expectFilter(
        'agency',
        { myCampaigns: true },
        (f) => f.createdBy === ids.agency || f.contactId === ids.agency || f.agencyContactId === ids.agency,
      );
    });

    it('combines filters, and treats empty or null filters as none', async () => {
      await expectFilter(
        'retailer',
        { companyIdes: [ids.acme], campaignItemStateIdes: [1, 2, 3, 4, 8, 9], startDate: '2026-01-01' },
        (f) =>
          f.companyId === ids.acme && [1, 2, 3, 4, 8, 9].includes(f.itemStateId) && f.end >= '2026-01-01',
      );
      const everyone = (await facts()).length;
      const empty = await read('retailer', {
        ...page,
        campaignItemStateIdes: [],
        campaignStateIdes: [],
        companyIdes: [],
        salesPersonIdes: [],
        productCategoryIdes: [],
        productIdes: [],
        brandIdes: [],
        rootTargetProductCategoryIdes: [],
        targetProductExternalIdes: [],
        search: '',
      });
      expect(empty.total).toBe(everyone);
      const nulls = await read('retailer', {
        ...page,
        lastResult: null,
        order: null,
        myCampaigns: null,
        startDate: null,
        endDate: null,
        search: null,
        campaignItemStateIdes: null,
        campaignStateIdes: null,
        companyIdes: null,
        salesPersonIdes: null,
        productCategoryIdes: null,
        productIdes: null,
        brandIdes: null,
        rootTargetProductCategoryIdes: null,
        targetProductExternalIdes: null,
        noCatalogTargetUrl: null,
      });
      expect(nulls.total).toBe(everyone);
    });

    it('finds nothing for ids and SKUs that do not exist', async () => {
      for (const body of [
        { companyIdes: [999_999] },
        { productIdes: [999_999] },
        { brandIdes: [999_999] },
        { targetProductExternalIdes: ['NO-SUCH-SKU'] },
      ]) {
        expect(await read('retailer', { ...page, ...body })).toEqual({ items: [], total: 0 });
      }
    });
  });

  describe.each(READERS)('sorting (%s)', (_label, read) => {
    const collator = new Intl.Collator('und');
    type Key = (fact: Fact) => string | number;
    const text = (key: Key) => ({ key, kind: 'text' as const });
    const number = (key: Key) => ({ key, kind: 'number' as const });
    const plain = (key: Key) => ({ key, kind: 'plain' as const });
    // The keys of each column, as the service documents them: the item id last.
    const KEYS: Record<CampaignItemSortField, { key: Key; kind: 'text' | 'number' | 'plain' }[]> = {
      name: [text((f) => f.productName), number((f) => f.productId), number((f) => f.id)],
      company: [
        text((f) => f.companyName),
        number((f) => f.companyId),
        number((f) => f.campaignId),
        number((f) => f.id),
      ],
      campaign: [text((f) => f.campaignName), number((f) => f.campaignId), number((f) => f.id)],
      campaignState: [number((f) => f.campaignStateId), number((f) => f.campaignId), number((f) => f.id)],
      itemState: [number((f) => f.itemStateId), number((f) => f.id)],
      startDate: [plain((f) => f.start), number((f) => f.id)],
      endDate: [plain((f) => f.end), number((f) => f.id)],
      price: [number((f) => f.price), number((f) => f.id)],
    };

    it.each(
      (Object.keys(KEYS) as CampaignItemSortField[]).flatMap((name) => [
        [name, 'ASC' as const],
        [name, 'DESC' as const],
      ]),
    )('by %s %s, ties by id', async (name, direction) => {
      const sign = direction === 'ASC' ? 1 : -1;
      const compare = (a: Fact, b: Fact) => {
        for (const { key, kind } of KEYS[name]) {
          const [x, y] = [key(a), key(b)];
          const order =
            kind === 'text'
              ? collator.compare(x as string, y as string)
              : kind === 'number'
                ? (x as number) - (y as number)
                : x < y
                  ? -1
                  : x > y
                    ? 1
                    : 0;
          if (order !== 0) return sign * order;
        }
        return 0;
      };
      const expected = [...(await facts())].sort(compare);
      for (const size of [7, 50]) {
        expect(idsOf(await everything('retailer', { order: { name, direction } }, size, read))).toEqual(
          idsOf(expected),
        );
      }
      const vendorExpected = expected.filter(TENANTS.vendor);
      expect(idsOf(await everything('vendor', { order: { name, direction } }, 10, read))).toEqual(
        idsOf(vendorExpected),
      );
    });
  });

  describe.each(READERS)('sorting by price within products (%s)', (_label, read) => {
    // Walking, the page comes from each named product's first items by price (pageIdsByProductPrice),
    // joined to their campaigns only when another condition reads them.
    it.each([['ASC' as const], ['DESC' as const]])(
      '%s, by category, product, and with a campaign condition',
      async (direction) => {
        const all = await facts();
        const { productId, categoryId } = all[0]!;
        const byPrice = (a: Fact, b: Fact) =>
          (direction === 'ASC' ? 1 : -1) * (a.price - b.price || a.id - b.id);
        const order = { name: 'price' as const, direction };
        const cases: [Body, (fact: Fact) => boolean][] = [
          [{ productCategoryIdes: [categoryId] }, (f) => f.categoryId === categoryId],
          [{ productIdes: [productId] }, (f) => f.productId === productId],
          [
            { productCategoryIdes: [categoryId], campaignStateIdes: [4, 8, 9] },
            (f) => f.categoryId === categoryId && [4, 8, 9].includes(f.campaignStateId),
          ],
        ];
        for (const [body, keep] of cases) {
          const expected = all.filter(keep).sort(byPrice);
          expect(expected.length).toBeGreaterThan(1);
          expect(idsOf(await everything('retailer', { ...body, order }, 5, read))).toEqual(idsOf(expected));
        }
      },
    );
  });

  describe('tenancy', () => {
    it.each<[Who]>([['vendor'], ['bella'], ['nordic'], ['agency']])(
      'shows %s only the items of its companies, even when it asks for others',
      async (who) => {
        const all = await facts();
        const own = all.filter(TENANTS[who]);
        expect(own.length).toBeGreaterThan(0);
        expect(idsOf(await everything(who, {}, 50))).toEqual(idsOf(own));
        const others = [ids.acme, ids.nordic, ids.bella].filter(
          (company) => !own.some((fact) => fact.companyId === company),
        );
        expect(others.length).toBeGreaterThan(0);
        expect((await filter(who, { ...page, companyIdes: others })).total).toBe(0);
        const foreign = all.find((fact) => !TENANTS[who](fact))!;
        expect((await filter(who, { ...page, search: foreign.campaignName })).items).not.toContainEqual(
          expect.objectContaining({ id: foreign.id }),
        );
        expect(
          (await filter(who, { ...page, productIdes: [foreign.productId] })).items.every((row) =>
            own.some((fact) => fact.id === row.id),
          ),
        ).toBe(true);
      },
    );

    it('shows retailer staff and sales persons everything', async () => {
      const everyone = (await facts()).length;
      for (const email of ['admin@portal.test', 'sales2@portal.test', 'sales@portal.test']) {
        const token = await loginAs(t.app, email);
        expect((await filter(token, page)).total).toBe(everyone);
      }
    });

    it('shows an impersonated session what the buyer sees', async () => {
      const token = await impersonate(t, tokens.sales!, 'nordic@portal.test');
      const nordic = (await facts()).filter(TENANTS.nordic);
      expect(idsOf((await filter(token, page)).items)).toEqual(idsOf(nordic));
      expect((await filter(token, { ...page, companyIdes: [ids.acme] })).total).toBe(0);
      // "My campaigns" is the buyer's, not the impersonating sales person's.
      const mine = nordic.filter((f) => f.createdBy === ids.nordicUser || f.contactId === ids.nordicUser);
      expect((await filter(token, { ...page, myCampaigns: true })).total).toBe(mine.length);
    });
  });

  describe('bad input', () => {
    it.each<[unknown, string]>([
      [{ maxResults: 10 }, 'firstResult'],
      [{ firstResult: -1, maxResults: 10 }, 'firstResult'],
      [{ firstResult: 1.5, maxResults: 10 }, 'firstResult'],
      [{ firstResult: 0 }, 'maxResults'],
      [{ firstResult: 0, maxResults: 0 }, 'maxResults'],
      [{ firstResult: 0, maxResults: 101 }, 'maxResults'],
      [{ firstResult: 0, maxResults: '10' }, 'maxResults'],
      [{ firstResult: 10, maxResults: 10, lastResult: 10 }, 'lastResult'],
      [{ ...page, lastResult: -1 }, 'lastResult'],
      [{ ...page, order: { name: 'creativeState', direction: 'ASC' } }, 'order.name'],
      [{ ...page, order: { name: 'name', direction: 'UP' } }, 'order.direction'],
      [{ ...page, order: 'name' }, 'order'],
      [{ ...page, startDate: '2026-02-30' }, 'startDate'],
      [{ ...page, endDate: '22.11.2026' }, 'endDate'],
      [{ ...page, startDate: '2026-11-30', endDate: '2026-11-01' }, 'endDate'],
      [{ ...page, campaignItemStateIdes: [0] }, 'campaignItemStateIdes.0'],
      [{ ...page, campaignStateIdes: ['1'] }, 'campaignStateIdes.0'],
      [{ ...page, companyIdes: 5 }, 'companyIdes'],
      [{ ...page, salesPersonIdes: [1.5] }, 'salesPersonIdes.0'],
      [{ ...page, productCategoryIdes: [-1] }, 'productCategoryIdes.0'],
      [{ ...page, productIdes: [null] }, 'productIdes.0'],
      [{ ...page, brandIdes: [2_147_483_648] }, 'brandIdes.0'],
      [{ ...page, rootTargetProductCategoryIdes: ['x'] }, 'rootTargetProductCategoryIdes.0'],
      [{ ...page, targetProductExternalIdes: [''] }, 'targetProductExternalIdes.0'],
      [{ ...page, targetProductExternalIdes: [42] }, 'targetProductExternalIdes.0'],
      [{ ...page, noCatalogTargetUrl: 'yes' }, 'noCatalogTargetUrl'],
      [{ ...page, myCampaigns: 1 }, 'myCampaigns'],
      [{ ...page, search: 'x'.repeat(201) }, 'search'],
    ])('refuses bad input, case %#', async (body, field) => {
      const answer = expectError(
        await call(t.app, 'POST', '/api/campaign-items/filter', {
          token: tokens.retailer,
          body: body as object,
        }),
        400,
        'validation_failed',
      );
      expect(Object.keys(answer.fieldErrors as object)).toContain(field);
    });

    it('refuses a missing body and names the field in the caller language', async () => {
      expectError(
        await call(t.app, 'POST', '/api/campaign-items/filter', { token: tokens.retailer }),
        400,
        'validation_failed',
      );
      const answer = expectError(
        await call(t.app, 'POST', '/api/campaign-items/filter', {
          token: tokens.retailer,
          body: { firstResult: 10, maxResults: 10, lastResult: 5 },
          headers: { 'accept-language': 'en-GB' },
        }),
        400,
        'validation_failed',
      );
      expect(answer.fieldErrors).toEqual({ lastResult: ['The end of the page must come after its start.'] });
    });
  });
});

describe('the activity list in English and Polish', () => {
  it("names products, targeting values and campaign states in the caller's language", async () => {
    const fact = (await facts()).find((candidate) => candidate.values.length > 0)!;
    const [texts] = await rows<{ title: string | null; values: string[] }>(sql`
      select p.translations -> 'en' ->> 'title' as title,
             array(select coalesce(nullif(btrim(vv.translations -> 'en' ->> 'value'), ''), vv.value)
                   from campaign_item_variable_values civ
                   join product_variable_values vv on vv.id = civ.variable_value_id
                   where civ.campaign_item_id = ${fact.id} order by vv.position, vv.id) as values
      from products p where p.id = ${fact.productId}`);
    expect(texts!.title).toBeTruthy();
    const rowIn = async (language: string) => {
      const response = await call(t.app, 'POST', '/api/campaign-items/filter', {
        token: tokens.retailer,
        body: {
          firstResult: 0,
          maxResults: 100,
          productIdes: [fact.productId],
          companyIdes: [fact.companyId],
        },
        headers: { 'accept-language': language },
      });
      return (response.json() as CampaignItemFilterResponse).items.find((row) => row.id === fact.id)!;
    };
    const english = await rowIn('en-GB');
    expect(english.product.name).toBe(texts!.title);
    expect(english.generatedName).toBe(`${texts!.title} – ${texts!.values.join(', ')}`);
    const state = CAMPAIGN_STATES.find((candidate) => candidate.id === fact.campaignStateId)!;
    expect(english.campaignState.name).toBe(stateName(state.identifier, 'en'));
    expect(english.campaignState.name).not.toBe(stateName(state.identifier, 'cs'));
    expect((await rowIn('pl-PL')).campaignState.name).toBe(stateName(state.identifier, 'pl'));
    expect((await rowIn('cs-CZ')).product.name).toBe(fact.productName);
  });
});

describe('GET /api/campaign-items/filter-data', () => {
  async function filterData(who: Who | string): Promise<CampaignItemFilterData> {
    const response = await call(t.app, 'GET', '/api/campaign-items/filter-data', {
      token: tokens[who] ?? who,
    });
    if (response.statusCode !== 200)
      throw new Error(`filter-data answered ${response.statusCode}: ${response.body}`);
    return response.json();
  }
  const names = (options: { name: string }[]) => options.map((option) => option.name);

  it('needs a session', async () => {
    expectError(await call(t.app, 'GET', '/api/campaign-items/filter-data'), 401, 'unauthorized');
  });

  it('offers every item and campaign state with identifiers and names', async () => {
    const data = await filterData('vendor');
    expect(data.itemStates).toEqual(
      CAMPAIGN_ITEM_STATES.map(({ id, identifier }) => ({
        id,
        identifier,
        name: stateName(identifier, 'cs'),
      })),
    );
    expect(data.campaignStates).toEqual(
      CAMPAIGN_STATES.map(({ id, identifier }) => ({ id, identifier, name: stateName(identifier, 'cs') })),
    );
  });

  it('offers the companies and sales persons of the campaign filter, by tenancy', async () => {
    for (const who of ['retailer', 'vendor', 'agency', 'bella'] as const) {
      const campaignData = await call(t.app, 'GET', '/api/campaigns/filterData', { token: tokens[who] });
      const { companies, salesPersons } = campaignData.json<{ companies: unknown; salesPersons: unknown }>();
      const data = await filterData(who);
      expect({ companies: data.companies, salesPersons: data.salesPersons }).toEqual({
        companies,
        salesPersons,
      });
    }
    expect(names((await filterData('vendor')).companies)).toEqual(['Acme Foods']);
    expect(names((await filterData('agency')).companies)).toEqual(['Acme Foods', 'Nordic Drinks a.s.']);
  });

  it('offers products and categories (no internal ones to buyers), brands and the shop roots', async () => {
    const [internal] = await t.database.db
      .insert(productCategories)
      .values({ title: 'Interní kategorie', internal: true, active: true })
      .returning({ id: productCategories.id });
    await t.database.db.insert(products).values({
      categoryId: internal!.id,
      name: 'INTERNAL_TOOL',
      title: 'Interní nástroj',
      price: '1',
      rateType: 'CPC',
    });

    const retailer = await filterData('retailer');
    expect(names(retailer.productCategories)).toContain('Interní kategorie');
    expect(names(retailer.products)).toContain('Interní nástroj');
    const vendor = await filterData('vendor');
    expect(names(vendor.productCategories)).not.toContain('Interní kategorie');
    expect(names(vendor.products)).not.toContain('Interní nástroj');
    const categoryIds = new Set(vendor.productCategories.map((category) => category.id));
    expect(vendor.products.length).toBeGreaterThan(3);
    expect(vendor.products.every((product) => categoryIds.has(product.categoryId))).toBe(true);

    const [{ count: brandCount }] = (await rows<{ count: number }>(
      sql`select count(*)::int as count from brands`,
    )) as [{ count: number }];
    expect(retailer.brands).toHaveLength(brandCount);
    const roots = await rows<{ name: string }>(
      sql`select name from target_product_categories where parent_id is null`,
    );
    expect([...names(retailer.rootTargetProductCategories)].sort()).toEqual(
      roots.map((root) => root.name).sort(),
    );
  });

  it("limits a buyer's brands to its allowed brands", async () => {
    const [brand] = await rows<{ id: number; name: string }>(
      sql`select id, name from brands order by id limit 1`,
    );
    await t.database.db.execute(
      sql`insert into user_allowed_brands (user_id, brand_id) values (${ids.nordicUser}, ${brand!.id})`,
    );
    expect((await filterData('nordic')).brands).toEqual([brand]);
    expect((await filterData('retailer')).brands.length).toBeGreaterThan(1);
  });
});

describe('the OpenAPI document', () => {
  it('lists both calls with their schemas', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).json();
    expect(
      doc.paths['/api/campaign-items/filter'].post.requestBody.content['application/json'].schema,
    ).toMatchObject({ type: 'object', required: expect.arrayContaining(['firstResult', 'maxResults']) });
    expect(doc.paths).toHaveProperty(['/api/campaign-items/filter-data']);
  });
});

describe('the typed client', () => {
  it('filters and reads the filter data against a listening server', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    configureApiClient({ baseUrl: `${address}/api`, bearerToken: true });
    const session = await login({ login: 'vendor@portal.test', password: 'Portal123!' });
    sessionStore.getState().signIn(session.token, session.user);
    const answer = await filterCampaignItemsClient({ firstResult: 0, maxResults: 5 });
    expect(answer.items).toHaveLength(5);
    expect((await getCampaignItemFilterData()).companies).toEqual([{ id: ids.acme, name: 'Acme Foods' }]);
    sessionStore.getState().signOut();
  });
});
