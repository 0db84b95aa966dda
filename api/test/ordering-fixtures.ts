import { addDays, isoWeekday, type RateType } from '@portal/shared-contracts';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  brands,
  campaigns,
  landingPages,
  productCategories,
  products,
  productVariableValues,
  targetProducts,
  targets,
  userAllowedProductCategories,
  users,
} from '../src/db/schema';
import { todayOf } from '../src/services/calendar';
import type { TestApp } from './helper';

/**
 * Rows of their own for the ordering tests: a shop with brands, target products and landing pages,
 * a category and one product per case. The demo companies and users are looked up by name, so the
 * tests do not depend on the demo catalogue (which other work keeps extending).
 */
export const TEST_DOMAIN = 'https://www.objednavky-test.cz';

export interface OrderingFixtures {
  today: string;
  /** The first Monday after today, and the ones after it. */
  monday: (weeksLater?: number) => string;
  companies: { acme: number; nordic: number; bella: number; mediamax: number };
  users: {
    vendor: number;
    marketing: number;
    nordic: number;
    bella: number;
    agency: number;
    retailer: number;
    sales: number;
    sales2: number;
  };
  target: number;
  otherTarget: number;
  brands: { acmeBrand: number; otherBrand: number };
  targetProducts: { acmeProduct: number; otherBrandProduct: number; inactive: number; otherShop: number };
  landingPages: {
    approved: number;
    draft: number;
    inactive: number;
    otherShop: number;
    ofNordic: number;
  };
  category: number;
  products: {
    /** FLAT_RATE with availability check and three values (Pozice 1–3), 45 000 a week. */
    flatWithValues: number;
    /** FLAT_RATE with availability check, no values, a minAmount that does not apply. */
    flatNoValues: number;
    /** FLAT_RATE with values, several per item allowed. */
    flatMultiple: number;
    /** FLAT_RATE without availability check. */
    flatUnchecked: number;
    /** CPM 180, minAmount 20 000. */
    cpm: number;
    /** CPC 6.50 auction, minAmount 5 000. */
    cpcAuction: number;
    /** CPC 8, top in search, search tool, minAmount 5 000. */
    search: number;
    inactive: number;
    /** In an internal category: retailer staff only. */
    internal: number;
  };
  values: { first: number; second: number; third: number; multipleA: number; multipleB: number };
}

export async function rows<T>(t: TestApp, query: SQL): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export async function count(t: TestApp, query: SQL): Promise<number> {
  const [row] = await rows<{ count: string | number }>(t, query);
  return Number(row!.count);
}

async function idOf(t: TestApp, query: SQL): Promise<number> {
  const [row] = await rows<{ id: number }>(t, query);
  if (!row) throw new Error(`nothing found by ${JSON.stringify(query)}`);
  return Number(row.id);
}

