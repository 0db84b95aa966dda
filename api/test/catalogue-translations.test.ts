import type {
  ActiveProductCategory,
  CampaignDetail,
  CampaignItemDetail,
  CampaignItemFilterData,
  CreativeFormat,
  NamedRef,
  Product,
  ProductAvailability,
  ProductCategory,
  ProductSettings,
  ProductSettingsRow,
} from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { campaignItems, campaignItemVariableValues, campaigns, companies } from '../src/db/schema';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';

/**
 * The catalogue in the buyer's language: product titles and descriptions, category titles and
 * descriptions have English and Polish texts (seeded for the demo catalogue, edited in the settings);
 * a language without its own text shows the Czech one. The settings screens read and save the Czech
 * texts and the translations side by side.
 */
let t: TestApp;
let admin: string;
let vendor: string;

const LEADERBOARD = 'Banner na hlavní stránce – leaderboard';

const read = async <T>(path: string, language: string, token = vendor): Promise<T> => {
  const response = await call(t.app, 'GET', path, { token, headers: { 'accept-language': language } });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};

const activeCategories = (language: string) =>
  read<ActiveProductCategory[]>('/api/categories/active', language);

async function leaderboardId(): Promise<number> {
  const categories = await activeCategories('cs-CZ');
  return categories.flatMap((category) => category.products).find((product) => product.title === LEADERBOARD)!
    .id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@portal.test');
  vendor = await loginAs(t.app, 'vendor@portal.test');
});
afterAll(() => t.close());

describe('the product list', () => {
  it('is in Czech, English or Polish by the caller’s language', async () => {
    const titles = async (language: string) =>
      (await activeCategories(language)).map((category) => [
        category.title,
        category.shortDescription,
        category.products[0]!.titleOrName,
        category.products[0]!.category.title,
      ]);
    expect((await titles('cs-CZ'))[0]).toEqual([
      'Bannery',
      'Obrazová reklama na nejnavštěvovanějších místech e-shopu.',
      LEADERBOARD,
      'Bannery',
    ]);
    expect((await titles('en-GB'))[0]).toEqual([
      'Banners',
      'Display ads in the most visited places of the online shop.',
      'Home page banner – leaderboard',
      'Banners',
    ]);
    expect((await titles('pl-PL'))[0]).toEqual([
      'Banery',
      'Reklama graficzna w najczęściej odwiedzanych miejscach sklepu.',
      'Baner na stronie głównej – leaderboard',
      'Banery',
    ]);
    // The publisher's Czech and languages the portal has no texts in read the Czech catalogue.
    expect((await titles('cs-CZ-publisher'))[0]![0]).toBe('Bannery');
    expect((await titles('de-DE'))[0]![0]).toBe('Bannery');
  });

  it('translates a product, its category and the user’s categories', async () => {
    const id = await leaderboardId();
    const product = await read<Product>(`/api/products/${id}`, 'en-GB');
    expect(product).toMatchObject({
      title: 'Home page banner – leaderboard',
      titleOrName: 'Home page banner – leaderboard',
      description: 'A wide banner at the top of the home page, seen by every visitor of the shop.',
      category: { title: 'Banners' },
      // The ad server's name is no text for buyers: never translated.
      name: 'HP_LEADERBOARD_970x310',
    });
    expect(
      (await read<NamedRef[]>('/api/user-categories', 'pl-PL')).map((category) => category.name),
    ).toEqual(['Banery', 'Produkty sponsorowane', 'Wyszukiwanie', 'Strony docelowe']);
  });

  it('finds products by their translated texts too', async () => {
    const found = await read<Product[]>(
      `/api/products/search?phrase=${encodeURIComponent('home page')}`,
      'en-GB',
    );
    expect(found.map((product) => product.title)).toEqual(['Home page banner – leaderboard']);
    const polish = await read<Product[]>(
      `/api/products/search?phrase=${encodeURIComponent('stronie głównej')}`,
      'pl-PL',
    );
    expect(polish.map((product) => product.title)).toEqual(['Baner na stronie głównej – leaderboard']);
  });
});

