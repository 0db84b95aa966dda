import type { ImageList, LibraryImage } from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { products } from '../src/db/schema';
import { get, gif, jpeg, png, postFile } from './creative-fixtures';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import { rows } from './ordering-fixtures';

/**
 * The image library (spec 001 §7 "POST /images/upload, /images/update, /images/list, DELETE
 * /images/{id}", images served by id with a thumbnail): administrators only, images checked from
 * their bytes, every signed-in user sees them.
 */
let t: TestApp;
let admin: string;
let retailer: string;
let vendor: string;

const upload = async (token: string, name: string, type: string, content: Buffer) =>
  postFile(t, token, '/api/images/upload', { name, type, content });
const list = async (body: unknown) =>
  (await call(t.app, 'POST', '/api/images/list', { token: admin, body })).json<ImageList>();
const storedFiles = async () =>
  (await rows<{ count: number }>(t, sql`select count(*)::int as count from library_images`))[0]!.count;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@portal.test');
  retailer = await loginAs(t.app, 'retailer@portal.test');
  vendor = await loginAs(t.app, 'vendor@portal.test');
});
afterAll(() => t.close());

describe('an image', () => {
  it('is uploaded by an administrator, kept with a 300×300 thumbnail, and served to every user', async () => {
    const uploaded = await upload(admin, 'banner.png', 'image/png', await png(1200, 400));
    expect(uploaded.statusCode).toBe(200);
    const image = uploaded.json<LibraryImage>();
    expect(image).toMatchObject({
      fileName: 'banner.png',
      contentType: 'image/png',
      width: 1200,
      height: 400,
      name: 'banner.png',
      productsCount: 0,
      url: `/api/images/${image.id}`,
      thumbUrl: `/api/images/${image.id}?thumb=1`,
    });
    const full = await get(t, vendor, `/api/images/${image.id}`);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/png');
    expect(full.headers['cache-control']).toContain('immutable');
    const thumb = await get(t, vendor, `/api/images/${image.id}?thumb=1`);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      width: 300,
      height: 300,
      format: 'webp',
    });
    expectError(await call(t.app, 'GET', `/api/images/${image.id}`), 401, 'unauthorized');
    expectError(await get(t, vendor, '/api/images/999999'), 404, 'image_not_found');
  });

  it('is refused when its bytes are no JPEG, PNG or WEBP, whatever its name, and nothing is kept', async () => {
    const before = await storedFiles();
    const text = await upload(admin, 'fake.png', 'image/png', Buffer.from('not an image at all'));
    expect(expectError(text, 400, 'creative_file_invalid').validationErrors).toEqual([
      { type: 'notSupportedImageFormat', params: {} },
    ]);
    const animated = await upload(admin, 'anim.png', 'image/png', await gif(10, 10));
    expect(expectError(animated, 400, 'creative_file_invalid').validationErrors).toEqual([
      { type: 'notSupportedImageFormat', params: {} },
    ]);
    const renamed = await upload(admin, 'photo.png', 'image/png', await jpeg(640, 480));
    expect(renamed.json<LibraryImage>().contentType).toBe('image/jpeg');
    expect(await storedFiles()).toBe(before + 1);
  });

  it('has a name and description per language; the list finds it by either, newest first', async () => {
    const image = (
      await upload(admin, 'vanoce.jpg', 'image/jpeg', await jpeg(300, 300))
    ).json<LibraryImage>();
    const updated = await call(t.app, 'POST', '/api/images/update', {
      token: admin,
      headers: { 'accept-language': 'en-GB' },
      body: {
        id: image.id,
        translations: [
          { localeTag: 'cs-CZ', name: ' Vánoční stromek ', description: 'Zelený' },
          { localeTag: 'en-GB', name: 'Christmas tree', description: '' },
        ],
      },
    });
    expect(updated.json<LibraryImage>()).toMatchObject({
      name: 'Christmas tree',
      translations: [
        { localeTag: 'cs-CZ', name: 'Vánoční stromek', description: 'Zelený' },
        { localeTag: 'en-GB', name: 'Christmas tree', description: '' },
      ],
    });
    const found = await list({ page: 1, pageSize: 18, filterParams: { search: 'stromek' } });
    expect(found.items.map((item) => item.id)).toEqual([image.id]);
    const all = await list({});
    expect(all.items[0]!.id).toBe(image.id);
    expect(all.totalCount).toBe(await storedFiles());
    const repeated = await call(t.app, 'POST', '/api/images/update', {
      token: admin,
      body: {
        id: image.id,
        translations: [
          { localeTag: 'cs-CZ', name: 'a' },
          { localeTag: 'cs-CZ', name: 'b' },
        ],
      },
    });
    expect(expectError(repeated, 400, 'validation_failed').fieldErrors).toEqual({
      translations: ['Každý jazyk smí být uveden jen jednou.'],
    });
    expectError(
      await call(t.app, 'POST', '/api/images/update', {
        token: admin,
        body: { id: 999_999, translations: [] },
      }),
      404,
      'image_not_found',
    );
  });

  it('is deleted only when no product shows it', async () => {
    const image = (await upload(admin, 'karta.png', 'image/png', await png(300, 300))).json<LibraryImage>();
    const [product] = await rows<{ id: number }>(t, sql`select id from products order by id limit 1`);
    await t.database.db.update(products).set({ imageId: image.id }).where(eq(products.id, product!.id));
    const refused = await call(t.app, 'DELETE', `/api/images/${image.id}`, { token: admin });
    expect(expectError(refused, 409, 'image_in_use').message).toBe(
      'Obrázek nelze smazat, zobrazuje ho 1 produkt.',
    );
    await t.database.db.update(products).set({ imageId: null }).where(eq(products.id, product!.id));
    expect((await call(t.app, 'DELETE', `/api/images/${image.id}`, { token: admin })).statusCode).toBe(204);
    expectError(await get(t, admin, `/api/images/${image.id}`), 404, 'image_not_found');
  });

  it('is administered by administrators only', async () => {
    for (const token of [retailer, vendor]) {
      expectError(await upload(token, 'a.png', 'image/png', await png(10, 10)), 403, 'forbidden');
      expectError(await call(t.app, 'POST', '/api/images/list', { token, body: {} }), 403, 'forbidden');
    }
  });
});