export async function createOrderingFixtures(t: TestApp): Promise<OrderingFixtures> {
  const db = t.database.db;
  const company = (name: string) => idOf(t, sql`select id from companies where name = ${name}`);
  const user = (email: string) => idOf(t, sql`select id from users where email = ${email}`);

  const today = todayOf(t.clock);
  const firstMonday = addDays(today, 8 - isoWeekday(today));

  const fixtureCompanies = {
    acme: await company('Acme Foods'),
    nordic: await company('Nordic Drinks a.s.'),
    bella: await company('Bella Cosmetics s.r.o.'),
    mediamax: await company('MediaMax Agency s.r.o.'),
  };
  const fixtureUsers = {
    vendor: await user('vendor@portal.test'),
    marketing: await user('marketing@portal.test'),
    nordic: await user('nordic@portal.test'),
    bella: await user('bella@portal.test'),
    agency: await user('agency@portal.test'),
    retailer: await user('retailer@portal.test'),
    sales: await user('sales@portal.test'),
    sales2: await user('sales2@portal.test'),
  };
  // Whatever categories the demo data allows these buyers, they may order from every category here.
  await db
    .delete(userAllowedProductCategories)
    .where(inArray(userAllowedProductCategories.userId, Object.values(fixtureUsers)));

  const [target, otherTarget] = await db
    .insert(targets)
    .values([
      { name: 'Objednávky test', domainUrl: TEST_DOMAIN },
      { name: 'Jiný obchod test', domainUrl: 'https://www.jiny-obchod-test.cz' },
    ])
    .returning({ id: targets.id });
  const [acmeBrand, otherBrand] = await db
    .insert(brands)
    .values([{ name: 'Acme Test Brand' }, { name: 'Cizí Test Brand' }])
    .returning({ id: brands.id });
  const tp = (name: string, sku: string, brandId: number, targetId = target!.id, active = true) => ({
    targetId,
    externalIdentifier: sku,
    name,
    url: `${TEST_DOMAIN}/p/${sku}`,
    brandId,
    active,
  });
  const [acmeProduct, otherBrandProduct, inactiveProduct, otherShopProduct] = await db
    .insert(targetProducts)
    .values([
      tp('Acme sušenky test', 'T-ACME-1', acmeBrand!.id),
      tp('Cizí sušenky test', 'T-OTHER-1', otherBrand!.id),
      tp('Vyřazené sušenky test', 'T-ACME-OLD', acmeBrand!.id, target!.id, false),
      tp('Sušenky jinde test', 'T-ACME-ELSEWHERE', acmeBrand!.id, otherTarget!.id),
    ])
    .returning({ id: targetProducts.id });
  const lp = (
    name: string,
    companyId: number,
    state: 'new' | 'approved',
    active = true,
    targetId = target!.id,
  ) => ({ name, companyId, targetId, url: `${TEST_DOMAIN}/lp/${name}`, state, active });
  const [approved, draft, inactivePage, otherShopPage, ofNordic] = await db
    .insert(landingPages)
    .values([
      lp('acme-approved', fixtureCompanies.acme, 'approved'),
      lp('acme-draft', fixtureCompanies.acme, 'new'),
      lp('acme-inactive', fixtureCompanies.acme, 'approved', false),
      lp('acme-elsewhere', fixtureCompanies.acme, 'approved', true, otherTarget!.id),
      lp('nordic-approved', fixtureCompanies.nordic, 'approved'),
    ])
    .returning({ id: landingPages.id });

  const [category, internalCategory] = await db
    .insert(productCategories)
    .values([
      {
        title: 'Objednávky – test',
        minDaysBeforeStartDate: 7,
        domainUrl: TEST_DOMAIN,
        targetId: target!.id,
        position: 100,
      },
      {
        title: 'Interní – test',
        internal: true,
        domainUrl: TEST_DOMAIN,
        targetId: target!.id,
        position: 101,
      },
    ])
    .returning({ id: productCategories.id });
  const product = (
    name: string,
    rateType: RateType,
    price: string,
    extra: Partial<typeof products.$inferInsert> = {},
  ): typeof products.$inferInsert => ({
    categoryId: category!.id,
    name,
    title: `${name} (test)`,
    rateType,
    price,
    ...extra,
  });
  const inserted = await db
    .insert(products)
    .values([
      product('T_FLAT_VALUES', 'FLAT_RATE', '45000.00', { checkAvails: true }),
      product('T_FLAT_NO_VALUES', 'FLAT_RATE', '30000.00', { checkAvails: true, minAmount: '1000000.00' }),
      product('T_FLAT_MULTIPLE', 'FLAT_RATE', '10000.00', {
        checkAvails: true,
        multipleVariableValues: true,
      }),
      product('T_FLAT_UNCHECKED', 'FLAT_RATE', '25000.00'),
      product('T_CPM', 'CPM', '180.00', { minAmount: '20000.00' }),
      product('T_CPC_AUCTION', 'CPC', '6.50', {
        minAmount: '5000.00',
        auction: true,
        nativeFormat: true,
        nativeType: 'topInCategory',
      }),
      product('T_SEARCH', 'CPC', '8.00', {
        minAmount: '5000.00',
        nativeFormat: true,
        nativeType: 'topInSearch',
        searchTool: true,
      }),
      product('T_INACTIVE', 'CPM', '100.00', { active: false }),
      product('T_INTERNAL', 'CPM', '100.00', { categoryId: internalCategory!.id }),
    ])
    .returning({ id: products.id });
  const [
    flatWithValues,
    flatNoValues,
    flatMultiple,
    flatUnchecked,
    cpm,
    cpcAuction,
    search,
    inactive,
    internal,
  ] = inserted.map((row) => row.id) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const values = await db
    .insert(productVariableValues)
    .values([
      { productId: flatWithValues, name: 'Pozice', value: 'Pozice 1', position: 0 },
      { productId: flatWithValues, name: 'Pozice', value: 'Pozice 2', position: 1 },
      { productId: flatWithValues, name: 'Pozice', value: 'Pozice 3', position: 2 },
      { productId: flatWithValues, name: 'Pozice', value: 'Stará pozice', position: 3, active: false },
      { productId: flatMultiple, name: 'Sekce', value: 'Sekce A', position: 0 },
      { productId: flatMultiple, name: 'Sekce', value: 'Sekce B', position: 1 },
    ])
    .returning({ id: productVariableValues.id });

  return {
    today,
    monday: (weeksLater = 0) => addDays(firstMonday, 7 * weeksLater),
    companies: fixtureCompanies,
    users: fixtureUsers,
    target: target!.id,
    otherTarget: otherTarget!.id,
    brands: { acmeBrand: acmeBrand!.id, otherBrand: otherBrand!.id },
    targetProducts: {
      acmeProduct: acmeProduct!.id,
      otherBrandProduct: otherBrandProduct!.id,
      inactive: inactiveProduct!.id,
      otherShop: otherShopProduct!.id,
    },
    landingPages: {
      approved: approved!.id,
      draft: draft!.id,
      inactive: inactivePage!.id,
      otherShop: otherShopPage!.id,
      ofNordic: ofNordic!.id,
    },
    category: category!.id,
    products: {
      flatWithValues,
      flatNoValues,
      flatMultiple,
      flatUnchecked,
      cpm,
      cpcAuction,
      search,
      inactive,
      internal,
    },
    values: {
      first: values[0]!.id,
      second: values[1]!.id,
      third: values[2]!.id,
      multipleA: values[4]!.id,
      multipleB: values[5]!.id,
    },
  };
}

/** A campaign straight in the table, in a given state (default in process). */
export async function insertCampaign(
  t: TestApp,
  values: { name: string; companyId: number; companyContactId?: number | null; stateId?: number },
): Promise<number> {
  const [row] = await t.database.db
    .insert(campaigns)
    .values({ stateId: 1, ...values })
    .returning({ id: campaigns.id });
  return row!.id;
}

export async function setCampaignState(t: TestApp, campaignId: number, stateId: number): Promise<void> {
  await t.database.db.update(campaigns).set({ stateId }).where(eq(campaigns.id, campaignId));
}

/** A signed-in user with only the given roles (none of the ordering ones), for the 403 cases. */
export async function insertUserWithRoles(
  t: TestApp,
  email: string,
  roles: ('salesPerson' | 'trafficker')[],
): Promise<void> {
  const [template] = await t.database.db
    .select({ passwordHash: users.passwordHash, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, 'retailer@portal.test'));
  await t.database.db.insert(users).values({
    email,
    passwordHash: template!.passwordHash,
    firstName: 'Jen',
    lastName: roles.join(' '),
    companyId: template!.companyId,
    roles,
  });
}