describe('targeting variables and ordered items', () => {
  /** A campaign of the vendor's with a leaderboard item ordered for a position. */
  async function leaderboardItem(): Promise<{ campaignId: number; itemId: number }> {
    const [row] = await t.database.db
      .select({ campaignId: campaignItems.campaignId, itemId: campaignItems.id })
      .from(campaignItems)
      .innerJoin(campaigns, eq(campaigns.id, campaignItems.campaignId))
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .innerJoin(campaignItemVariableValues, eq(campaignItemVariableValues.campaignItemId, campaignItems.id))
      .where(and(eq(campaignItems.productId, await leaderboardId()), eq(companies.name, 'Acme Foods')))
      .limit(1);
    return row!;
  }

  it('name the variable and its values in the caller’s language on the product and its availability', async () => {
    const id = await leaderboardId();
    const values = async (language: string) =>
      (await read<Product>(`/api/products/${id}`, language)).variableValues.map((value) => [
        value.name,
        value.value,
      ]);
    expect(await values('cs-CZ')).toEqual([
      ['Pozice', 'Pozice 1'],
      ['Pozice', 'Pozice 2'],
      ['Pozice', 'Pozice 3'],
    ]);
    expect(await values('en-GB')).toEqual([
      ['Position', 'Position 1'],
      ['Position', 'Position 2'],
      ['Position', 'Position 3'],
    ]);
    expect((await values('pl-PL'))[0]).toEqual(['Pozycja', 'Pozycja 1']);

    // The availability grid is kept between requests: per language, not the first caller's.
    const grid = async (language: string) =>
      (await read<ProductAvailability>(`/api/products/${id}/availability`, language)).variableValues.map(
        (value) => value.value,
      );
    expect(await grid('pl-PL')).toEqual(['Pozycja 1', 'Pozycja 2', 'Pozycja 3']);
    expect(await grid('cs-CZ')).toEqual(['Pozice 1', 'Pozice 2', 'Pozice 3']);
    expect(await grid('en-GB')).toEqual(['Position 1', 'Position 2', 'Position 3']);
  });

  it('show an ordered item’s product and position in the caller’s language', async () => {
    const { campaignId, itemId } = await leaderboardItem();
    const item = async (language: string) => {
      const detail = await read<CampaignDetail>(`/api/campaigns/${campaignId}`, language);
      return detail.campaignItems.find((candidate) => candidate.id === itemId)!;
    };
    const czech = await item('cs-CZ');
    expect(czech.product.name).toBe(LEADERBOARD);
    expect(czech.variableValues[0]!.name).toMatch(/^Pozice \d$/);
    const english = await item('en-GB');
    expect(english.product.name).toBe('Home page banner – leaderboard');
    expect(english.variableValues[0]!.name).toMatch(/^Position \d$/);
    expect(english.name).toBe(`Home page banner – leaderboard – ${english.variableValues[0]!.name}`);

    const single = await read<CampaignItemDetail>(`/api/campaign-item/${itemId}`, 'pl-PL');
    expect(single.item.product.name).toBe('Baner na stronie głównej – leaderboard');
    expect(single.item.variableValues[0]!.name).toMatch(/^Pozycja \d$/);
  });

  it('name the activity filter’s categories and products in the caller’s language', async () => {
    const data = await read<CampaignItemFilterData>('/api/campaign-items/filter-data', 'en-GB');
    expect(data.productCategories.map((category) => category.name)).toContain('Banners');
    expect(data.products.map((product) => product.name)).toContain('Home page banner – leaderboard');
    const czech = await read<CampaignItemFilterData>('/api/campaign-items/filter-data', 'cs-CZ');
    expect(czech.products.map((product) => product.name)).toContain(LEADERBOARD);
  });
});

describe('the settings lists', () => {
  it('name the products and their categories in the caller’s language, Czech where none', async () => {
    const row = async (language: string) =>
      (await read<ProductSettingsRow[]>('/api/product-settings', language, admin)).find(
        (product) => product.name === 'SP_TOP_IN_CATEGORY',
      )!;
    expect(await row('cs-CZ')).toMatchObject({
      title: 'Sponzorovaný produkt – první pozice v kategorii',
      category: { title: 'Sponzorované produkty' },
    });
    expect(await row('en-GB')).toMatchObject({
      title: 'Sponsored product – top of the category',
      category: { title: 'Sponsored products' },
    });
    expect(await row('pl-PL')).toMatchObject({
      title: 'Produkt sponsorowany – pierwsza pozycja w kategorii',
      category: { title: 'Produkty sponsorowane' },
    });
    // A language the catalogue has no texts in: Czech.
    expect((await row('de-DE')).category.title).toBe('Sponzorované produkty');
  });

  it('name the products of a creative format in the caller’s language (the form’s texts stay as they are)', async () => {
    const products = await read<ProductSettingsRow[]>('/api/product-settings', 'en-GB', admin);
    const withFormat = await Promise.all(
      products.map(async (product) => ({
        product,
        settings: await read<ProductSettings>(`/api/products/${product.id}/edit`, 'en-GB', admin),
      })),
    );
    const used = withFormat.find(({ settings }) => settings.creativeFormatId !== null)!;
    expect(used).toBeDefined();
    const formatPath = `/api/creatives/formats/${used.settings.creativeFormatId}`;
    const english = await read<CreativeFormat>(formatPath, 'en-GB', admin);
    const czech = await read<CreativeFormat>(formatPath, 'cs-CZ', admin);
    expect(english.products.map((product) => product.name)).toContain(used.product.title);
    expect(czech.products.map((product) => product.name)).toContain(used.settings.title);
    expect(english.products.map((product) => product.name)).not.toContain(used.settings.title);
    // What the form edits is the same in every language.
    expect(english.fields.map((field) => field.displayNames)).toEqual(
      czech.fields.map((field) => field.displayNames),
    );
  });
});

