import { CAMPAIGN_ITEM_STATES, CAMPAIGN_STATES, type CampaignFilterData } from '@portal/shared-contracts';
import { asc, eq } from 'drizzle-orm';
import { campaignItemStates, campaignStates, users } from '../src/db/schema';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import { stateName } from '../src/i18n/state-names';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function filterData(token: string): Promise<CampaignFilterData> {
  const response = await call(t.app, 'GET', '/api/campaigns/filterData', { token });
  if (response.statusCode !== 200)
    throw new Error(`filterData answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

const names = (options: { name: string }[]) => options.map((option) => option.name);

const ACME_CONTACTS = ['Igor Neaktivní', 'Markéta Horáková', 'Vojtěch Dodavatel'];
const NORDIC_CONTACTS = ['Nina Severová'];
const BELLA_CONTACTS = ['Barbora Krásná', 'Ondřej Zavřený'];

describe('GET /api/campaigns/filterData', () => {
  it('needs a session', async () => {
    expectError(await call(t.app, 'GET', '/api/campaigns/filterData'), 401, 'unauthorized');
  });

  it('offers every state, in id order, with identifiers and names', async () => {
    const { states } = await filterData(await loginAs(t.app, 'vendor@portal.test'));
    expect(states).toEqual(
      CAMPAIGN_STATES.map(({ id, identifier }) => ({ id, identifier, name: stateName(identifier, 'cs') })),
    );
    expect(states.map((state) => state.identifier)).toEqual([
      'in-process',
      'sas-check',
      'user-check',
      'approved',
      'creative-waiting-for-approval',
      'creative-returned',
      'prepared',
      'online',
      'closed',
      'paused',
      'canceled',
      'reserved',
    ]);
  });

  it('offers a retailer every vendor company, their users and every sales person', async () => {
    const data = await filterData(await loginAs(t.app, 'retailer@portal.test'));
    expect(names(data.companies)).toEqual(['Acme Foods', 'Bella Cosmetics s.r.o.', 'Nordic Drinks a.s.']);
    expect(names(data.companyContacts)).toEqual(
      [...ACME_CONTACTS, ...NORDIC_CONTACTS, ...BELLA_CONTACTS].sort(new Intl.Collator('und').compare),
    );
    const companyOf = new Map(data.companies.map((company) => [company.id, company.name]));
    for (const contact of data.companyContacts) {
      const company = companyOf.get(contact.companyId);
      const expected = ACME_CONTACTS.includes(contact.name)
        ? 'Acme Foods'
        : NORDIC_CONTACTS.includes(contact.name)
          ? 'Nordic Drinks a.s.'
          : 'Bella Cosmetics s.r.o.';
      expect(company).toBe(expected);
    }
    expect(names(data.salesPersons)).toEqual(['Petr Novák', 'Simona Obchodní']);
  });

  it('offers a vendor only its own company and colleagues', async () => {
    const data = await filterData(await loginAs(t.app, 'vendor@portal.test'));
    expect(names(data.companies)).toEqual(['Acme Foods']);
    expect(names(data.companyContacts)).toEqual(ACME_CONTACTS);
    expect(data.companyContacts.every((contact) => contact.companyId === data.companies[0]!.id)).toBe(true);
    // The sales persons of its campaigns and its own.
    expect(names(data.salesPersons)).toEqual(['Petr Novák', 'Simona Obchodní']);

    const bella = await filterData(await loginAs(t.app, 'bella@portal.test'));
    expect(names(bella.companies)).toEqual(['Bella Cosmetics s.r.o.']);
    expect(names(bella.companyContacts)).toEqual(BELLA_CONTACTS);
  });

  it('offers an agency the vendor companies it acts for', async () => {
    const data = await filterData(await loginAs(t.app, 'agency@portal.test'));
    expect(names(data.companies)).toEqual(['Acme Foods', 'Nordic Drinks a.s.']);
    expect(names(data.companyContacts)).toEqual(
      [...ACME_CONTACTS, ...NORDIC_CONTACTS].sort(new Intl.Collator('und').compare),
    );
    expect(names(data.salesPersons)).toEqual(['Petr Novák', 'Simona Obchodní']);
  });

  it('offers an impersonated session what the buyer is offered', async () => {
    const retailer = await loginAs(t.app, 'retailer@portal.test');
    const bella = await filterData(await loginAs(t.app, 'bella@portal.test'));
    const [bellaUser] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'bella@portal.test'));
    const impersonated = await call(t.app, 'POST', '/api/auth/login-as-user', {
      token: retailer,
      body: { id: bellaUser!.id },
    });
    expect(await filterData(impersonated.json<{ token: string }>().token)).toEqual(bella);
  });

  it("offers Nordic's vendor only Nordic, with the sales persons of its campaigns", async () => {
    const data = await filterData(await loginAs(t.app, 'nordic@portal.test'));
    expect(names(data.companies)).toEqual(['Nordic Drinks a.s.']);
    expect(names(data.companyContacts)).toEqual(NORDIC_CONTACTS);
    expect(names(data.salesPersons)).toEqual(['Petr Novák', 'Simona Obchodní']);
  });
});

describe('state reference data', () => {
  it('the database holds exactly the state ids and identifiers of shared-contracts', async () => {
    const { db } = t.database;
    expect(await db.select().from(campaignStates).orderBy(asc(campaignStates.id))).toEqual(
      CAMPAIGN_STATES.map(({ id, identifier }) => ({ id, identifier })),
    );
    expect(await db.select().from(campaignItemStates).orderBy(asc(campaignItemStates.id))).toEqual(
      CAMPAIGN_ITEM_STATES.map(({ id, identifier }) => ({ id, identifier })),
    );
  });

  it('names every state in each language the API speaks', () => {
    for (const { identifier } of [...CAMPAIGN_STATES, ...CAMPAIGN_ITEM_STATES])
      for (const language of ['cs', 'en', 'pl'] as const)
        expect(stateName(identifier, language)).not.toBe(identifier);
  });
});
