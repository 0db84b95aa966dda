import type { AddItemRequest, ItemOrderResponse } from '@portal/shared-contracts';
import { addDays, CampaignItemStateId, CampaignStateId } from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  campaignItems,
  flatRateBookings,
  userAllowedBrands,
  userAllowedProductCategories,
} from '../src/db/schema';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import {
  count,
  createOrderingFixtures,
  insertCampaign,
  insertUserWithRoles,
  rows,
  setCampaignState,
  TEST_DOMAIN,
  type OrderingFixtures,
} from './ordering-fixtures';

/**
 * POST /campaigns/{id}/add-item and PUT /campaign-item/{id}: every rule of spec document 2 §5
 * "Add-tool-to-campaign form", each refused and accepted, with the spec's messages; item addition,
 * editing, tenancy and roles; bookings of flat-rate weeks.
 */
let t: TestApp;
let f: OrderingFixtures;
let vendor: string;
let agency: string;
let retailer: string;
let nordic: string;
/** In process, Acme Foods, contact vendor@. */
let acmeCampaign: number;

beforeAll(async () => {
  t = await createTestApp();
  f = await createOrderingFixtures(t);
  [vendor, agency, retailer, nordic] = await Promise.all([
    loginAs(t.app, 'vendor@portal.test'),
    loginAs(t.app, 'agency@portal.test'),
    loginAs(t.app, 'retailer@portal.test'),
    loginAs(t.app, 'nordic@portal.test'),
  ]);
  acmeCampaign = await insertCampaign(t, {
    name: 'Objednávky – Acme',
    companyId: f.companies.acme,
    companyContactId: f.users.vendor,
  });
});
afterAll(() => t.close());

const addItem = (token: string, campaignId: number, body: AddItemRequest, language?: string) =>
  call(t.app, 'POST', `/api/campaigns/${campaignId}/add-item`, {
    token,
    body,
    headers: language ? { 'accept-language': language } : {},
  });

const updateItem = (
  token: string,
  itemId: number,
  body: Omit<AddItemRequest, 'productId'>,
  language?: string,
) =>
  call(t.app, 'PUT', `/api/campaign-item/${itemId}`, {
    token,
    body,
    headers: language ? { 'accept-language': language } : {},
  });

