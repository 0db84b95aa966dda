import {
  type ActiveLandingPageType,
  type CreativeChanges,
  type LandingPage,
  type LandingPageFilterData,
  type LandingPagePage,
  type LandingPageSasInfo,
  type LandingPageSummary,
  type LandingPageType,
} from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { impersonate, loginCampaignUsers } from './campaign-fixtures';
import { formatFields, get, png, postFile } from './creative-fixtures';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import { rows } from './ordering-fixtures';

/**
 * Landing pages and their types end to end through the API (spec 000 §3 "Landing page", §4, §6;
 * 001 §5 "Landing pages and their types", §7 "Landing pages"): the types' CRUD and their rules, the
 * list and its filter within tenancy, a vendor making a page of a type in a shop the type allows,
 * filling its fields (texts by their rules, images checked from their bytes), sending it, the
 * retailer returning it with a note, the changes since, the approval, the buyer's mails, and every
 * other tenant and role refused.
 */
let t: TestApp;
let vendor: string;
let nordic: string;
let agency: string;
let retailer: string;
let salesOnly: string;
let admin: string;
let impersonatedVendor: string;
let ids: { acme: number; nordic: number; bella: number; shop: number; otherShop: number };

const DEMO_NOW = '2026-11-22T10:00:00+01:00';
const PAGE_FORMAT = 'Obsah stránky – text a obrázek';

const post = (token: string, url: string, body?: unknown) => call(t.app, 'POST', url, { token, body });
const put = (token: string, url: string, body: unknown) => call(t.app, 'PUT', url, { token, body });
const json = async <T>(response: Promise<{ statusCode: number; body: string; json: <U>() => U }>) => {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(`${answer.statusCode}: ${answer.body}`);
  return answer.json<T>();
};
/** A save of a type as its card makes it: with the version the type has now (read just before). */
const putType = async (token: string, typeId: number, body: object) => {
  const read = await call(t.app, 'GET', `/api/landing-page-types/${typeId}`, { token: admin });
  const version = read.statusCode === 200 ? read.json<LandingPageType>().version : 1;
  return put(token, `/api/landing-page-types/${typeId}`, { version, ...body });
};
const typeNamed = async (name: string) =>
  (await json<LandingPageType[]>(get(t, vendor, '/api/landing-page-types'))).find(
    (type) => type.name === name,
  )!;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(DEMO_NOW);
  ({ vendor, nordic, agency, retailer, salesOnly } = await loginCampaignUsers(t));
  admin = await loginAs(t.app, 'admin@portal.test');
  impersonatedVendor = await impersonate(t, retailer, 'vendor@portal.test');
  const companies = await rows<{ id: number; name: string }>(t, sql`select id, name from companies`);
  const company = (name: string) => Number(companies.find((row) => row.name === name)!.id);
  const [shop] = await rows<{ id: number }>(t, sql`select id from targets order by id limit 1`);
  const [other] = await rows<{ id: number }>(
    t,
    sql`insert into targets (name, domain_url) values ('Druhý e-shop', 'https://www.druhy-eshop.cz/') returning id`,
  );
  ids = {
    acme: company('Acme Foods'),
    nordic: company('Nordic Drinks a.s.'),
    bella: company('Bella Cosmetics s.r.o.'),
    shop: Number(shop!.id),
    otherShop: Number(other!.id),
  };
});
afterAll(() => t.close());

