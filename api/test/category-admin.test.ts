import type { ActiveProductCategory, ProductCategory } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { get } from './creative-fixtures';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import { rows } from './ordering-fixtures';

/**
 * Product category settings (spec 000 §2 "Product categories (settings)", 001 §5 "Catalogue
 * administration", 001 §7 "Products and categories"): create, change, delete and order, by
 * administrators only.
 */
let t: TestApp;
let admin: string;
let retailer: string;
let vendor: string;
let agency: string;

const put = (token: string, url: string, body: unknown) => call(t.app, 'PUT', url, { token, body });
const json = async <T>(response: Promise<{ statusCode: number; body: string; json: <U>() => U }>) => {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(`${answer.statusCode}: ${answer.body}`);
  return answer.json<T>();
};
const categories = () => json<ProductCategory[]>(get(t, admin, '/api/categories'));

/** Every field of the card (a save takes them all; clearing is an explicit null). */
const VALID = {
  title: 'Video',
  description: null,
  shortDescription: null,
  minDaysBeforeStartDate: 3,
  active: true,
  internal: false,
  autoPauseFlight: false,
  domainUrl: null,
  targetId: null,
  sasName: null,
  translations: {},
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@portal.test');
  retailer = await loginAs(t.app, 'retailer@portal.test');
  vendor = await loginAs(t.app, 'vendor@portal.test');
  agency = await loginAs(t.app, 'agency@portal.test');
});
afterAll(() => t.close());

describe('a category is created', () => {
  it('by an administrator, trimmed, last in the order, audited', async () => {
    const before = await categories();
    const created = await json<ProductCategory>(
      put(admin, '/api/categories/create', {
        ...VALID,
        title: '  Video před filmem  ',
        description: '  ',
        domainUrl: ' https://www.portal-retail.cz/video ',
      }),
    );
    expect(created).toMatchObject({
      title: 'Video před filmem',
      description: null,
      domainUrl: 'https://www.portal-retail.cz/video',
      minDaysBeforeStartDate: 3,
      active: true,
      internal: false,
      productIds: [],
    });
    expect(created.position).toBeGreaterThan(Math.max(...before.map((category) => category.position)));
    const [audit] = await rows<{ action: string }>(
      t,
      sql`select action from audit_events where entity_type = 'product-category' and entity_id = ${String(created.id)}`,
    );
    expect(audit?.action).toBe('product-category.created');
  });

  it('with every issue of the form at once, in the caller language', async () => {
    const refused = await call(t.app, 'PUT', '/api/categories/create', {
      token: admin,
      body: { ...VALID, title: ' ', minDaysBeforeStartDate: -1, domainUrl: 'ftp://shop' },
    });
    expect(expectError(refused, 400, 'validation_failed').fieldErrors).toEqual({
      title: ['Vyplňte název kategorie.'],
      minDaysBeforeStartDate: ['Minimální počet dní před začátkem musí být celé číslo od 0 do 365.'],
      domainUrl: ['URL musí být platná.'],
    });
    for (const domainUrl of ['www.portal-retail.cz', 'https://', 'https://nohost', 'http://a b.cz'])
      expect(
        expectError(
          await call(t.app, 'PUT', '/api/categories/create', {
            token: admin,
            headers: { 'accept-language': 'en-GB' },
            body: { ...VALID, domainUrl },
          }),
          400,
          'validation_failed',
        ).fieldErrors,
      ).toEqual({ domainUrl: ['URL must be valid.'] });
    expect(
      expectError(
        await put(admin, '/api/categories/create', {
          ...VALID,
          minDaysBeforeStartDate: 1.5,
          targetId: 999_999,
        }),
        400,
        'validation_failed',
      ).fieldErrors,
    ).toEqual({
      minDaysBeforeStartDate: ['Minimální počet dní před začátkem musí být celé číslo od 0 do 365.'],
    });
    expect(
      expectError(
        await put(admin, '/api/categories/create', { ...VALID, targetId: 999_999 }),
        400,
        'validation_failed',
      ).fieldErrors,
    ).toEqual({ targetId: ['Cílový web nebyl nalezen.'] });
  });

  it('by nobody else', async () => {
    for (const token of [retailer, vendor, agency])
      expectError(await put(token, '/api/categories/create', VALID), 403, 'forbidden');
    expectError(await call(t.app, 'PUT', '/api/categories/create', { body: VALID }), 401, 'unauthorized');
  });
});