function ok(response: LightMyRequestResponse): ItemOrderResponse {
  if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** The field errors of a 400 answer. */
function fieldErrors(response: LightMyRequestResponse): Record<string, string[]> {
  const body = expectError(response, 400, 'validation_failed');
  return body.fieldErrors as Record<string, string[]>;
}

/** A valid week of the flat-rate product with values. */
const flatWeek = (weeksLater: number, value = () => f.values.first): AddItemRequest => ({
  productId: f.products.flatWithValues,
  startDate: f.monday(weeksLater),
  endDate: addDays(f.monday(weeksLater), 6),
  variableValueIdes: [value()],
});

/** A valid CPM order: 150 000 impressions × 180 / 1000 = 27 000 CZK ≥ minAmount 20 000. */
const cpmOrder = (extra: Partial<AddItemRequest> = {}): AddItemRequest => ({
  productId: f.products.cpm,
  startDate: addDays(f.today, 7),
  endDate: addDays(f.today, 37),
  orderedAmount: 150_000,
  ...extra,
});

describe('a valid order', () => {
  it('adds the item with the server-computed price and answers the campaign totals', async () => {
    const campaign = await insertCampaign(t, {
      name: 'Objednávky – první položka',
      companyId: f.companies.acme,
      companyContactId: f.users.vendor,
    });
    const answer = ok(await addItem(vendor, campaign, { ...cpmOrder(), note: '  Poznámka  ' }));
    expect(answer).toEqual({
      item: {
        id: expect.any(Number),
        campaignId: campaign,
        product: { id: f.products.cpm, name: 'T_CPM (test)', rateType: 'CPM', nativeFormat: false },
        startDate: addDays(f.today, 7),
        endDate: addDays(f.today, 37),
        orderedAmount: 150_000,
        unitPrice: 180,
        price: 27_000,
        variableValues: [],
        note: 'Poznámka',
        targetURL: null,
        targetProduct: null,
        targetLandingPage: null,
        targetKeywords: [],
      },
      campaign: {
        id: campaign,
        name: 'Objednávky – první položka',
        campaignItemsCount: 1,
        totalPrice: 27_000,
      },
    });
    const [stored] = await t.database.db
      .select()
      .from(campaignItems)
      .where(eq(campaignItems.id, answer.item.id));
    expect(stored).toMatchObject({ stateId: 1, price: '27000.00', unitPrice: '180.00' });
  });

  it('records an audit event, with the retailer behind an impersonated buyer', async () => {
    const login = await call(t.app, 'POST', '/api/auth/login-as-user', {
      token: retailer,
      body: { id: f.users.vendor },
    });
    expect(login.statusCode).toBe(200);
    const impersonated = login.json<{ token: string }>().token;
    const answer = ok(await addItem(impersonated, acmeCampaign, cpmOrder()));
    const [event] = await rows<{ user_id: number; impersonator_user_id: number | null; details: unknown }>(
      t,
      sql`select user_id, impersonator_user_id, details from audit_events
          where action = 'campaign-item.added' and entity_id = ${String(answer.item.id)}`,
    );
    expect(event).toMatchObject({
      user_id: f.users.vendor,
      impersonator_user_id: f.users.retailer,
      details: { campaignId: acmeCampaign, productId: f.products.cpm },
    });
  });
});

describe('dates (spec: start and end dates are required)', () => {
  it('refuses an order without dates, with the messages', async () => {
    const errors = fieldErrors(
      await addItem(vendor, acmeCampaign, { productId: f.products.cpm, orderedAmount: 150_000 }),
    );
    expect(errors).toEqual({
      startDate: ['Datum začátku je povinné.'],
      endDate: ['Datum konce je povinné.'],
    });
  });

  it('accepts an order with both dates', async () => {
    ok(await addItem(vendor, acmeCampaign, cpmOrder()));
  });
});

describe('flat rate: start on a Monday, whole weeks', () => {
  it('refuses a Tuesday start', async () => {
    const tuesday = addDays(f.monday(20), 1);
    const errors = fieldErrors(
      await addItem(vendor, acmeCampaign, {
        ...flatWeek(20),
        startDate: tuesday,
        endDate: addDays(tuesday, 6),
      }),
    );
    expect(errors).toEqual({ startDate: ['Začátek musí být v pondělí.'] });
  });

  it('refuses an end that is not the day before the start weekday', async () => {
    const errors = fieldErrors(
      await addItem(vendor, acmeCampaign, { ...flatWeek(20), endDate: addDays(f.monday(20), 9) }, 'en-GB'),
    );
    const sunday = addDays(f.monday(20), 6).split('-').reverse().join('.');
    expect(errors.endDate).toEqual([
      `It is ordered in whole weeks: the end must be the day before the start's weekday, for example ${sunday}.`,
    ]);
  });

  it('accepts whole weeks from a Monday and charges the weekly price per week', async () => {
    const answer = ok(
      await addItem(vendor, acmeCampaign, { ...flatWeek(20), endDate: addDays(f.monday(20), 13) }),
    );
    expect(answer.item).toMatchObject({ unitPrice: 45_000, price: 90_000, orderedAmount: null });
    expect(answer.item.variableValues).toEqual([{ id: f.values.first, name: 'Pozice 1' }]);
  });

  it('books at most 104 weeks in one item', async () => {
    const tooLong = { ...flatWeek(60), endDate: addDays(f.monday(60), 7 * 105 - 1) };
    expect(fieldErrors(await addItem(retailer, acmeCampaign, tooLong))).toEqual({
      endDate: ['Jedna položka může obsadit nejvýše 104 týdnů.'],
    });
    const longest = ok(
      await addItem(retailer, acmeCampaign, { ...tooLong, endDate: addDays(f.monday(60), 7 * 104 - 1) }),
    );
    expect(
      await count(
        t,
        sql`select count(*) from flat_rate_bookings where campaign_item_id = ${longest.item.id}`,
      ),
    ).toBe(104);
  });

  it('ignores minAmount for flat rate', async () => {
    ok(
      await addItem(vendor, acmeCampaign, {
        productId: f.products.flatNoValues,
        startDate: f.monday(21),
        endDate: addDays(f.monday(21), 6),
      }),
    );
  });
});

describe('other rate types: start from today plus the category minimum, end not before start', () => {
  it('refuses a start before today + minDaysBeforeStartDate, naming the first possible day', async () => {
    const errors = fieldErrors(
      await addItem(vendor, acmeCampaign, cpmOrder({ startDate: addDays(f.today, 6) })),
    );
    const earliest = addDays(f.today, 7).split('-').reverse().join('.');
    expect(errors).toEqual({ startDate: [`Začátek může být nejdříve ${earliest}.`] });
  });

  it('refuses an end before the start', async () => {
    const errors = fieldErrors(
      await addItem(vendor, acmeCampaign, cpmOrder({ endDate: addDays(f.today, 6) }), 'pl-PL'),
    );
    expect(errors).toEqual({
      endDate: ['Data zakończenia nie może być wcześniejsza niż data rozpoczęcia.'],
    });
  });

  it('accepts the first possible day and a one-day run', async () => {
    const first = addDays(f.today, 7);
    ok(await addItem(vendor, acmeCampaign, cpmOrder({ startDate: first, endDate: first })));
  });
});

describe('ordered amount (spec §9: at most 2,000,000,000)', () => {
  it('refuses more, with the limit message naming the number', async () => {
    const order = cpmOrder({ orderedAmount: 2_000_000_001 });
    const cs = fieldErrors(await addItem(retailer, acmeCampaign, order));
    expect(cs.orderedAmount).toHaveLength(1);
    expect(cs.orderedAmount![0]).toMatch(
      /^Hodnota překračuje maximální povolený limit, nesmí přesáhnout 2\s000\s000\s000\.$/,
    );
    const en = fieldErrors(await addItem(retailer, acmeCampaign, order, 'en-GB'));
    expect(en.orderedAmount).toEqual([
      'The value exceeds the maximum allowed limit, not to exceed 2,000,000,000.',
    ]);
  });

  it('accepts exactly the limit', async () => {
    const answer = ok(await addItem(retailer, acmeCampaign, cpmOrder({ orderedAmount: 2_000_000_000 })));
    expect(answer.item.price).toBe(360_000_000);
  });

  it('requires an amount for CPM and CPC', async () => {
    const errors = fieldErrors(await addItem(vendor, acmeCampaign, cpmOrder({ orderedAmount: null })));
    expect(errors).toEqual({ orderedAmount: ['Zadejte objednané množství.'] });
  });
});

describe('minimum order (total at least minAmount unless retailer or flat rate)', () => {
  // 100 000 × 180 / 1000 = 18 000 < 20 000
  const small = () => cpmOrder({ orderedAmount: 100_000 });

  it('refuses a buyer below minAmount, naming it in CZK', async () => {
    const errors = fieldErrors(await addItem(vendor, acmeCampaign, small()));
    expect(errors.total).toHaveLength(1);
    expect(errors.total![0]).toMatch(/^Celková cena musí být alespoň 20\s000\sKč\.$/);
    const en = fieldErrors(await addItem(vendor, acmeCampaign, small(), 'en-GB'));
    expect(en.total).toHaveLength(1);
    expect(en.total![0]).toMatch(/^The total must be at least CZK\s20,000\.$/);
  });

  it('accepts a buyer at minAmount and a retailer below it', async () => {
    ok(await addItem(vendor, acmeCampaign, cpmOrder({ orderedAmount: 111_112 })));
    expect(ok(await addItem(retailer, acmeCampaign, small())).item.price).toBe(18_000);
  });
});

describe('variable values', () => {
  it('refuses an order without one when the product has active values', async () => {
    const errors = fieldErrors(
      await addItem(vendor, acmeCampaign, { ...flatWeek(22), variableValueIdes: [] }),
    );
    expect(errors).toEqual({ variableValueIdes: ['Vyberte hodnotu cílení.'] });
  });

  it("refuses a value that is not the product's own or not active", async () => {
    for (const variableValueIdes of [[f.values.multipleA], [f.values.third + 1]]) {
      const errors = fieldErrors(await addItem(vendor, acmeCampaign, { ...flatWeek(22), variableValueIdes }));
      expect(errors).toEqual({ variableValueIdes: ['Zvolená hodnota cílení u tohoto produktu není.'] });
    }
    const unknownOnCpm = fieldErrors(
      await addItem(vendor, acmeCampaign, cpmOrder({ variableValueIdes: [f.values.first] })),
    );
    expect(Object.keys(unknownOnCpm)).toEqual(['variableValueIdes']);
  });

  it('refuses two values unless the product takes several', async () => {
    const errors = fieldErrors(
      await addItem(vendor, acmeCampaign, {
        ...flatWeek(22),
        variableValueIdes: [f.values.first, f.values.second],
      }),
    );
    expect(errors).toEqual({
      variableValueIdes: ['Tento produkt lze objednat jen pro jednu hodnotu cílení.'],
    });
    const several = ok(
      await addItem(vendor, acmeCampaign, {
        productId: f.products.flatMultiple,
        startDate: f.monday(22),
        endDate: addDays(f.monday(22), 6),
        variableValueIdes: [f.values.multipleA, f.values.multipleB],
      }),
    );
    expect(several.item.variableValues.map((value) => value.name)).toEqual(['Sekce A', 'Sekce B']);
    expect(
      await count(
        t,
        sql`select count(*) from flat_rate_bookings where campaign_item_id = ${several.item.id}`,
      ),
    ).toBe(2);
  });

  it('accepts one active value', async () => {
    ok(await addItem(vendor, acmeCampaign, flatWeek(22)));
  });
});

describe('custom price (at least the product price; retailer or auction product only)', () => {
  it('refuses a buyer on a product that is not an auction', async () => {
    const errors = fieldErrors(await addItem(vendor, acmeCampaign, cpmOrder({ customProductPrice: 200 })));
    expect(errors).toEqual({
      customProductPrice: ['Vlastní cenu lze zadat jen jako prodejce nebo u aukčního produktu.'],
    });
  });

  it('accepts a buyer on an auction product', async () => {
    const answer = ok(
      await addItem(vendor, acmeCampaign, {
        productId: f.products.cpcAuction,
        startDate: addDays(f.today, 7),
        endDate: addDays(f.today, 30),
        orderedAmount: 1_000,
        customProductPrice: 7.25,
      }),
    );
    expect(answer.item).toMatchObject({ unitPrice: 7.25, price: 7_250 });
  });

  it('refuses a price below the product price, naming it', async () => {
    const errors = fieldErrors(
      await addItem(retailer, acmeCampaign, cpmOrder({ customProductPrice: 179.5 })),
    );
    expect(errors.customProductPrice).toHaveLength(1);
    expect(errors.customProductPrice![0]).toMatch(/^Vlastní cena musí být alespoň 180\sKč\.$/);
  });

  it('accepts a retailer, and an impersonating retailer, on any product', async () => {
    expect(
      ok(await addItem(retailer, acmeCampaign, cpmOrder({ customProductPrice: 250 }))).item,
    ).toMatchObject({
      unitPrice: 250,
      price: 37_500,
    });
    const login = await call(t.app, 'POST', '/api/auth/login-as-user', {
      token: retailer,
      body: { id: f.users.vendor },
    });
    const impersonated = login.json<{ token: string }>().token;
    ok(await addItem(impersonated, acmeCampaign, cpmOrder({ customProductPrice: 250 })));
  });
});

describe('keywords of a top-in-search product', () => {
  const searchOrder = (targetKeywords: { value: string; exactMatch: boolean }[]): AddItemRequest => ({
    productId: f.products.search,
    startDate: addDays(f.today, 7),
    endDate: addDays(f.today, 30),
    orderedAmount: 1_000,
    targetKeywords,
  });

  it('refuses an order without a non-empty keyword', async () => {
    for (const keywords of [[], [{ value: '  ', exactMatch: true }]]) {
      const errors = fieldErrors(await addItem(vendor, acmeCampaign, searchOrder(keywords)));
      expect(errors).toEqual({ targetKeywords: ['Klíčová slova jsou prázdná: zadejte alespoň jedno.'] });
    }
  });

  it('refuses a keyword over 255 characters', async () => {
    const errors = fieldErrors(
      await addItem(vendor, acmeCampaign, searchOrder([{ value: 'k'.repeat(256), exactMatch: false }])),
    );
    expect(errors).toEqual({ targetKeywords: ['Klíčové slovo může mít nejvýše 255 znaků.'] });
  });

  it('stores the keywords trimmed, with their exact-match flags, leaving out empty ones', async () => {
    const answer = ok(
      await addItem(
        vendor,
        acmeCampaign,
        searchOrder([
          { value: ' čokoláda ', exactMatch: true },
          { value: ' ', exactMatch: false },
          { value: 'k'.repeat(255), exactMatch: false },
        ]),
      ),
    );
    expect(answer.item.targetKeywords).toEqual([
      { id: expect.any(Number), value: 'čokoláda', exactMatch: true },
      { id: expect.any(Number), value: 'k'.repeat(255), exactMatch: false },
    ]);
  });

  it('refuses keywords for a product that is not a search tool', async () => {
    const errors = fieldErrors(
      await addItem(vendor, acmeCampaign, cpmOrder({ targetKeywords: [{ value: 'x', exactMatch: false }] })),
    );
    expect(errors).toEqual({ targetKeywords: ['Tento produkt klíčová slova nepoužívá.'] });
  });
});

describe('target URL (valid, within the category domain)', () => {
  it("refuses a URL that is not valid ('not valid')", async () => {
    const errors = fieldErrors(
      await addItem(vendor, acmeCampaign, cpmOrder({ targetURL: 'objednavky-test.cz/akce' }), 'en-GB'),
    );
    expect(errors).toEqual({ targetURL: ['The URL is not valid.'] });
  });

  it("refuses a URL outside the category domain ('not allowed domain')", async () => {
    const errors = fieldErrors(
      await addItem(vendor, acmeCampaign, cpmOrder({ targetURL: 'https://www.jiny-obchod.cz/akce' })),
    );
    expect(errors).toEqual({
      targetURL: [`URL není v povolené doméně, musí začínat ${TEST_DOMAIN}.`],
    });
  });

  it('accepts a URL within the domain', async () => {
    const answer = ok(
      await addItem(vendor, acmeCampaign, cpmOrder({ targetURL: ` ${TEST_DOMAIN}/akce?x=1 ` })),
    );
    expect(answer.item.targetURL).toBe(`${TEST_DOMAIN}/akce?x=1`);
  });

  it('takes one target only', async () => {
    const errors = fieldErrors(
      await addItem(
        vendor,
        acmeCampaign,
        cpmOrder({ targetURL: `${TEST_DOMAIN}/akce`, targetProductId: f.targetProducts.acmeProduct }),
      ),
    );
    expect(Object.keys(errors)).toEqual(['targetURL']);
  });
});

describe('target product (exists in the category shop, active, of a brand allowed to the contact)', () => {
  afterEach(() =>
    t.database.db.delete(userAllowedBrands).where(eq(userAllowedBrands.userId, f.users.vendor)),
  );

  it('refuses an unknown, inactive or other-shop product', async () => {
    for (const targetProductId of [
      f.targetProducts.inactive,
      f.targetProducts.otherShop,
      f.targetProducts.otherShop + 1000,
    ]) {
      const errors = fieldErrors(await addItem(vendor, acmeCampaign, cpmOrder({ targetProductId })));
      expect(errors).toEqual({
        targetProductId: ['Cílový produkt v e-shopu této kategorie není nebo není aktivní.'],
      });
    }
  });

  it("refuses a brand the campaign's contact may not advertise", async () => {
    await t.database.db
      .insert(userAllowedBrands)
      .values({ userId: f.users.vendor, brandId: f.brands.acmeBrand });
    const errors = fieldErrors(
      await addItem(
        retailer,
        acmeCampaign,
        cpmOrder({ targetProductId: f.targetProducts.otherBrandProduct }),
      ),
    );
    expect(errors).toEqual({
      targetProductId: ['Produkty značky Cizí Test Brand inzerent propagovat nemůže.'],
    });
  });

  it('accepts an allowed brand, and any brand when none is listed', async () => {
    const any = ok(
      await addItem(vendor, acmeCampaign, cpmOrder({ targetProductId: f.targetProducts.otherBrandProduct })),
    );
    expect(any.item.targetProduct).toEqual({
      id: f.targetProducts.otherBrandProduct,
      name: 'Cizí sušenky test',
      externalIdentifier: 'T-OTHER-1',
    });
    await t.database.db
      .insert(userAllowedBrands)
      .values({ userId: f.users.vendor, brandId: f.brands.acmeBrand });
    ok(await addItem(vendor, acmeCampaign, cpmOrder({ targetProductId: f.targetProducts.acmeProduct })));
  });
});

describe('landing page (approved, active, of the advertiser, in the category shop)', () => {
  it("refuses an unknown page and another company's page alike", async () => {
    for (const targetLandingPageId of [f.landingPages.ofNordic, f.landingPages.ofNordic + 1000]) {
      const errors = fieldErrors(await addItem(vendor, acmeCampaign, cpmOrder({ targetLandingPageId })));
      expect(errors).toEqual({ targetLandingPageId: ['Vstupní stránka inzerenta nebyla nalezena.'] });
    }
  });

  it('refuses a page not approved, not active or of another shop', async () => {
    for (const targetLandingPageId of [
      f.landingPages.draft,
      f.landingPages.inactive,
      f.landingPages.otherShop,
    ]) {
      const errors = fieldErrors(await addItem(vendor, acmeCampaign, cpmOrder({ targetLandingPageId })));
      expect(errors).toEqual({
        targetLandingPageId: [
          'Vstupní stránku nelze použít: musí být schválená, aktivní a v e-shopu této kategorie.',
        ],
      });
    }
  });

  it('accepts an approved, active page of the advertiser', async () => {
    const answer = ok(
      await addItem(vendor, acmeCampaign, cpmOrder({ targetLandingPageId: f.landingPages.approved })),
    );
    expect(answer.item.targetLandingPage).toEqual({ id: f.landingPages.approved, name: 'acme-approved' });
  });
});

describe('item addition (itemAdditionAllowed; reserved not for a vendor)', () => {
  it.each([
    ['sas-check', CampaignStateId.SasCheck],
    ['approved', CampaignStateId.Approved],
    ['online', CampaignStateId.Online],
    ['canceled', CampaignStateId.Canceled],
  ])('refuses items in %s, also for a retailer', async (_name, stateId) => {
    const campaign = await insertCampaign(t, {
      name: `Stav ${stateId}`,
      companyId: f.companies.acme,
      stateId,
    });
    for (const token of [vendor, retailer]) {
      const body = expectError(await addItem(token, campaign, cpmOrder()), 409, 'item_addition_not_allowed');
      expect(body.message).toBe('Do kampaně v tomto stavu nelze přidávat položky.');
    }
  });

  it('takes items in in-process and user-check from anyone', async () => {
    const campaign = await insertCampaign(t, {
      name: 'Ke schválení',
      companyId: f.companies.acme,
      stateId: CampaignStateId.UserCheck,
    });
    ok(await addItem(vendor, campaign, cpmOrder()));
    ok(await addItem(agency, campaign, cpmOrder()));
  });

  it('refuses a vendor on a reserved campaign, accepts the retailer and the agency', async () => {
    const campaign = await insertCampaign(t, {
      name: 'Rezervovaná',
      companyId: f.companies.acme,
      stateId: CampaignStateId.Reserved,
    });
    const body = expectError(await addItem(vendor, campaign, cpmOrder()), 409, 'item_addition_reserved');
    expect(body.message).toBe('Kampaň je rezervovaná prodejcem, položky do ní přidává jen prodejce.');
    ok(await addItem(retailer, campaign, cpmOrder()));
    ok(await addItem(agency, campaign, cpmOrder()));
  });
});

describe('tenancy and roles', () => {
  it("answers 404 for another tenant's campaign", async () => {
    const nordicCampaign = await insertCampaign(t, { name: 'Nordic – cizí', companyId: f.companies.nordic });
    const bellaCampaign = await insertCampaign(t, { name: 'Bella – cizí', companyId: f.companies.bella });
    expectError(await addItem(vendor, nordicCampaign, cpmOrder()), 404, 'campaign_not_found');
    expectError(await addItem(agency, bellaCampaign, cpmOrder()), 404, 'campaign_not_found');
    expectError(await addItem(vendor, 2_000_000_000, cpmOrder()), 404, 'campaign_not_found');
    ok(await addItem(nordic, nordicCampaign, cpmOrder()));
    ok(await addItem(agency, nordicCampaign, cpmOrder()));
  });

  it("answers 404 for another tenant's item", async () => {
    const nordicCampaign = await insertCampaign(t, {
      name: 'Nordic – položka',
      companyId: f.companies.nordic,
    });
    const item = ok(await addItem(nordic, nordicCampaign, cpmOrder()));
    expectError(await updateItem(vendor, item.item.id, cpmOrder()), 404, 'campaign_item_not_found');
    expectError(await updateItem(vendor, 2_000_000_000, cpmOrder()), 404, 'campaign_item_not_found');
  });

  it('answers 404 for a product the caller may not order', async () => {
    expectError(
      await addItem(vendor, acmeCampaign, cpmOrder({ productId: f.products.inactive })),
      404,
      'product_not_found',
    );
    expectError(
      await addItem(vendor, acmeCampaign, cpmOrder({ productId: f.products.internal })),
      404,
      'product_not_found',
    );
    ok(
      await addItem(
        retailer,
        acmeCampaign,
        cpmOrder({ productId: f.products.internal, orderedAmount: 1_000 }),
      ),
    );
  });

  it('answers 401 without a session and 403 to users without an ordering role', async () => {
    expectError(
      await call(t.app, 'POST', `/api/campaigns/${acmeCampaign}/add-item`, { body: cpmOrder() }),
      401,
      'unauthorized',
    );
    await insertUserWithRoles(t, 'jen.obchodnik@portal.test', ['salesPerson']);
    await insertUserWithRoles(t, 'jen.traffic@portal.test', ['trafficker']);
    for (const email of ['jen.obchodnik@portal.test', 'jen.traffic@portal.test']) {
      const token = await loginAs(t.app, email);
      expectError(await addItem(token, acmeCampaign, cpmOrder()), 403, 'forbidden');
      expectError(await updateItem(token, 1, cpmOrder()), 403, 'forbidden');
      expectError(
        await call(t.app, 'PUT', '/api/campaign-item/check-availability', {
          token,
          body: { productId: f.products.cpm, startDate: f.monday(1), endDate: f.monday(2) },
        }),
        403,
        'forbidden',
      );
    }
  });

  it('refuses malformed input before any rule', async () => {
    const errors = fieldErrors(
      await addItem(vendor, acmeCampaign, { ...cpmOrder(), startDate: '2026-02-30', orderedAmount: 0 }),
    );
    expect(Object.keys(errors).sort()).toEqual(['orderedAmount', 'startDate']);
  });
});

describe('flat-rate bookings (one item per week and variable value)', () => {
  it('refuses a taken week with 409 naming the product, the week and the value', async () => {
    const first = ok(await addItem(vendor, acmeCampaign, flatWeek(30)));
    const other = await insertCampaign(t, { name: 'Nordic – stejný týden', companyId: f.companies.nordic });
    const response = await addItem(nordic, other, flatWeek(30));
    const body = expectError(response, 409, 'slot_taken');
    const week = `${f.monday(30).split('-').reverse().join('.')} – ${addDays(f.monday(30), 6).split('-').reverse().join('.')}`;
    expect(body.message).toBe(`Produkt T_FLAT_VALUES (test) je v týdnu ${week} (Pozice 1) už obsazený.`);
    const en = expectError(await addItem(nordic, other, flatWeek(30), 'en-GB'), 409, 'slot_taken');
    expect(en.message).toBe(
      `The product T_FLAT_VALUES (test) is already booked in the week ${week} (Pozice 1).`,
    );
    expect(
      await count(
        t,
        sql`select count(*) from flat_rate_bookings where product_id = ${f.products.flatWithValues} and week_start = ${f.monday(30)}`,
      ),
    ).toBe(1);
    expect(await count(t, sql`select count(*) from campaign_items where campaign_id = ${other}`)).toBe(0);
    // The same week of another value is free.
    ok(
      await addItem(
        nordic,
        other,
        flatWeek(30, () => f.values.second),
      ),
    );
    expect(first.item.id).toBeGreaterThan(0);
  });

  it('refuses an order overlapping a taken week in its second week', async () => {
    ok(await addItem(vendor, acmeCampaign, flatWeek(32)));
    const response = await addItem(vendor, acmeCampaign, {
      ...flatWeek(31),
      endDate: addDays(f.monday(31), 13),
    });
    expect(expectError(response, 409, 'slot_taken').message).toContain(
      f.monday(32).split('-').reverse().join('.'),
    );
  });

  it('books products without values as value 0 and products without check not at all', async () => {
    const noValues = {
      productId: f.products.flatNoValues,
      startDate: f.monday(33),
      endDate: addDays(f.monday(33), 6),
    };
    ok(await addItem(vendor, acmeCampaign, noValues));
    const taken = expectError(await addItem(vendor, acmeCampaign, noValues), 409, 'slot_taken');
    expect(taken.message).toMatch(/^Produkt T_FLAT_NO_VALUES \(test\) je v týdnu \S+ – \S+ už obsazený\.$/);
    const unchecked = {
      productId: f.products.flatUnchecked,
      startDate: f.monday(33),
      endDate: addDays(f.monday(33), 6),
    };
    ok(await addItem(vendor, acmeCampaign, unchecked));
    ok(await addItem(vendor, acmeCampaign, unchecked));
    expect(
      await count(
        t,
        sql`select count(*) from flat_rate_bookings where product_id = ${f.products.flatUnchecked}`,
      ),
    ).toBe(0);
  });

  it('frees the weeks when a campaign or an item is canceled (database triggers), and books none for them', async () => {
    const campaign = await insertCampaign(t, { name: 'Ke zrušení', companyId: f.companies.acme });
    const held = ok(await addItem(vendor, campaign, flatWeek(34)));
    expectError(await addItem(vendor, acmeCampaign, flatWeek(34)), 409, 'slot_taken');
    await setCampaignState(t, campaign, CampaignStateId.Canceled);
    expect(
      await count(t, sql`select count(*) from flat_rate_bookings where campaign_item_id = ${held.item.id}`),
    ).toBe(0);
    ok(await addItem(vendor, acmeCampaign, flatWeek(34)));

    const other = await insertCampaign(t, { name: 'Zrušená položka', companyId: f.companies.acme });
    const item = ok(await addItem(vendor, other, flatWeek(35)));
    await t.database.db.execute(
      sql`update campaign_items set state_id = ${CampaignItemStateId.Canceled} where id = ${item.item.id}`,
    );
    ok(await addItem(vendor, acmeCampaign, flatWeek(35)));

    // Nothing can book a week for a canceled item, whoever writes.
    await expect(
      t.database.db.execute(
        sql`insert into flat_rate_bookings (campaign_item_id, product_id, variable_value_id, week_start)
            values (${item.item.id}, ${f.products.flatWithValues}, ${f.values.first}, ${f.monday(36)})`,
      ),
    ).rejects.toThrow();
  });
});

describe('PUT /campaign-item/{id} (the same rules; campaign editable)', () => {
  it('changes the item and moves its bookings', async () => {
    const campaign = await insertCampaign(t, { name: 'Úpravy', companyId: f.companies.acme });
    const added = ok(await addItem(vendor, campaign, flatWeek(40)));
    const changed = ok(
      await updateItem(vendor, added.item.id, {
        startDate: f.monday(41),
        endDate: addDays(f.monday(41), 13),
        variableValueIdes: [f.values.second],
        note: 'Posunuto',
      }),
    );
    expect(changed.item).toMatchObject({
      id: added.item.id,
      startDate: f.monday(41),
      price: 90_000,
      note: 'Posunuto',
      variableValues: [{ id: f.values.second, name: 'Pozice 2' }],
    });
    expect(changed.campaign).toMatchObject({ campaignItemsCount: 1, totalPrice: 90_000 });
    const bookings = await t.database.db
      .select({ weekStart: flatRateBookings.weekStart, variableValueId: flatRateBookings.variableValueId })
      .from(flatRateBookings)
      .where(eq(flatRateBookings.campaignItemId, added.item.id))
      .orderBy(flatRateBookings.weekStart);
    expect(bookings).toEqual([
      { weekStart: f.monday(41), variableValueId: f.values.second },
      { weekStart: f.monday(42), variableValueId: f.values.second },
    ]);
    // The old week is free again; the item does not block itself when it keeps a week.
    ok(await addItem(vendor, acmeCampaign, flatWeek(40)));
    ok(await updateItem(vendor, added.item.id, { ...flatWeek(42, () => f.values.second) }));
  });

  it('applies every rule of ordering, with field errors', async () => {
    const added = ok(await addItem(vendor, acmeCampaign, cpmOrder()));
    const errors = fieldErrors(
      await updateItem(vendor, added.item.id, {
        ...cpmOrder(),
        orderedAmount: 2_000_000_001,
        customProductPrice: 1,
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['customProductPrice', 'orderedAmount']);
  });

  it('refuses a week taken by another item', async () => {
    ok(await addItem(vendor, acmeCampaign, flatWeek(44)));
    const mine = ok(await addItem(vendor, acmeCampaign, flatWeek(45)));
    expectError(await updateItem(vendor, mine.item.id, flatWeek(44)), 409, 'slot_taken');
    // Nothing changed: the item keeps its week.
    expect(
      await count(
        t,
        sql`select count(*) from flat_rate_bookings where campaign_item_id = ${mine.item.id} and week_start = ${f.monday(45)}`,
      ),
    ).toBe(1);
  });

  it('keeps an unchanged start in the past, refuses moving it into the past', async () => {
    const [item] = await t.database.db
      .insert(campaignItems)
      .values({
        campaignId: acmeCampaign,
        productId: f.products.cpm,
        startDate: addDays(f.today, -10),
        endDate: addDays(f.today, 20),
        orderedAmount: 150_000,
        unitPrice: '180.00',
        price: '27000.00',
      })
      .returning({ id: campaignItems.id });
    const keep = { startDate: addDays(f.today, -10), endDate: addDays(f.today, 30), orderedAmount: 200_000 };
    expect(ok(await updateItem(vendor, item!.id, keep)).item.price).toBe(36_000);
    const errors = fieldErrors(
      await updateItem(vendor, item!.id, { ...keep, startDate: addDays(f.today, -9) }),
    );
    expect(Object.keys(errors)).toEqual(['startDate']);
  });

  it('refuses a buyer once the campaign is not editable, and a retailer while online, paused or canceled', async () => {
    const campaign = await insertCampaign(t, { name: 'Needitovatelná', companyId: f.companies.acme });
    const added = ok(await addItem(vendor, campaign, cpmOrder()));
    await setCampaignState(t, campaign, CampaignStateId.SasCheck);
    const body = expectError(
      await updateItem(vendor, added.item.id, cpmOrder()),
      409,
      'campaign_not_editable',
    );
    expect(body.message).toBe('Kampaň v tomto stavu nelze upravovat.');
    ok(await updateItem(retailer, added.item.id, cpmOrder()));
    await setCampaignState(t, campaign, CampaignStateId.Approved);
    ok(await updateItem(retailer, added.item.id, cpmOrder()));
    for (const state of [CampaignStateId.Online, CampaignStateId.Paused, CampaignStateId.Canceled]) {
      await setCampaignState(t, campaign, state);
      expectError(await updateItem(retailer, added.item.id, cpmOrder()), 409, 'campaign_not_editable');
    }
    await setCampaignState(t, campaign, CampaignStateId.UserCheck);
    ok(await updateItem(vendor, added.item.id, cpmOrder()));
  });
});

describe('PUT /campaign-item/check-availability', () => {
  const check = (token: string, body: Record<string, unknown>, language?: string) =>
    call(t.app, 'PUT', '/api/campaign-item/check-availability', {
      token,
      body,
      headers: language ? { 'accept-language': language } : {},
    });

  it("applies the caller's product visibility (allowed categories, internal categories)", async () => {
    const period = { startDate: f.monday(1), endDate: addDays(f.monday(1), 6) };
    expectError(await check(vendor, { ...period, productId: f.products.internal }), 404, 'product_not_found');
    expect((await check(retailer, { ...period, productId: f.products.internal })).json()).toMatchObject({
      available: true,
    });
    const [other] = await rows<{ id: number }>(
      t,
      sql`select id from product_categories where id <> ${f.category} limit 1`,
    );
    await t.database.db
      .insert(userAllowedProductCategories)
      .values({ userId: f.users.vendor, categoryId: other!.id });
    try {
      expectError(await check(vendor, { ...period, productId: f.products.cpm }), 404, 'product_not_found');
      expect((await check(nordic, { ...period, productId: f.products.cpm })).statusCode).toBe(200);
      await t.database.db
        .insert(userAllowedProductCategories)
        .values({ userId: f.users.vendor, categoryId: f.category });
      expect((await check(vendor, { ...period, productId: f.products.cpm })).statusCode).toBe(200);
    } finally {
      await t.database.db
        .delete(userAllowedProductCategories)
        .where(eq(userAllowedProductCategories.userId, f.users.vendor));
    }
  });

  it('says a product without availability check is always available', async () => {
    for (const productId of [f.products.cpm, f.products.flatUnchecked]) {
      const response = await check(vendor, {
        productId,
        startDate: f.monday(1),
        endDate: addDays(f.monday(1), 13),
      });
      expect(response.json()).toEqual({ available: true, conflicts: [], message: null });
    }
  });

  it('lists the taken weeks of the chosen values, with a message in the caller language', async () => {
    const item = ok(
      await addItem(vendor, acmeCampaign, { ...flatWeek(50), endDate: addDays(f.monday(50), 13) }),
    );
    const period = {
      productId: f.products.flatWithValues,
      startDate: f.monday(49),
      endDate: addDays(f.monday(51), 6),
    };
    const taken = await check(nordic, { ...period, variableValueIdes: [f.values.first] }, 'en-GB');
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({
      available: false,
      conflicts: [
        {
          weekStart: f.monday(50),
          weekEnd: addDays(f.monday(50), 6),
          variableValue: { id: f.values.first, name: 'Pozice 1' },
        },
        {
          weekStart: f.monday(51),
          weekEnd: addDays(f.monday(51), 6),
          variableValue: { id: f.values.first, name: 'Pozice 1' },
        },
      ],
      message: expect.stringMatching(
        /^The product T_FLAT_VALUES \(test\) is already booked in the week .+ \(Pozice 1\)\.$/,
      ),
    });
    const free = await check(nordic, { ...period, variableValueIdes: [f.values.second] });
    expect(free.json()).toEqual({ available: true, conflicts: [], message: null });
    // The item being edited does not block itself, for its own buyer only.
    const own = await check(vendor, {
      ...period,
      variableValueIdes: [f.values.first],
      excludedCampaignItemId: item.item.id,
    });
    expect(own.json()).toMatchObject({ available: true });
    const foreign = await check(nordic, {
      ...period,
      variableValueIdes: [f.values.first],
      excludedCampaignItemId: item.item.id,
    });
    expect(foreign.json()).toMatchObject({ available: false });
  });

  it('applies the date and amount rules of the order form, as add-item does', async () => {
    ok(await addItem(vendor, acmeCampaign, flatWeek(52)));
    const flat = { productId: f.products.flatWithValues, variableValueIdes: [f.values.first] };
    // A flat-rate period starts on a Monday and lasts whole weeks.
    expect(
      fieldErrors(
        await check(vendor, {
          ...flat,
          startDate: addDays(f.monday(52), 6),
          endDate: addDays(f.monday(52), 6),
        }),
      ),
    ).toEqual({ startDate: ['Začátek musí být v pondělí.'] });
    expect(
      fieldErrors(
        await check(vendor, { ...flat, startDate: f.monday(52), endDate: addDays(f.monday(52), 3) }),
      ),
    ).toHaveProperty('endDate');
    // No start in the past, however far.
    expect(
      fieldErrors(await check(vendor, { ...flat, startDate: '2000-01-03', endDate: '2000-01-09' })),
    ).toHaveProperty('startDate');
    expect(
      fieldErrors(
        await check(vendor, { productId: f.products.cpm, startDate: '2000-01-03', endDate: f.monday(1) }),
      ),
    ).toHaveProperty('startDate');
    // The amount limit of the spec, and numbers no amount can be.
    const cpm = { productId: f.products.cpm, startDate: f.monday(1), endDate: f.monday(2) };
    expect(fieldErrors(await check(vendor, { ...cpm, orderedAmount: 2_000_000_001 }, 'en-GB'))).toEqual({
      orderedAmount: ['The value exceeds the maximum allowed limit, not to exceed 2,000,000,000.'],
    });
    expect(fieldErrors(await check(vendor, { ...cpm, orderedAmount: 1e308 }))).toHaveProperty(
      'orderedAmount',
    );
    expect((await check(vendor, { ...cpm, orderedAmount: 2_000_000_000 })).statusCode).toBe(200);
    // A period of more weeks than availability shows.
    expect(
      fieldErrors(
        await check(vendor, { ...flat, startDate: f.monday(1), endDate: addDays(f.monday(1), 7 * 200 - 1) }),
      ),
    ).toHaveProperty('endDate');
    // A far end is refused at once (it once walked weeks past the year 9999 without end).
    expect(
      fieldErrors(await check(vendor, { ...flat, startDate: f.monday(1), endDate: '9999-12-31' })),
    ).toHaveProperty('endDate');
    // The week in question is still reported taken.
    const taken = await check(vendor, {
      ...flat,
      startDate: f.monday(52),
      endDate: addDays(f.monday(52), 6),
    });
    expect(taken.json()).toMatchObject({ available: false, conflicts: [{ weekStart: f.monday(52) }] });
  });

  it('needs a variable value when the product has some, and a period in order', async () => {
    const period = {
      productId: f.products.flatWithValues,
      startDate: f.monday(1),
      endDate: addDays(f.monday(1), 6),
    };
    expect(fieldErrors(await check(vendor, period))).toEqual({
      variableValueIdes: ['Vyberte hodnotu cílení.'],
    });
    expect(
      fieldErrors(await check(vendor, { ...period, variableValueIdes: [f.values.multipleA] })),
    ).toHaveProperty('variableValueIdes');
    expect(
      fieldErrors(
        await check(vendor, { ...period, endDate: f.monday(0), variableValueIdes: [f.values.first] }),
      ),
    ).toHaveProperty('endDate');
    expectError(await check(vendor, { ...period, productId: f.products.inactive }), 404, 'product_not_found');
  });
});