describe('the seeded types and pages', () => {
  it('give the demo pages a type of the page-content format and real values, some waiting', async () => {
    const types = await json<LandingPageType[]>(get(t, vendor, '/api/landing-page-types'));
    expect(types.map((type) => [type.name, type.active, type.creativeFormat.name])).toEqual([
      ['Produktová stránka (archiv)', false, PAGE_FORMAT],
      ['Sezónní kampaň', true, PAGE_FORMAT],
      ['Značková stránka', true, PAGE_FORMAT],
    ]);
    expect(types.find((type) => type.name === 'Sezónní kampaň')!.allowedTargets.map((s) => s.id)).toEqual([
      ids.shop,
    ]);
    const [untyped] = await rows<{ count: number }>(
      t,
      sql`select count(*)::int as count from landing_pages where type_id is null`,
    );
    expect(Number(untyped!.count)).toBe(0);
    const waiting = await rows<{ name: string }>(
      t,
      sql`select name from landing_pages where state = 'waiting-for-approval' order by waiting_since`,
    );
    expect(waiting.map((row) => row.name)).toEqual(['Acme – letní grilování', 'Nordic – jarní novinky']);
    const [approved] = await rows<{ id: number }>(
      t,
      sql`select id from landing_pages where name = 'Acme – značková stránka'`,
    );
    const page = await json<LandingPage>(get(t, vendor, `/api/landing-pages/${approved!.id}`));
    expect(page).toMatchObject({ creativeState: 'approved', filled: true, missingFields: [], notes: null });
    expect(page.fieldValues.map((value) => value.formatField.name)).toEqual([
      'headline',
      'description',
      'cta',
      'discount',
      'hero_image',
    ]);
    const image = page.fieldValues.find((value) => value.formatField.name === 'hero_image')!.file!;
    const served = await get(t, vendor, image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const draft = await rows<{ id: number }>(t, sql`select id from landing_pages where state = 'new'`);
    const fresh = await json<LandingPage>(get(t, retailer, `/api/landing-pages/${draft[0]!.id}`));
    expect(fresh.missingFields).toEqual(['Úvodní obrázek']);
  });
});

describe('landing page types', () => {
  it('are read by everyone who makes landing pages, not by others', async () => {
    const brand = await typeNamed('Značková stránka');
    expect(brand).toMatchObject({ allowedTargets: [], sizeExternalId: 1201 });
    expect(brand.landingPagesCount).toBeGreaterThan(0);
    expect((await get(t, agency, `/api/landing-page-types/${brand.id}`)).json()).toEqual(brand);
    expectError(await get(t, salesOnly, '/api/landing-page-types'), 403, 'forbidden');
    expectError(await call(t.app, 'GET', '/api/landing-page-types'), 401, 'unauthorized');
    expectError(await get(t, vendor, '/api/landing-page-types/999999'), 404, 'landing_page_type_not_found');
  });

  it('are created by administrators only, every issue of the form at once', async () => {
    const { formatId } = await formatFields(t, PAGE_FORMAT);
    const valid = {
      name: 'Mikrostránka',
      active: true,
      sizeExternalId: 1300,
      creativeFormatId: formatId,
      allowedTargetIds: [],
    };
    expectError(await post(retailer, '/api/landing-page-types', valid), 403, 'forbidden');
    expectError(await post(vendor, '/api/landing-page-types', valid), 403, 'forbidden');
    const schema = await post(admin, '/api/landing-page-types', {
      ...valid,
      name: '   ',
      sizeExternalId: 12.5,
    });
    expect(expectError(schema, 400, 'validation_failed').fieldErrors).toEqual({
      name: ['Zadejte název typu vstupní stránky.'],
      sizeExternalId: ['ID velikosti musí být celé kladné číslo.'],
    });
    const missing = await post(admin, '/api/landing-page-types', { name: 'x' });
    expect(Object.keys(expectError(missing, 400, 'validation_failed').fieldErrors as object).sort()).toEqual([
      'active',
      'allowedTargetIds',
      'creativeFormatId',
      'sizeExternalId',
    ]);
    const database = await post(admin, '/api/landing-page-types', {
      active: true,
      name: ' značková stránka ',
      sizeExternalId: 1,
      creativeFormatId: 999_999,
      allowedTargetIds: [ids.shop, 999_998],
    });
    expect(expectError(database, 400, 'validation_failed').fieldErrors).toEqual({
      name: ['Typ vstupní stránky s tímto názvem už existuje.'],
      creativeFormatId: ['Formát kreativy nebyl nalezen.'],
      allowedTargetIds: ['Cílové weby 999998 neexistují.'],
    });
    const created = await json<LandingPageType>(
      post(admin, '/api/landing-page-types', {
        ...valid,
        name: '  Mikrostránka  ',
        allowedTargetIds: [ids.otherShop],
      }),
    );
    expect(created).toMatchObject({
      name: 'Mikrostránka',
      active: true,
      sizeExternalId: 1300,
      creativeFormat: { id: formatId, name: PAGE_FORMAT },
      allowedTargets: [{ id: ids.otherShop, name: 'Druhý e-shop' }],
      landingPagesCount: 0,
    });
    const [audit] = await rows<{ action: string }>(
      t,
      sql`select action from audit_events where entity_type = 'landing-page-type' and entity_id = ${String(created.id)}`,
    );
    expect(audit?.action).toBe('landing-page-type.created');
  });

  it('are changed by administrators; the format of a type in use stays', async () => {
    const { formatId } = await formatFields(t, PAGE_FORMAT);
    const { formatId: otherFormat } = await formatFields(t, 'Banner – skyscraper 300×600');
    const brand = await typeNamed('Značková stránka');
    const body = {
      name: brand.name,
      active: brand.active,
      sizeExternalId: 1201,
      creativeFormatId: otherFormat,
      allowedTargetIds: brand.allowedTargetIds,
    };
    const refused = await putType(admin, brand.id, body);
    expect(expectError(refused, 409, 'landing_page_type_format_in_use').message).toMatch(
      /^Formát typu nelze změnit, \d+ vstupních stránek už má jeho pole\.$/,
    );
    expectError(await putType(retailer, brand.id, body), 403, 'forbidden');
    expectError(await putType(admin, 999_999, body), 404, 'landing_page_type_not_found');
    const micro = await typeNamed('Mikrostránka');
    const changed = await json<LandingPageType>(
      putType(admin, micro.id, {
        name: 'Mikrostránka 2',
        active: false,
        sizeExternalId: 1301,
        creativeFormatId: otherFormat,
        allowedTargetIds: [],
      }),
    );
    expect(changed).toMatchObject({
      name: 'Mikrostránka 2',
      active: false,
      allowedTargets: [],
      sizeExternalId: 1301,
    });
    const renamed = await json<LandingPageType>(
      putType(admin, micro.id, {
        name: 'Mikrostránka',
        active: true,
        sizeExternalId: 1300,
        creativeFormatId: formatId,
        allowedTargetIds: [ids.otherShop],
      }),
    );
    expect(renamed).toMatchObject({ name: 'Mikrostránka', active: true, creativeFormat: { id: formatId } });
  });

  it('offers the create dialog the active types with the shops each allows', async () => {
    const active = await json<ActiveLandingPageType[]>(get(t, vendor, '/api/landing-pages/active-types'));
    expect(active.map((type) => type.name)).toEqual(['Mikrostránka', 'Sezónní kampaň', 'Značková stránka']);
    const byName = (name: string) => active.find((type) => type.name === name)!;
    expect(byName('Sezónní kampaň')).toMatchObject({ allTargets: false, targets: [{ id: ids.shop }] });
    expect(byName('Mikrostránka')).toMatchObject({ allTargets: false, targets: [{ id: ids.otherShop }] });
    expect(byName('Značková stránka').allTargets).toBe(true);
    expect(
      byName('Značková stránka')
        .targets.map((target) => target.id)
        .sort(),
    ).toEqual([ids.shop, ids.otherShop].sort());
    expectError(await get(t, salesOnly, '/api/landing-pages/active-types'), 403, 'forbidden');
  });

  it('are deleted only when no page uses them (409 naming how many do)', async () => {
    const brand = await typeNamed('Značková stránka');
    const inUse = await call(t.app, 'DELETE', `/api/landing-page-types/${brand.id}`, {
      token: admin,
      headers: { 'accept-language': 'pl-PL' },
    });
    expect(expectError(inUse, 409, 'landing_page_type_in_use').message).toBe(
      `Nie można usunąć typu: używa go ${brand.landingPagesCount} stron docelowych.`,
    );
    const archive = await typeNamed('Produktová stránka (archiv)');
    expectError(
      await call(t.app, 'DELETE', `/api/landing-page-types/${archive.id}`, { token: retailer }),
      403,
      'forbidden',
    );
    const deleted = await call(t.app, 'DELETE', `/api/landing-page-types/${archive.id}`, { token: admin });
    expect(deleted.statusCode).toBe(204);
    expectError(
      await get(t, vendor, `/api/landing-page-types/${archive.id}`),
      404,
      'landing_page_type_not_found',
    );
    expectError(
      await call(t.app, 'DELETE', `/api/landing-page-types/${archive.id}`, { token: admin }),
      404,
      'landing_page_type_not_found',
    );
  });
});

describe('the list and its filter', () => {
  const namesOf = (pages: { name: string }[]) => pages.map((page) => page.name);
  const pagesOfDb = async (where = sql`true`) =>
    namesOf(await rows<{ name: string }>(t, sql`select name from landing_pages where ${where} order by id`));

  it("lists each caller's pages by its tenancy", async () => {
    const mine = await json<LandingPageSummary[]>(get(t, vendor, '/api/landing-pages'));
    expect(namesOf(mine).sort()).toEqual((await pagesOfDb(sql`company_id = ${ids.acme}`)).sort());
    expect(mine.every((page) => page.company.id === ids.acme)).toBe(true);
    const ofNordic = await json<LandingPageSummary[]>(get(t, nordic, '/api/landing-pages'));
    expect(ofNordic.every((page) => page.company.id === ids.nordic)).toBe(true);
    const ofAgency = await json<LandingPageSummary[]>(get(t, agency, '/api/landing-pages'));
    expect(ofAgency.length).toBe(mine.length + ofNordic.length);
    const all = await json<LandingPageSummary[]>(get(t, retailer, '/api/landing-pages'));
    expect(all.length).toBe((await pagesOfDb()).length);
    expectError(await get(t, salesOnly, '/api/landing-pages'), 403, 'forbidden');
  });

  it('filters by search, company, shop, state and active flag, pages and sorts on the server', async () => {
    const filter = (token: string, body: object) =>
      json<LandingPagePage>(
        post(token, '/api/landing-pages/filter', { firstResult: 0, maxResults: 50, ...body }),
      );
    expect(namesOf((await filter(vendor, { search: 'VÁNOCE' })).items)).toEqual(['Acme – Vánoce 2026']);
    expect(namesOf((await filter(vendor, { search: 'znacky/acme-bio' })).items)).toEqual([
      'Acme Bio – zdravá snídaně',
    ]);
    // Another tenant's company in the filter finds nothing of it.
    expect(await filter(vendor, { companyIdes: [ids.nordic] })).toEqual({ items: [], totalCount: 0 });
    const waiting = await filter(retailer, { states: ['waiting-for-approval'] });
    expect(namesOf(waiting.items).sort()).toEqual(['Acme – letní grilování', 'Nordic – jarní novinky']);
    expect(namesOf((await filter(agency, { active: false })).items)).toEqual(['Acme – Velikonoce 2026']);
    expect((await filter(retailer, { targetIdes: [ids.otherShop] })).totalCount).toBe(0);
    const byName = await filter(retailer, { sort: { name: 'name', direction: 'ASC' } });
    expect(namesOf(byName.items)).toEqual(namesOf(byName.items).sort(new Intl.Collator('und').compare));
    const total = byName.totalCount;
    const pages: string[] = [];
    for (let firstResult = 0; firstResult < total; firstResult += 3) {
      const page = await filter(retailer, {
        firstResult,
        maxResults: 3,
        sort: { name: 'name', direction: 'ASC' },
      });
      expect(page.totalCount).toBe(total);
      pages.push(...namesOf(page.items));
    }
    expect(pages).toEqual(namesOf(byName.items));
    const newest = await filter(retailer, {});
    expect(newest.items.map((page) => page.id)).toEqual(
      [...newest.items.map((page) => page.id)].sort((a, b) => b - a),
    );
    const byCompany = await filter(retailer, { sort: { name: 'company', direction: 'DESC' } });
    expect(byCompany.items[0]!.company.name).toBe('Nordic Drinks a.s.');
    const bad = await post(retailer, '/api/landing-pages/filter', { maxResults: 101, states: ['draft'] });
    expect(Object.keys(expectError(bad, 400, 'validation_failed').fieldErrors as object).sort()).toEqual([
      'maxResults',
      'states.0',
    ]);
  });

  it('offers the filter the companies within tenancy and the active shops', async () => {
    const ofVendor = await json<LandingPageFilterData>(get(t, vendor, '/api/landing-pages/filter-data'));
    expect(ofVendor.companies).toEqual([{ id: ids.acme, name: 'Acme Foods' }]);
    expect(ofVendor.targets.map((target) => target.id)).toEqual(
      expect.arrayContaining([ids.shop, ids.otherShop]),
    );
    expect(ofVendor.states).toEqual(['new', 'waiting-for-approval', 'returned', 'approved']);
    const ofAgency = await json<LandingPageFilterData>(get(t, agency, '/api/landing-pages/filter-data'));
    expect(ofAgency.companies.map((company) => company.id).sort()).toEqual([ids.acme, ids.nordic].sort());
    const ofRetailer = await json<LandingPageFilterData>(get(t, retailer, '/api/landing-pages/filter-data'));
    expect(ofRetailer.companies.map((company) => company.id)).toContain(ids.bella);
  });
});

describe('a vendor makes a landing page, the retailer reviews it', () => {
  let page: LandingPage;
  const value = (name: string) => page.fieldValues.find((candidate) => candidate.formatField.name === name)!;

  it('refuses a page without company (retailer, agency), of an inactive type, in a shop the type does not allow', async () => {
    const seasonal = await typeNamed('Sezónní kampaň');
    const base = { landingPageTypeId: seasonal.id, targetId: ids.shop, name: 'Nová stránka' };
    for (const token of [retailer, agency]) {
      const refused = await post(token, '/api/landing-pages/create', base);
      expect(expectError(refused, 400, 'validation_failed').fieldErrors).toEqual({
        companyId: ['Vyberte firmu, pro kterou vstupní stránku zakládáte.'],
      });
    }
    const notAllowed = await post(vendor, '/api/landing-pages/create', { ...base, targetId: ids.otherShop });
    expect(expectError(notAllowed, 400, 'validation_failed').fieldErrors).toEqual({
      targetId: ['Typ Sezónní kampaň pro tento cílový web není.'],
    });
    const micro = await typeNamed('Mikrostránka');
    await putType(admin, micro.id, {
      name: micro.name,
      active: false,
      sizeExternalId: micro.sizeExternalId,
      creativeFormatId: micro.creativeFormatId,
      allowedTargetIds: [ids.otherShop],
    });
    const inactive = await post(vendor, '/api/landing-pages/create', {
      ...base,
      landingPageTypeId: micro.id,
      targetId: 999_999,
      name: '   ',
    });
    expect(expectError(inactive, 400, 'validation_failed').fieldErrors).toEqual({
      name: ['Zadejte název vstupní stránky.'],
    });
    const both = await post(vendor, '/api/landing-pages/create', {
      ...base,
      landingPageTypeId: micro.id,
      targetId: 999_999,
    });
    expect(expectError(both, 400, 'validation_failed').fieldErrors).toEqual({
      landingPageTypeId: ['Typ vstupní stránky neexistuje nebo není aktivní.'],
      targetId: ['Cílový web neexistuje nebo není aktivní.'],
    });
    // Another tenant's company in the form is that field's error (docs/access.md).
    const foreign = await post(nordic, '/api/landing-pages/create', { ...base, companyId: ids.acme });
    expect(expectError(foreign, 400, 'validation_failed').fieldErrors).toEqual({
      companyId: ['Za tuto firmu nemůžete objednávat.'],
    });
    expectError(await post(salesOnly, '/api/landing-pages/create', base), 403, 'forbidden');
    const [count] = await rows<{ count: number }>(
      t,
      sql`select count(*)::int as count from landing_pages where name = 'Nová stránka'`,
    );
    expect(Number(count!.count)).toBe(0);
  });

  it('makes a page of a type that allows every shop, for the vendor’s own company, with its address', async () => {
    const brand = await typeNamed('Značková stránka');
    page = await json<LandingPage>(
      post(vendor, '/api/landing-pages/create', {
        landingPageTypeId: brand.id,
        targetId: ids.otherShop,
        name: '  Acme – Zimní čokolády  ',
      }),
    );
    expect(page).toMatchObject({
      name: 'Acme – Zimní čokolády',
      url: `https://www.druhy-eshop.cz/znacky/${page.id}-acme-zimni-cokolady`,
      creativeState: 'new',
      active: true,
      company: { id: ids.acme, name: 'Acme Foods' },
      target: { id: ids.otherShop, name: 'Druhý e-shop' },
      type: { id: brand.id, name: 'Značková stránka', sizeExternalId: 1201 },
      format: { name: PAGE_FORMAT },
      version: 1,
      filled: false,
      missingFields: ['Nadpis', 'Popis', 'Úvodní obrázek'],
      canEdit: true,
      canSendForCheck: false,
      canReview: false,
      waitingSince: null,
    });
    expect(page.fieldValues).toHaveLength(5);
    // An agency names the company it acts for.
    const forAcme = await json<LandingPage>(
      post(agency, '/api/landing-pages/create', {
        landingPageTypeId: brand.id,
        targetId: ids.shop,
        companyId: ids.nordic,
        name: 'Nordic – pro agenturu',
      }),
    );
    expect(forAcme.company.id).toBe(ids.nordic);
  });

  it('saves texts by their field rules, trimmed; the name, the active flag; a new version when changed', async () => {
    const tooLong = await put(vendor, `/api/landing-pages/${page.id}`, {
      name: page.name,
      active: true,
      fieldValues: [
        { fieldId: value('headline').formatField.id, text: 'x'.repeat(61) },
        { fieldId: value('discount').formatField.id, text: '7' },
        { fieldId: value('hero_image').formatField.id, text: 'not a file' },
        { fieldId: 999_999, text: 'x' },
      ],
    });
    expect(expectError(tooLong, 400, 'validation_failed').fieldErrors).toEqual({
      'fieldValues.0.text': ['Pole Nadpis může mít nejvýše 60 znaků.'],
      'fieldValues.1.text': [expect.stringContaining('5')],
      'fieldValues.2.text': [expect.any(String)],
      'fieldValues.3.fieldId': [expect.any(String)],
    });
    page = await json<LandingPage>(
      put(vendor, `/api/landing-pages/${page.id}`, {
        name: 'Acme – Zimní čokoládový svět',
        active: false,
        fieldValues: [
          { fieldId: value('headline').formatField.id, text: '  Zimní čokoládový svět  ' },
          { fieldId: value('description').formatField.id, text: 'Horká čokoláda, pralinky a dárky.' },
          { fieldId: value('discount').formatField.id, text: '15' },
        ],
      }),
    );
    expect(page).toMatchObject({ name: 'Acme – Zimní čokoládový svět', active: false, version: 2 });
    expect(value('headline').text).toBe('Zimní čokoládový svět');
    expect(page.url).toBe(`https://www.druhy-eshop.cz/znacky/${page.id}-acme-zimni-cokolady`);
    expect(page.missingFields).toEqual(['Úvodní obrázek']);
    // A save that changes nothing keeps the version.
    const same = await json<LandingPage>(
      put(vendor, `/api/landing-pages/${page.id}`, { name: page.name, active: false, fieldValues: [] }),
    );
    expect(same.version).toBe(2);
  });

  it('takes an image for a file field checked from its bytes, as a creative upload', async () => {
    const url = `/api/landing-pages/${page.id}/fields/${value('hero_image').formatField.id}/file`;
    const wrong = await postFile(t, vendor, url, {
      name: 'hero.png',
      type: 'image/png',
      content: await png(1200, 300),
    });
    const body = expectError(wrong, 400, 'creative_file_invalid');
    expect(body.validationErrors).toEqual([
      expect.objectContaining({
        type: 'invalidImageHeight',
        params: expect.objectContaining({ height: 400 }),
      }),
    ]);
    expectError(
      await postFile(
        t,
        vendor,
        `/api/landing-pages/${page.id}/fields/${value('headline').formatField.id}/file`,
        {
          name: 'hero.png',
          type: 'image/png',
          content: await png(1200, 400),
        },
      ),
      409,
      'creative_field_is_text',
    );
    expectError(
      await postFile(t, vendor, `/api/landing-pages/${page.id}/fields/999999/file`, {
        name: 'hero.png',
        type: 'image/png',
        content: await png(1200, 400),
      }),
      404,
      'landing_page_field_not_found',
    );
    const filled = await postFile(t, vendor, url, {
      name: 'hero.png',
      type: 'image/png',
      content: await png(1200, 400),
    });
    expect(filled.statusCode).toBe(200);
    page = filled.json<LandingPage>();
    expect(page).toMatchObject({ filled: true, missingFields: [], canSendForCheck: true, version: 3 });
    const file = value('hero_image').file!;
    expect(file).toMatchObject({ width: 1200, height: 400, contentType: 'image/png' });
    expect((await get(t, vendor, file.url)).statusCode).toBe(200);
    expectError(await get(t, nordic, file.url), 404, 'creative_file_not_found');
    expectError(
      await postFile(t, nordic, url, { name: 'hero.png', type: 'image/png', content: await png(1200, 400) }),
      404,
      'landing_page_not_found',
    );
  });

  it('is sent for approval by the buyer; then the buyer cannot edit or send it again', async () => {
    expectError(await post(retailer, `/api/landing-pages/${page.id}/request-check`), 403, 'forbidden');
    t.clock.set('2026-11-22T11:30:00+01:00');
    page = await json<LandingPage>(post(vendor, `/api/landing-pages/${page.id}/request-check`));
    expect(page).toMatchObject({
      creativeState: 'waiting-for-approval',
      canEdit: false,
      canSendForCheck: false,
    });
    // Since the services' clock (which keeps running from the instant set), not the database's.
    const sentAfter = Date.parse(page.waitingSince!) - Date.parse('2026-11-22T11:30:00+01:00');
    expect(sentAfter).toBeGreaterThanOrEqual(0);
    expect(sentAfter).toBeLessThan(60_000);
    expectError(
      await put(vendor, `/api/landing-pages/${page.id}`, { name: 'x', active: true, fieldValues: [] }),
      409,
      'landing_page_not_editable',
    );
    expectError(
      await postFile(
        t,
        vendor,
        `/api/landing-pages/${page.id}/fields/${value('hero_image').formatField.id}/file`,
        {
          name: 'hero.png',
          type: 'image/png',
          content: await png(1200, 400),
        },
      ),
      409,
      'landing_page_not_editable',
    );
    expectError(
      await post(vendor, `/api/landing-pages/${page.id}/request-check`),
      409,
      'landing_page_check_not_allowed',
    );
    expect((await json<LandingPage>(get(t, retailer, `/api/landing-pages/${page.id}`))).canReview).toBe(true);
  });

  it('is returned by the retailer with a note as the reason, shown while returned; the buyer is mailed', async () => {
    expectError(await post(vendor, `/api/landing-pages/${page.id}/reject`, { note: 'x' }), 403, 'forbidden');
    expect(
      expectError(
        await post(retailer, `/api/landing-pages/${page.id}/reject`, { note: '  ' }),
        400,
        'validation_failed',
      ).fieldErrors,
    ).toEqual({ note: ['Pro vrácení vstupní stránky napište důvod.'] });
    const mails = t.mailer.sent.length;
    page = await json<LandingPage>(
      post(retailer, `/api/landing-pages/${page.id}/reject`, { note: '  Úvodní obrázek je rozmazaný.  ' }),
    );
    expect(page).toMatchObject({
      creativeState: 'returned',
      notes: 'Úvodní obrázek je rozmazaný.',
      canEdit: true,
    });
    expect((await json<LandingPage>(get(t, vendor, `/api/landing-pages/${page.id}`))).notes).toBe(
      'Úvodní obrázek je rozmazaný.',
    );
    const sent = t.mailer.sent.slice(mails);
    expect(sent.map((mail) => mail.to)).toEqual(['vendor@portal.test']);
    expect(sent[0]!.subject).toBe('Vstupní stránka „Acme – Zimní čokoládový svět“ byla vrácena k úpravě');
    expect(sent[0]!.text).toContain('Důvod: Úvodní obrázek je rozmazaný.');
    expect(sent[0]!.links).toEqual([`http://portal.test/landing-pages/${page.id}`]);
  });

  it('is fixed by the vendor: the changes since the return side by side', async () => {
    const unchanged = await json<CreativeChanges>(get(t, retailer, `/api/landing-pages/${page.id}/changes`));
    expect(unchanged).toMatchObject({
      since: { state: 'returned', version: 3 },
      nameChanged: false,
      fields: [],
    });
    page = await json<LandingPage>(
      put(vendor, `/api/landing-pages/${page.id}`, {
        name: 'Acme – Zimní čokolády',
        active: true,
        fieldValues: [{ fieldId: value('cta').formatField.id, text: 'Ochutnat' }],
      }),
    );
    const url = `/api/landing-pages/${page.id}/fields/${value('hero_image').formatField.id}/file`;
    page = (
      await postFile(t, vendor, url, { name: 'ostry.png', type: 'image/png', content: await png(1200, 400) })
    ).json<LandingPage>();
    const changes = await json<CreativeChanges>(get(t, retailer, `/api/landing-pages/${page.id}/changes`));
    expect(changes.nameChanged).toBe(true);
    expect(changes.fields.map((change) => change.field.name)).toEqual(['cta', 'hero_image']);
    expect(changes.fields[0]).toMatchObject({ before: null, after: { text: 'Ochutnat' } });
    expect(changes.fields[1]!.before?.file?.name).toBe('hero.png');
    expect(changes.fields[1]!.after?.file?.name).toBe('ostry.png');
    expect(page.creativeState).toBe('returned');
    page = await json<LandingPage>(post(vendor, `/api/landing-pages/${page.id}/request-check`));
    expect(page.creativeState).toBe('waiting-for-approval');
  });

  it('is approved by a retailer impersonating the buyer; the reason goes; the buyer is mailed', async () => {
    const mails = t.mailer.sent.length;
    page = await json<LandingPage>(post(impersonatedVendor, `/api/landing-pages/${page.id}/approve`));
    expect(page).toMatchObject({ creativeState: 'approved', notes: null, canReview: false, canEdit: true });
    expect(t.mailer.sent.slice(mails).map((mail) => mail.subject)).toEqual([
      'Vstupní stránka „Acme – Zimní čokolády“ byla schválena',
    ]);
    expectError(
      await post(retailer, `/api/landing-pages/${page.id}/approve`),
      409,
      'landing_page_review_not_allowed',
    );
    expectError(
      await post(retailer, `/api/landing-pages/${page.id}/reject`, { note: 'pozdě' }),
      409,
      'landing_page_review_not_allowed',
    );
    expectError(await post(vendor, `/api/landing-pages/${page.id}/approve`), 403, 'forbidden');
    // Approved: the buyer may not edit it any more, retailer staff may.
    const asVendor = await json<LandingPage>(get(t, vendor, `/api/landing-pages/${page.id}`));
    expect(asVendor).toMatchObject({ canEdit: false, canSendForCheck: false });
    expectError(
      await put(vendor, `/api/landing-pages/${page.id}`, { name: page.name, active: false, fieldValues: [] }),
      409,
      'landing_page_not_editable',
    );
    const byRetailer = await json<LandingPage>(
      put(retailer, `/api/landing-pages/${page.id}`, { name: page.name, active: true, fieldValues: [] }),
    );
    expect(byRetailer.creativeState).toBe('approved');
    // Items may lead to it now: the order form's search finds it in its shop.
    const options = await json<{ id: number }[]>(
      get(t, vendor, `/api/landing-pages/search?targetId=${ids.otherShop}`),
    );
    expect(options.map((option) => option.id)).toEqual([page.id]);
    const history = await rows<{ action: string; impersonator: number | null }>(
      t,
      sql`select action, impersonator_user_id as impersonator from audit_events
          where entity_type = 'landing-page' and entity_id = ${String(page.id)} order by id`,
    );
    expect(history.map((row) => row.action)).toEqual([
      'landing-page.created',
      'landing-page.saved',
      'landing-page.saved',
      'landing-page.state-changed',
      'landing-page.state-changed',
      'landing-page.saved',
      'landing-page.saved',
      'landing-page.state-changed',
      'landing-page.state-changed',
    ]);
    expect(history.at(-1)!.impersonator).not.toBeNull();
  });

  it('refuses a send while not filled, and a review of an unfilled page', async () => {
    const seasonal = await typeNamed('Sezónní kampaň');
    const draft = await json<LandingPage>(
      post(vendor, '/api/landing-pages/create', {
        landingPageTypeId: seasonal.id,
        targetId: ids.shop,
        name: 'Prázdná',
      }),
    );
    expect(
      expectError(
        await post(vendor, `/api/landing-pages/${draft.id}/request-check`),
        409,
        'landing_page_not_filled',
      ).message,
    ).toBe('Vstupní stránka není úplně vyplněná. Chybí: Nadpis, Popis, Úvodní obrázek.');
    expectError(
      await post(retailer, `/api/landing-pages/${draft.id}/approve`),
      409,
      'landing_page_not_filled',
    );
  });

  it('tells retailer staff what the ad server is told of it', async () => {
    const info = await json<LandingPageSasInfo>(get(t, retailer, `/api/sas-info/landing-page/${page.id}`));
    expect(info).toEqual({
      landingPageId: page.id,
      landingPageURL: page.url,
      sizeExternalId: 1201,
      creativeFormat: { id: page.format!.id, name: PAGE_FORMAT },
    });
    expectError(await get(t, vendor, `/api/sas-info/landing-page/${page.id}`), 403, 'forbidden');
    expectError(await get(t, retailer, '/api/sas-info/landing-page/999999'), 404, 'landing_page_not_found');
  });
});

describe('tenancy and roles', () => {
  it("never shows or changes another company's landing page", async () => {
    const [acme] = await rows<{ id: number }>(
      t,
      sql`select id from landing_pages where company_id = ${ids.acme} and state = 'waiting-for-approval' order by id limit 1`,
    );
    const id = Number(acme!.id);
    expectError(await get(t, nordic, `/api/landing-pages/${id}`), 404, 'landing_page_not_found');
    expectError(await get(t, nordic, `/api/landing-pages/${id}/changes`), 404, 'landing_page_not_found');
    expectError(
      await put(nordic, `/api/landing-pages/${id}`, { name: 'x', active: true, fieldValues: [] }),
      404,
      'landing_page_not_found',
    );
    expectError(await post(nordic, `/api/landing-pages/${id}/request-check`), 404, 'landing_page_not_found');
    expectError(await get(t, nordic, '/api/landing-pages/999999'), 404, 'landing_page_not_found');
    expectError(await get(t, salesOnly, `/api/landing-pages/${id}`), 403, 'forbidden');
    expectError(await post(agency, `/api/landing-pages/${id}/approve`), 403, 'forbidden');
    expect((await get(t, agency, `/api/landing-pages/${id}`)).statusCode).toBe(200);
    expect((await get(t, impersonatedVendor, `/api/landing-pages/${id}`)).statusCode).toBe(200);
    const listed = await json<LandingPagePage>(
      post(nordic, '/api/landing-pages/filter', { firstResult: 0, maxResults: 100 }),
    );
    expect(listed.items.some((page) => page.company.id === ids.acme)).toBe(false);
  });

  it("refuses another company's file in a page's values", async () => {
    const [nordicFile] = await rows<{ id: number }>(
      t,
      sql`select id from creative_files where company_id = ${ids.nordic} and not tmp order by id limit 1`,
    );
    const [acme] = await rows<{ id: number; field: number }>(
      t,
      sql`select p.id, f.id as field from landing_pages p join landing_page_types lt on lt.id = p.type_id
          join creative_format_fields f on f.format_id = lt.creative_format_id and f.media_type = 'file'
          where p.company_id = ${ids.acme} and p.state = 'returned' limit 1`,
    );
    const refused = await put(vendor, `/api/landing-pages/${acme!.id}`, {
      name: 'x',
      active: true,
      fieldValues: [{ fieldId: acme!.field, fileId: nordicFile!.id }],
    });
    expect(Object.keys(expectError(refused, 400, 'validation_failed').fieldErrors as object)).toEqual([
      'fieldValues.0.fileId',
    ]);
  });
});

describe('the format behind the types', () => {
  it('gives every landing page of its types a field the administrator adds', async () => {
    const { formatId } = await formatFields(t, PAGE_FORMAT);
    const format = (await get(t, admin, `/api/creatives/formats/${formatId}`)).json<{
      name: string;
      fields: Record<string, unknown>[];
      version: number;
    }>();
    const added = await put(admin, `/api/creatives/formats/${formatId}`, {
      name: format.name,
      fields: [
        ...format.fields,
        {
          name: 'subtitle',
          mediaType: 'text',
          textMediaType: 'text',
          required: false,
          displayNames: { cs: 'Podnadpis', en: 'Subtitle', pl: 'Podtytuł' },
          descriptions: { cs: '', en: '', pl: '' },
          restrictions: [],
          convertFromIndex: null,
          conversionFormat: 'none',
        },
      ],
      version: format.version,
    });
    expect(added.statusCode).toBe(200);
    const [missing] = await rows<{ count: number }>(
      t,
      sql`select count(*)::int as count from landing_pages p join landing_page_types lt on lt.id = p.type_id
          where lt.creative_format_id = ${formatId}
          and not exists (select 1 from creative_field_values v join creative_format_fields f on f.id = v.field_id
                          where v.landing_page_id = p.id and f.name = 'subtitle')`,
    );
    expect(Number(missing!.count)).toBe(0);
  });
});
