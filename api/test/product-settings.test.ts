import type { LibraryImage, Product, ProductSettings, ProductSettingsRow } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { get, png, postFile } from './creative-fixtures';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import { rows } from './ordering-fixtures';

/**
 * Product settings (spec 000 §2 "Product settings", 001 §5 "Catalogue administration", 001 §7
 * GET /products/{id}/edit, PUT /products/{id}): administrators only; storefront name and category
 * required; warnings for a missing size id and creative format; no default position without the
 * availability check; a new price leaves ordered items as they were.
 */
let t: TestApp;
let admin: string;
let retailer: string;
let vendor: string;

const put = (token: string, id: number, body: unknown, language = 'cs-CZ') =>
  call(t.app, 'PUT', `/api/products/${id}`, { token, body, headers: { 'accept-language': language } });
const edit = async (id: number) => (await get(t, admin, `/api/products/${id}/edit`)).json<ProductSettings>();

/** The request that saves a product as it is. */
const requestOf = (product: ProductSettings) => ({
  title: product.title ?? product.name,
  active: product.active,
  description: product.description,
  categoryId: product.categoryId,
  creativeFormatId: product.creativeFormatId,
  sizeExternalId: product.sizeExternalId,
  price: product.price,
  minAmount: product.minAmount,
  checkAvails: product.checkAvails,
  defaultPosEnabled: product.defaultPosEnabled,
  multipleVariableValues: product.multipleVariableValues,
  auction: product.auction,
  nativeFormat: product.nativeFormat,
  nativeType: product.nativeType,
  icon: product.icon,
  moreInfoUrl: product.moreInfoUrl,
  moreInfoUrlTitle: product.moreInfoUrlTitle,
  imageId: product.imageId,
  translations: product.translations,
  version: product.version,
});

let list: ProductSettingsRow[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@portal.test');
  retailer = await loginAs(t.app, 'retailer@portal.test');
  vendor = await loginAs(t.app, 'vendor@portal.test');
  list = (await get(t, admin, '/api/product-settings')).json<ProductSettingsRow[]>();
});
afterAll(() => t.close());

describe('the product settings list', () => {
  it('holds every product, also inactive, for administrators only', async () => {
    const [{ count }] = (await rows<{ count: number }>(
      t,
      sql`select count(*)::int as count from products`,
    )) as [{ count: number }];
    expect(list).toHaveLength(count);
    expect(list[0]).toMatchObject({ name: expect.any(String), category: { title: expect.any(String) } });
    for (const token of [retailer, vendor])
      expectError(await get(t, token, '/api/product-settings'), 403, 'forbidden');
  });
});

