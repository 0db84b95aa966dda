import type { CampaignOption, CreateCampaignRequest } from '@portal/shared-contracts';
import { CampaignStateId } from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { campaigns, companies, users } from '../src/db/schema';
import { stateName } from '../src/i18n/state-names';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import { insertCampaign, insertUserWithRoles, rows } from './ordering-fixtures';

/**
 * POST /campaigns/create (spec, document 2 §5 "Campaign creation and editing"; document 1 §2 create-campaign
 * dialog and §6 roles) and GET /campaigns, the existing-campaign choice of the order form.
 */
let t: TestApp;
let vendor: string;
let agency: string;
let retailer: string;
let sales: string;
const ids = {} as Record<
  | 'acme'
  | 'nordic'
  | 'bella'
  | 'mediamax'
  | 'retailerCompany'
  | 'vendor'
  | 'marketing'
  | 'nordicUser'
  | 'bellaUser'
  | 'agency'
  | 'retailer'
  | 'sales'
  | 'sales2'
  | 'inactive',
  number
>;

const idOf = async (query: ReturnType<typeof sql>) => Number((await rows<{ id: number }>(t, query))[0]!.id);

beforeAll(async () => {
  t = await createTestApp();
  [vendor, agency, retailer, sales] = await Promise.all([
    loginAs(t.app, 'vendor@portal.test'),
    loginAs(t.app, 'agency@portal.test'),
    loginAs(t.app, 'retailer@portal.test'),
    loginAs(t.app, 'sales@portal.test'),
  ]);
  const company = (name: string) => idOf(sql`select id from companies where name = ${name}`);
  const user = (email: string) => idOf(sql`select id from users where email = ${email}`);
  Object.assign(ids, {
    acme: await company('Acme Foods'),
    nordic: await company('Nordic Drinks a.s.'),
    bella: await company('Bella Cosmetics s.r.o.'),
    mediamax: await company('MediaMax Agency s.r.o.'),
    retailerCompany: await company('Portal Retail a.s.'),
    vendor: await user('vendor@portal.test'),
    marketing: await user('marketing@portal.test'),
    nordicUser: await user('nordic@portal.test'),
    bellaUser: await user('bella@portal.test'),
    agency: await user('agency@portal.test'),
    retailer: await user('retailer@portal.test'),
    sales: await user('sales@portal.test'),
    sales2: await user('sales2@portal.test'),
    inactive: await user('inactive@portal.test'),
  });
});
afterAll(() => t.close());

const create = (token: string, body: Partial<CreateCampaignRequest>, language?: string) =>
  call(t.app, 'POST', '/api/campaigns/create', {
    token,
    body,
    headers: language ? { 'accept-language': language } : {},
  });