describe('the settings', () => {
  it('read and save the Czech texts and the translations side by side', async () => {
    const id = await leaderboardId();
    const settings = await read<ProductSettings>(`/api/products/${id}/edit`, 'en-GB', admin);
    // The Czech text, whatever the administrator's language: the form edits it.
    expect(settings.title).toBe(LEADERBOARD);
    expect(settings.translations?.en?.title).toBe('Home page banner – leaderboard');

    const body = {
      title: settings.title,
      active: settings.active,
      description: settings.description,
      categoryId: settings.categoryId,
      creativeFormatId: settings.creativeFormatId,
      sizeExternalId: settings.sizeExternalId,
      price: settings.price,
      minAmount: settings.minAmount,
      checkAvails: settings.checkAvails,
      defaultPosEnabled: settings.defaultPosEnabled,
      multipleVariableValues: settings.multipleVariableValues,
      auction: settings.auction,
      nativeFormat: settings.nativeFormat,
      nativeType: settings.nativeType,
      icon: settings.icon,
      moreInfoUrl: settings.moreInfoUrl,
      moreInfoUrlTitle: settings.moreInfoUrlTitle,
      imageId: settings.imageId,
    };
    const version = async () =>
      (await read<ProductSettings>(`/api/products/${id}/edit`, 'cs-CZ', admin)).version;
    const saved = await call(t.app, 'PUT', `/api/products/${id}`, {
      token: admin,
      body: {
        ...body,
        translations: {
          en: { title: '  Leaderboard on the home page ', description: '' },
          pl: { title: '' },
        },
        version: await version(),
      },
    });
    expect(saved.statusCode).toBe(200);
    // Trimmed, and a language without any text is no translation at all.
    expect(saved.json<ProductSettings>().translations).toEqual({
      en: { title: 'Leaderboard on the home page' },
    });
    const english = await read<Product>(`/api/products/${id}`, 'en-GB');
    expect(english.title).toBe('Leaderboard on the home page');
    // Without an English description, the Czech one; without Polish texts, the Czech ones.
    expect(english.description).toBe(settings.description);
    expect((await read<Product>(`/api/products/${id}`, 'pl-PL')).title).toBe(LEADERBOARD);

    // A save without translations is refused, and keeps them (clearing them is an explicit {}).
    expect(
      expectError(
        await call(t.app, 'PUT', `/api/products/${id}`, {
          token: admin,
          body: { ...body, version: await version() },
        }),
        400,
        'validation_failed',
      ).fieldErrors,
    ).toHaveProperty('translations');
    expect((await read<ProductSettings>(`/api/products/${id}/edit`, 'cs-CZ', admin)).translations).toEqual({
      en: { title: 'Leaderboard on the home page' },
    });

    expectError(
      await call(t.app, 'PUT', `/api/products/${id}`, {
        token: admin,
        body: { ...body, translations: { en: { title: 'x'.repeat(201) } }, version: await version() },
      }),
      400,
      'validation_failed',
    );
    expect(
      (
        await call(t.app, 'PUT', `/api/products/${id}`, {
          token: admin,
          body: { ...body, translations: { en: { title: 42 } }, version: await version() },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('keep a category’s Czech title for the form, and save its translations', async () => {
    const categories = await read<ProductCategory[]>('/api/categories', 'en-GB', admin);
    const banners = categories.find((category) => category.title === 'Bannery')!;
    expect(banners.translations?.pl?.title).toBe('Banery');
    const {
      id,
      productIds: _productIds,
      target: _target,
      translations: _translations,
      position: _position,
      ...rest
    } = banners;
    const response = await call(t.app, 'PUT', `/api/categories/${id}`, {
      token: admin,
      body: {
        ...rest,
        translations: { en: { title: 'Display banners' }, pl: { title: 'Banery reklamowe' } },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProductCategory>().translations).toEqual({
      en: { title: 'Display banners' },
      pl: { title: 'Banery reklamowe' },
    });
    expect((await activeCategories('en-GB'))[0]!.title).toBe('Display banners');
    // The descriptions it no longer translates are Czech again.
    expect((await activeCategories('en-GB'))[0]!.shortDescription).toBe(
      'Obrazová reklama na nejnavštěvovanějších místech e-shopu.',
    );
  });

  it('are for administrators only', async () => {
    const id = await leaderboardId();
    expectError(await call(t.app, 'GET', `/api/products/${id}/edit`, { token: vendor }), 403, 'forbidden');
  });
});