describe('a product', () => {
  it('is read with every field and its warnings', async () => {
    const product = await edit(list[0]!.id);
    expect(product).toMatchObject({ id: list[0]!.id, name: list[0]!.name });
    expect(product.warnings).toEqual([
      ...(product.sizeExternalId === null ? ['sizeExternalIdMissing'] : []),
      ...(product.creativeFormat === null ? ['creativeFormatMissing'] : []),
    ]);
    expectError(await get(t, admin, '/api/products/999999/edit'), 404, 'product_not_found');
    expectError(await get(t, retailer, `/api/products/${list[0]!.id}/edit`), 403, 'forbidden');
  });

  it('is saved whole; without the availability check there is no default position, a banner has no native type', async () => {
    const product = await edit(list[0]!.id);
    const saved = await put(admin, product.id, {
      ...requestOf(product),
      title: '  Nový název  ',
      checkAvails: false,
      defaultPosEnabled: true,
      nativeFormat: false,
      nativeType: 'topInSearch',
      sizeExternalId: null,
      creativeFormatId: null,
      icon: 'fire',
      moreInfoUrl: ' https://www.portal-retail.cz/reklama ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ProductSettings>()).toMatchObject({
      title: 'Nový název',
      checkAvails: false,
      defaultPosEnabled: false,
      nativeType: 'none',
      icon: 'fire',
      moreInfoUrl: 'https://www.portal-retail.cz/reklama',
      warnings: ['sizeExternalIdMissing', 'creativeFormatMissing'],
    });
    const [audit] = await rows<{ details: { changed: Record<string, unknown> } }>(
      t,
      sql`select details from audit_events where action = 'product.updated' and entity_id = ${String(product.id)}`,
    );
    expect(audit?.details.changed).toMatchObject({ title: 'Nový název', icon: 'fire' });
  });

  it('refuses a missing name or category and bad values, every issue at once', async () => {
    const product = await edit(list[1]!.id);
    const refused = await put(admin, product.id, {
      ...requestOf(product),
      title: ' ',
      price: 10.005,
      minAmount: -1,
      sizeExternalId: 0,
      icon: 'rocket',
      moreInfoUrl: 'shop',
    });
    expect(expectError(refused, 400, 'validation_failed').fieldErrors).toEqual({
      title: ['Vyplňte název produktu ve storefrontu.'],
      price: ['Cena musí být číslo od 0 s nejvýše dvěma desetinnými místy.'],
      minAmount: ['Minimální objednávka musí být číslo od 0 s nejvýše dvěma desetinnými místy.'],
      sizeExternalId: ['ID velikosti musí být celé kladné číslo.'],
      icon: ['Vyberte jednu z nabízených ikon.'],
      moreInfoUrl: ['URL musí být platná.'],
    });
    const unknown = await put(
      admin,
      product.id,
      { ...requestOf(product), categoryId: 999_999, creativeFormatId: 999_998 },
      'en-GB',
    );
    expect(expectError(unknown, 400, 'validation_failed').fieldErrors).toEqual({
      categoryId: ['Choose the product category.'],
      creativeFormatId: ['The creative format was not found.'],
    });
    expectError(await put(vendor, product.id, requestOf(product)), 403, 'forbidden');
    expectError(await put(admin, 999_999, requestOf(product)), 404, 'product_not_found');
  });

  it('takes a new price for what is ordered from now on; ordered items keep theirs', async () => {
    const [ordered] = await rows<{ product_id: number; unit_price: string; price: string }>(
      t,
      sql`select product_id, unit_price, price from campaign_items order by id limit 1`,
    );
    const product = await edit(ordered!.product_id);
    const saved = await put(admin, product.id, { ...requestOf(product), price: product.price + 100.5 });
    expect(saved.json<ProductSettings>().price).toBe(product.price + 100.5);
    const [after] = await rows<{ unit_price: string; price: string }>(
      t,
      sql`select unit_price, price from campaign_items where product_id = ${product.id} order by id limit 1`,
    );
    expect(after).toEqual({ unit_price: ordered!.unit_price, price: ordered!.price });
    if (product.active) {
      const offered = await get(t, admin, `/api/products/${product.id}`);
      expect(offered.json<Product>().price).toBe(product.price + 100.5);
    }
  });

  it('takes prices with cents that floating point cannot hold exactly (19.99, 0.29)', async () => {
    const product = await edit(
      (await rows<{ id: number }>(t, sql`select id from products order by id limit 1`))[0]!.id,
    );
    let version = product.version;
    for (const price of [19.99, 0.29, 1_234.57]) {
      const saved = await put(admin, product.id, { ...requestOf(product), price, minAmount: price, version });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<ProductSettings>()).toMatchObject({ price, minAmount: price });
      version = saved.json<ProductSettings>().version;
    }
    await put(admin, product.id, { ...requestOf(product), version });
  });

  it('shows a picture of the image library on its card', async () => {
    const image = (
      await postFile(t, admin, '/api/images/upload', {
        name: 'karta.png',
        type: 'image/png',
        content: await png(600, 600),
      })
    ).json<LibraryImage>();
    const product = await edit((list.find((row) => row.active) ?? list[0])!.id);
    const saved = await put(admin, product.id, { ...requestOf(product), active: true, imageId: image.id });
    expect(saved.json<ProductSettings>().image).toEqual({
      id: image.id,
      url: `/api/images/${image.id}`,
      thumbUrl: `/api/images/${image.id}?thumb=1`,
    });
    expect((await get(t, admin, `/api/products/${product.id}`)).json<Product>().imageUrl).toBe(
      `/api/images/${image.id}?thumb=1`,
    );
    expect(
      expectError(
        await put(admin, product.id, { ...requestOf(await edit(product.id)), imageId: 999_999 }),
        400,
        'validation_failed',
      ).fieldErrors,
    ).toEqual({ imageId: ['Obrázek nebyl nalezen.'] });
  });
});