describe('a category is changed', () => {
  it('whole, by an administrator; 404 for an unknown one', async () => {
    const [first] = await categories();
    const changed = await json<ProductCategory>(
      put(admin, `/api/categories/${first!.id}`, {
        ...VALID,
        title: `${first!.title} (upraveno)`,
        internal: true,
        targetId: first!.targetId,
        domainUrl: first!.domainUrl,
        version: first!.version,
      }),
    );
    expect(changed).toMatchObject({ id: first!.id, title: `${first!.title} (upraveno)`, internal: true });
    expect(changed.productIds).toEqual(first!.productIds);
    expectError(
      await put(admin, '/api/categories/999999', { ...VALID, version: 1 }),
      404,
      'product_category_not_found',
    );
    expectError(
      await put(retailer, `/api/categories/${first!.id}`, { ...VALID, version: 1 }),
      403,
      'forbidden',
    );
  });
});

describe('a category is deleted', () => {
  it('only without products, saying how many it has', async () => {
    const withProducts = (await categories()).find((category) => category.productIds.length > 1)!;
    const refused = await call(t.app, 'DELETE', `/api/categories/${withProducts.id}`, { token: admin });
    expect(expectError(refused, 409, 'category_has_products').message).toBe(
      `Kategorii nelze smazat, patří do ní ${withProducts.productIds.length} ${
        withProducts.productIds.length < 5 ? 'produkty. Přesuňte je' : 'produktů. Přesuňte je'
      } nebo kategorii deaktivujte.`,
    );
    const empty = await json<ProductCategory>(
      put(admin, '/api/categories/create', { ...VALID, title: 'Prázdná' }),
    );
    expectError(
      await call(t.app, 'DELETE', `/api/categories/${empty.id}`, { token: vendor }),
      403,
      'forbidden',
    );
    const deleted = await call(t.app, 'DELETE', `/api/categories/${empty.id}`, { token: admin });
    expect(deleted.statusCode).toBe(204);
    expectError(
      await call(t.app, 'DELETE', `/api/categories/${empty.id}`, { token: admin }),
      404,
      'product_category_not_found',
    );
  });
});

describe('the order of categories', () => {
  it("is the product list's order for buyers", async () => {
    const listed = async () =>
      (await json<ActiveProductCategory[]>(get(t, vendor, '/api/categories/active'))).map(
        (category) => category.id,
      );
    const before = await listed();
    expect(before.length).toBeGreaterThan(1);
    const all = (await categories()).map((category) => category.id);
    // The vendor's first two categories swap places.
    const [a, b] = before as [number, number];
    const swapped = all.map((id) => (id === a ? b : id === b ? a : id));
    const saved = await json<ProductCategory[]>(
      put(admin, '/api/categories-position', { productCategoriesOrder: swapped }),
    );
    expect(saved.map((category) => category.id)).toEqual(swapped);
    expect(await listed()).toEqual([b, a, ...before.slice(2)]);
  });

  it('must name every category exactly once', async () => {
    const all = (await categories()).map((category) => category.id);
    for (const productCategoriesOrder of [all.slice(1), [...all, all[0]], [...all.slice(1), 999_999]])
      expect(
        expectError(
          await put(admin, '/api/categories-position', { productCategoriesOrder }),
          400,
          'validation_failed',
        ).fieldErrors,
      ).toEqual({
        productCategoriesOrder: [
          'Pořadí musí obsahovat každou kategorii právě jednou. Načtěte seznam znovu.',
        ],
      });
    expectError(
      await put(retailer, '/api/categories-position', { productCategoriesOrder: all }),
      403,
      'forbidden',
    );
  });
});