async function created(response: LightMyRequestResponse) {
  if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}: ${response.body}`);
  const { id } = response.json<{ id: number }>();
  const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}

function fieldErrors(response: LightMyRequestResponse): Record<string, string[]> {
  return expectError(response, 400, 'validation_failed').fieldErrors as Record<string, string[]>;
}

describe('POST /campaigns/create', () => {
  describe('campaign name', () => {
    it('must not be empty', async () => {
      expect(fieldErrors(await create(vendor, { name: '   ' }))).toEqual({
        name: ['Název kampaně nesmí být prázdný.'],
      });
      expect(fieldErrors(await create(vendor, { name: '' }, 'en-GB'))).toEqual({
        name: ['The campaign name must not be empty.'],
      });
      expect(fieldErrors(await create(vendor, { name: '' }, 'pl-PL'))).toEqual({
        name: ['Nazwa kampanii nie może być pusta.'],
      });
    });

    it('is stored trimmed', async () => {
      expect((await created(await create(vendor, { name: '  Jarní akce  ' }))).name).toBe('Jarní akce');
    });
  });

  describe('a vendor', () => {
    it('orders for its own company as its own contact; the sales person is its first one', async () => {
      const row = await created(await create(vendor, { name: 'Vendor – vlastní' }));
      expect(row).toMatchObject({
        companyId: ids.acme,
        companyContactId: ids.vendor,
        salesPersonId: ids.sales,
        agencyId: null,
        agencyContactId: null,
        stateId: CampaignStateId.InProcess,
        createdByUserId: ids.vendor,
        itemsCount: 0,
        totalPrice: '0.00',
      });
    });

    it('may send back its own company, contact and default sales person', async () => {
      await created(
        await create(vendor, {
          name: 'Vendor – s poli',
          companyId: ids.acme,
          companyContactId: ids.vendor,
          salesPersonId: ids.sales,
        }),
      );
    });

    it('cannot name an agency, another company, another contact or another sales person', async () => {
      // Another tenant's company is refused by the access layer before the rest of the form is read.
      expect(fieldErrors(await create(vendor, { name: 'Vendor – cizí', companyId: ids.nordic }))).toEqual({
        companyId: ['Za tuto firmu nemůžete objednávat.'],
      });
      expect(
        fieldErrors(
          await create(vendor, {
            name: 'Vendor – cizí',
            companyContactId: ids.marketing,
            salesPersonId: ids.sales2,
            agencyId: ids.mediamax,
            agencyContactId: ids.agency,
          }),
        ),
      ).toEqual({
        companyContactId: ['Kontaktní osoba musí být aktivní uživatel zvolené firmy.'],
        agencyId: ['Agenturu a její kontaktní osobu může zvolit jen prodejce.'],
        agencyContactId: ['Agenturu a její kontaktní osobu může zvolit jen prodejce.'],
        salesPersonId: ['Obchodníka může zvolit jen prodejce.'],
      });
    });
  });

  describe('an agency', () => {
    it('needs a company', async () => {
      expect(fieldErrors(await create(agency, { name: 'Agentura – bez firmy' }))).toEqual({
        companyId: ['Vyberte firmu inzerenta.'],
      });
    });

    it('orders only for its vendor companies', async () => {
      for (const companyId of [ids.bella, ids.mediamax, ids.retailerCompany]) {
        expect(fieldErrors(await create(agency, { name: 'Agentura – cizí', companyId }))).toEqual({
          companyId: ['Za tuto firmu nemůžete objednávat.'],
        });
      }
    });

    it("is the campaign's agency and agency contact; the contact's first sales person is the default", async () => {
      const row = await created(
        await create(agency, {
          name: 'Agentura – Acme',
          companyId: ids.acme,
          companyContactId: ids.marketing,
        }),
      );
      expect(row).toMatchObject({
        companyId: ids.acme,
        companyContactId: ids.marketing,
        agencyId: ids.mediamax,
        agencyContactId: ids.agency,
        salesPersonId: ids.sales,
        createdByUserId: ids.agency,
      });
      const nordic = await created(
        await create(agency, {
          name: 'Agentura – Nordic',
          companyId: ids.nordic,
          companyContactId: ids.nordicUser,
        }),
      );
      expect(nordic).toMatchObject({ salesPersonId: ids.sales2, agencyId: ids.mediamax });
      const withoutContact = await created(
        await create(agency, { name: 'Agentura – bez kontaktu', companyId: ids.acme }),
      );
      expect(withoutContact).toMatchObject({ companyContactId: null, salesPersonId: null });
    });

    it('names a contact of the chosen company only, and no other agency', async () => {
      expect(
        fieldErrors(
          await create(agency, {
            name: 'Agentura – špatný kontakt',
            companyId: ids.acme,
            companyContactId: ids.nordicUser,
            agencyId: ids.bella,
          }),
        ),
      ).toEqual({
        companyContactId: ['Kontaktní osoba musí být aktivní uživatel zvolené firmy.'],
        agencyId: ['Agenturu a její kontaktní osobu může zvolit jen prodejce.'],
      });
      expect(
        fieldErrors(
          await create(agency, {
            name: 'Agentura – neaktivní',
            companyId: ids.acme,
            companyContactId: ids.inactive,
          }),
        ),
      ).toHaveProperty('companyContactId');
    });
  });

  describe('retailer staff', () => {
    it('need an active vendor company', async () => {
      expect(fieldErrors(await create(retailer, { name: 'Prodejce – bez firmy' }))).toEqual({
        companyId: ['Vyberte firmu inzerenta.'],
      });
      for (const companyId of [ids.mediamax, ids.retailerCompany, 2_000_000_000]) {
        expect(fieldErrors(await create(retailer, { name: 'Prodejce – ne dodavatel', companyId }))).toEqual({
          companyId: ['Za tuto firmu nemůžete objednávat.'],
        });
      }
      const inactive = await t.database.db
        .insert(companies)
        .values({ name: 'Zaniklá s.r.o.', type: 'vendor', active: false })
        .returning({ id: companies.id });
      expect(
        fieldErrors(await create(retailer, { name: 'Prodejce – zaniklá', companyId: inactive[0]!.id })),
      ).toEqual({ companyId: ['Za tuto firmu nemůžete objednávat.'] });
    });

    it('order for any vendor, with a contact of it and an agency acting for it', async () => {
      const row = await created(
        await create(retailer, {
          name: 'Prodejce – plná',
          companyId: ids.nordic,
          companyContactId: ids.nordicUser,
          agencyId: ids.mediamax,
          agencyContactId: ids.agency,
          salesPersonId: ids.sales,
        }),
      );
      expect(row).toMatchObject({
        companyId: ids.nordic,
        companyContactId: ids.nordicUser,
        agencyId: ids.mediamax,
        agencyContactId: ids.agency,
        salesPersonId: ids.sales,
        createdByUserId: ids.retailer,
        stateId: CampaignStateId.InProcess,
      });
    });

    it('refuse a contact of another company, an agency not acting for the vendor and a stray agency contact', async () => {
      expect(
        fieldErrors(
          await create(retailer, {
            name: 'Prodejce – chyby',
            companyId: ids.bella,
            companyContactId: ids.vendor,
            agencyId: ids.mediamax,
          }),
        ),
      ).toEqual({
        companyContactId: ['Kontaktní osoba musí být aktivní uživatel zvolené firmy.'],
        agencyId: ['Zvolená agentura nezastupuje tuto firmu.'],
      });
      expect(
        fieldErrors(
          await create(retailer, {
            name: 'Prodejce – kontakt bez agentury',
            companyId: ids.acme,
            agencyContactId: ids.agency,
          }),
        ),
      ).toEqual({
        agencyContactId: ['Kontaktní osoba agentury musí být aktivní uživatel zvolené agentury.'],
      });
      expect(
        fieldErrors(
          await create(retailer, {
            name: 'Prodejce – cizí kontakt agentury',
            companyId: ids.acme,
            agencyId: ids.mediamax,
            agencyContactId: ids.vendor,
          }),
        ),
      ).toEqual({
        agencyContactId: ['Kontaktní osoba agentury musí být aktivní uživatel zvolené agentury.'],
      });
    });

    it('choose an active sales person only', async () => {
      for (const salesPersonId of [ids.retailer, ids.vendor, 2_000_000_000]) {
        expect(
          fieldErrors(
            await create(retailer, { name: 'Prodejce – obchodník', companyId: ids.acme, salesPersonId }),
          ),
        ).toEqual({ salesPersonId: ['Obchodník musí být aktivní uživatel s rolí obchodníka.'] });
      }
      await t.database.db.update(users).set({ active: false }).where(eq(users.id, ids.sales2));
      try {
        expect(
          fieldErrors(
            await create(retailer, {
              name: 'Prodejce – neaktivní',
              companyId: ids.acme,
              salesPersonId: ids.sales2,
            }),
          ),
        ).toHaveProperty('salesPersonId');
      } finally {
        await t.database.db.update(users).set({ active: true }).where(eq(users.id, ids.sales2));
      }
    });

    it("default the sales person to the contact's first, else to a retailer who is a sales person", async () => {
      const byContact = await created(
        await create(retailer, {
          name: 'Výchozí – kontakt',
          companyId: ids.bella,
          companyContactId: ids.bellaUser,
        }),
      );
      expect(byContact.salesPersonId).toBe(ids.sales2);
      const bySalesRetailer = await created(
        await create(sales, { name: 'Výchozí – prodejce', companyId: ids.bella }),
      );
      expect(bySalesRetailer.salesPersonId).toBe(ids.sales);
      const none = await created(await create(retailer, { name: 'Výchozí – nikdo', companyId: ids.bella }));
      expect(none.salesPersonId).toBeNull();
    });
  });

  it('records an audit event', async () => {
    const row = await created(await create(vendor, { name: 'Auditovaná' }));
    const events = await rows<{ action: string; user_id: number }>(
      t,
      sql`select action, user_id from audit_events where entity_type = 'campaign' and entity_id = ${String(row.id)}`,
    );
    expect(events).toEqual([{ action: 'campaign.created', user_id: ids.vendor }]);
  });

  it('answers 401 without a session and 403 without an ordering role', async () => {
    expectError(
      await call(t.app, 'POST', '/api/campaigns/create', { body: { name: 'x' } }),
      401,
      'unauthorized',
    );
    await insertUserWithRoles(t, 'jen.traffic@portal.test', ['trafficker']);
    const token = await loginAs(t.app, 'jen.traffic@portal.test');
    expectError(await create(token, { name: 'Trafficker' }), 403, 'forbidden');
    expectError(await call(t.app, 'GET', '/api/campaigns', { token }), 403, 'forbidden');
  });
});

describe('GET /campaigns (the order form choice of an existing campaign)', () => {
  const options = async (token: string, query = '') => {
    const response = await call(t.app, 'GET', `/api/campaigns${query}`, { token });
    if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}: ${response.body}`);
    return response.json<CampaignOption[]>();
  };
  const tenancy = async (where: ReturnType<typeof sql>) =>
    (
      await rows<{ id: number }>(t, sql`select id from campaigns where ${where} order by id desc limit 200`)
    ).map((row) => Number(row.id));

  it("lists the caller's campaigns newest first", async () => {
    expect((await options(vendor)).map((row) => row.id)).toEqual(
      await tenancy(sql`company_id = ${ids.acme}`),
    );
    expect((await options(agency)).map((row) => row.id)).toEqual(
      await tenancy(sql`company_id in (${ids.acme}, ${ids.nordic})`),
    );
    expect((await options(retailer)).map((row) => row.id)).toEqual(await tenancy(sql`true`));
  });

  it('describes each with its company, state and itemAdditionAllowed', async () => {
    const id = await insertCampaign(t, { name: 'Volba – rezervovaná', companyId: ids.acme, stateId: 12 });
    const forVendor = (await options(vendor)).find((row) => row.id === id);
    expect(forVendor).toEqual({
      id,
      name: 'Volba – rezervovaná',
      company: { id: ids.acme, name: 'Acme Foods' },
      campaignState: {
        id: 12,
        identifier: 'reserved',
        name: 'Rezervovaná',
        canSendForCheck: false,
        canEdit: false,
        canApprove: false,
      },
      itemAdditionAllowed: false,
    });
    expect((await options(retailer)).find((row) => row.id === id)?.itemAdditionAllowed).toBe(true);
    expect((await options(agency)).find((row) => row.id === id)?.itemAdditionAllowed).toBe(true);
  });

  it('filters by company and by itemAdditionAllowed', async () => {
    const byCompany = await options(retailer, `?companyId=${ids.bella}`);
    expect(byCompany.length).toBeGreaterThan(0);
    expect(byCompany.every((row) => row.company.id === ids.bella)).toBe(true);

    const open = await options(vendor, '?itemAdditionAllowed=true');
    expect(open.map((row) => row.id)).toEqual(
      await tenancy(sql`company_id = ${ids.acme} and state_id in (1, 3)`),
    );
    expect(open.every((row) => row.itemAdditionAllowed)).toBe(true);
    const openForRetailer = await options(retailer, `?companyId=${ids.acme}&itemAdditionAllowed=true`);
    expect(openForRetailer.map((row) => row.id)).toEqual(
      await tenancy(sql`company_id = ${ids.acme} and state_id in (1, 3, 12)`),
    );
    expect(await options(vendor, `?companyId=${ids.nordic}`)).toEqual([]);
    expect((await options(vendor, '?itemAdditionAllowed=false')).length).toBe((await options(vendor)).length);
  });

  it('lists at most 200', async () => {
    await t.database.db
      .insert(campaigns)
      .values(
        Array.from({ length: 210 }, (_, index) => ({ name: `Hromadná ${index}`, companyId: ids.bella })),
      );
    const all = await options(retailer);
    expect(all).toHaveLength(200);
    expect(all[0]!.name).toBe('Hromadná 209');
  });

  it('refuses a malformed query', async () => {
    expectError(
      await call(t.app, 'GET', '/api/campaigns?companyId=abc', { token: vendor }),
      400,
      'validation_failed',
    );
    expectError(
      await call(t.app, 'GET', '/api/campaigns?itemAdditionAllowed=yes', { token: vendor }),
      400,
      'validation_failed',
    );
  });

  it("names the states in the caller's language: Accept-Language, else the saved locale", async () => {
    const [retailerUser] = await rows<{ id: number }>(
      t,
      sql`select id from users where email = 'retailer@portal.test'`,
    );
    const save = (locale: string, token: string) =>
      call(t.app, 'PUT', `/api/users/update-preferred-locale/${retailerUser!.id}`, {
        token,
        body: { locale },
      });
    expect((await save('pl-PL', retailer)).statusCode).toBe(200);
    try {
      const polish = await loginAs(t.app, 'retailer@portal.test');
      const [first] = await options(polish);
      const english = await call(t.app, 'GET', '/api/campaigns', {
        token: polish,
        headers: { 'accept-language': 'en-GB' },
      });
      const state = first!.campaignState.identifier;
      expect(first!.campaignState.name).toBe(stateName(state, 'pl'));
      expect(english.json<CampaignOption[]>()[0]!.campaignState.name).toBe(stateName(state, 'en'));
    } finally {
      await save('cs-CZ', retailer);
    }
  });
});
