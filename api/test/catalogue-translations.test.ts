import type {
  ActiveProductCategory,
  NamedRef,
  Product,
  ProductCategory,
  ProductSettings,
} from '@portal/shared-contracts';
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
      creativeFormatId: settings.creativeFormat?.id ?? null,
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
      imageId: settings.image?.id ?? null,
    };
    const saved = await call(t.app, 'PUT', `/api/products/${id}`, {
      token: admin,
      body: {
        ...body,
        translations: {
          en: { title: '  Leaderboard on the home page ', description: '' },
          pl: { title: '' },
        },
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

    // A form that does not send translations keeps them.
    expect((await call(t.app, 'PUT', `/api/products/${id}`, { token: admin, body })).statusCode).toBe(200);
    expect((await read<ProductSettings>(`/api/products/${id}/edit`, 'cs-CZ', admin)).translations).toEqual({
      en: { title: 'Leaderboard on the home page' },
    });

    expectError(
      await call(t.app, 'PUT', `/api/products/${id}`, {
        token: admin,
        body: { ...body, translations: { en: { title: 'x'.repeat(201) } } },
      }),
      400,
      'validation_failed',
    );
    expect(
      (
        await call(t.app, 'PUT', `/api/products/${id}`, {
          token: admin,
          body: { ...body, translations: { en: { title: 42 } } },
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
      target,
      translations: _translations,
      position: _position,
      ...rest
    } = banners;
    const response = await call(t.app, 'PUT', `/api/categories/${id}`, {
      token: admin,
      body: {
        ...rest,
        targetId: target?.id ?? null,
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
