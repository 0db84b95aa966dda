import fs from 'node:fs/promises';
import path from 'node:path';
import { crc32, gzipSync } from 'node:zlib';
import type { Creative, LandingPage, LibraryImage, UploadedCreativeFile } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { loginCampaignUsers } from './campaign-fixtures';
import { formatFields, get, jpeg, LEADERBOARD, png, postFile } from './creative-fixtures';
import { createTestApp, expectError, loginAs, type TestApp } from './helper';
import { rows } from './ordering-fixtures';
import { makeZip, multipartBody } from './zip-fixtures';

/**
 * Upload content kept as sent (issue 29, point 4): a picture with an HTML page or a zip appended, or
 * with text and EXIF chunks, is kept as sharp re-encodes it on every route that stores images, while
 * the rules still judge the file as it was sent; a creative zip with an archive inside, a NUL in a
 * name or two entries that unpack to one file is refused, and nothing is stored.
 */
let t: TestApp;
let admin: string;
let vendor: string;
let retailer: string;

const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
const APPENDED_ZIP = makeZip({ 'index.html': '<p>hidden</p>' });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** What libvips writes in a PNG of its own: no text, EXIF, ICC or other chunk. */
const PNG_PICTURE_CHUNKS = ['IHDR', 'PLTE', 'tRNS', 'pHYs', 'IDAT', 'IEND'];

/** A PNG's chunk types up to IEND, and the offset after it (its length, when nothing follows). */
function pngChunks(buffer: Buffer): { types: string[]; end: number } {
  const types: string[] = [];
  let offset = PNG_SIGNATURE.length;
  while (offset + 8 <= buffer.length) {
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    types.push(type);
    offset += 12 + buffer.readUInt32BE(offset);
    if (type === 'IEND') break;
  }
  return { types, end: offset };
}

/** A tEXt chunk put after the IHDR, as an image editor writes an author or a comment. */
function withTextChunk(picture: Buffer, keyword: string, text: string): Buffer {
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const afterHeader = PNG_SIGNATURE.length + 12 + 13;
  return Buffer.concat([picture.subarray(0, afterHeader), chunk, picture.subarray(afterHeader)]);
}

const pngWithSecrets = async (width: number, height: number) =>
  withTextChunk(
    await sharp({ create: { width, height, channels: 3, background: '#8e44ad' } })
      .png()
      .withExifMerge({ IFD0: { ImageDescription: 'secret-exif', Artist: 'secret-artist' } })
      .toBuffer(),
    'Comment',
    'secret-text',
  );

/** The JPEG of 480 × 480 noise at quality 75: re-encoded at 90, it is larger than 150 KB; sent, not. */
async function noisyJpeg(): Promise<Buffer> {
  const raw = Buffer.alloc(480 * 480 * 3);
  let seed = 7;
  for (let i = 0; i < raw.length; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    raw[i] = seed >> 16;
  }
  return sharp(raw, { raw: { width: 480, height: 480, channels: 3 } })
    .jpeg({ quality: 75 })
    .toBuffer();
}

async function expectPictureOnly(
  stored: Buffer,
  format: 'png' | 'jpeg' | 'webp',
  width: number,
  height: number,
) {
  expect(stored.includes('<html')).toBe(false);
  expect(stored.includes('hidden')).toBe(false);
  expect(stored.includes('secret')).toBe(false);
  if (format === 'png') {
    expect(stored.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const { types, end } = pngChunks(stored);
    expect(end).toBe(stored.length);
    expect(types.filter((type) => !PNG_PICTURE_CHUNKS.includes(type))).toEqual([]);
  } else if (format === 'jpeg') {
    expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  } else {
    expect(stored.readUInt32LE(4) + 8).toBe(stored.length);
  }
  expect(await sharp(stored).metadata()).toMatchObject({ format, width, height });
  await sharp(stored, { failOn: 'error' }).stats();
}

/** A route that stores an image, and where the stored file is read back. */
interface ImageRoute {
  name: string;
  width: number;
  height: number;
  upload(name: string, type: string, content: Buffer): Promise<LightMyRequestResponse>;
  storedUrl(answer: LightMyRequestResponse): string;
  token(): string;
}

let mobileField: number;
let acme: number;
let itemMediaId: number;
let landingPage: { id: number; heroField: number };

const fileOfValue = (
  values: Creative['fieldValues'],
  match: (value: Creative['fieldValues'][number]) => boolean,
) => values.find(match)!.file!;

const ROUTES: ImageRoute[] = [
  {
    name: 'the image library',
    width: 480,
    height: 480,
    token: () => admin,
    upload: (name, type, content) => postFile(t, admin, '/api/images/upload', { name, type, content }),
    storedUrl: (answer) => answer.json<LibraryImage>().url,
  },
  {
    name: 'a field of a creative not saved yet',
    width: 480,
    height: 480,
    token: () => vendor,
    upload: (name, type, content) =>
      postFile(t, vendor, `/api/creatives/formats/fields/${mobileField}/upload`, { name, type, content }),
    storedUrl: (answer) => answer.json<UploadedCreativeFile>().file.url,
  },
  {
    name: "a field of a company's creative not saved yet",
    width: 480,
    height: 480,
    token: () => vendor,
    upload: (name, type, content) =>
      postFile(t, vendor, `/api/creatives/upload/company/${acme}/media/${mobileField}`, {
        name,
        type,
        content,
      }),
    storedUrl: (answer) => answer.json<UploadedCreativeFile>().file.url,
  },
  {
    name: "an item media's field",
    width: 480,
    height: 480,
    token: () => retailer,
    upload: (name, type, content) =>
      postFile(t, retailer, `/api/campaigns/media/${itemMediaId}/file`, { name, type, content }),
    storedUrl: (answer) =>
      fileOfValue(answer.json<Creative>().fieldValues, (value) => value.id === itemMediaId).url,
  },
  {
    name: "a landing page's field",
    width: 1200,
    height: 400,
    token: () => retailer,
    upload: (name, type, content) =>
      postFile(t, retailer, `/api/landing-pages/${landingPage.id}/fields/${landingPage.heroField}/file`, {
        name,
        type,
        content,
      }),
    storedUrl: (answer) =>
      fileOfValue(
        answer.json<LandingPage>().fieldValues,
        (value) => value.formatField.id === landingPage.heroField,
      ).url,
  },
];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-22T10:00:00+01:00');
  ({ vendor, retailer } = await loginCampaignUsers(t));
  admin = await loginAs(t.app, 'admin@portal.test');
  mobileField = (await formatFields(t, LEADERBOARD)).fields.mobile_image!;
  const [company] = await rows<{ id: number }>(t, sql`select id from companies where name = 'Acme Foods'`);
  acme = Number(company!.id);
  // Retailer staff edit a creative in any state.
  const [value] = await rows<{ id: number }>(
    t,
    sql`select v.id from creative_field_values v join creative_format_fields f on f.id = v.field_id
        where v.creative_id is not null and f.name = 'mobile_image' order by v.id limit 1`,
  );
  if (!value) throw new Error('no leaderboard creative');
  itemMediaId = Number(value.id);
  const [page] = await rows<{ id: number; field_id: number }>(
    t,
    sql`select p.id, f.id as field_id from landing_pages p join landing_page_types lt on lt.id = p.type_id
        join creative_format_fields f on f.format_id = lt.creative_format_id and f.name = 'hero_image'
        order by p.id limit 1`,
  );
  if (!page) throw new Error('no landing page with a hero image');
  landingPage = { id: Number(page.id), heroField: Number(page.field_id) };
});
afterAll(() => t.close());

describe('an image stored from an upload', () => {
  describe.each(ROUTES)('through $name', (route) => {
    const readBack = async (answer: LightMyRequestResponse) => {
      expect(answer.statusCode).toBe(200);
      const stored = await get(t, route.token(), route.storedUrl(answer));
      expect(stored.statusCode).toBe(200);
      return stored.rawPayload;
    };

    it('is a PNG without the HTML page or the zip appended to it', async () => {
      const picture = await png(route.width, route.height);
      for (const appended of [HTML_PAGE, APPENDED_ZIP]) {
        const sent = Buffer.concat([picture, appended]);
        const stored = await readBack(await route.upload('banner.png', 'image/png', sent));
        await expectPictureOnly(stored, 'png', route.width, route.height);
      }
    });

    it('is a JPEG that ends at its end marker, without the page appended', async () => {
      const sent = Buffer.concat([await jpeg(route.width, route.height), HTML_PAGE]);
      const stored = await readBack(await route.upload('banner.jpg', 'image/jpeg', sent));
      await expectPictureOnly(stored, 'jpeg', route.width, route.height);
    });

    it('is a PNG without its text and EXIF chunks', async () => {
      const sent = await pngWithSecrets(route.width, route.height);
      expect(pngChunks(sent).types).toEqual(expect.arrayContaining(['tEXt', 'eXIf']));
      const stored = await readBack(await route.upload('banner.png', 'image/png', sent));
      await expectPictureOnly(stored, 'png', route.width, route.height);
    });
  });

  it('is a WEBP without what was appended, where WEBP is taken', async () => {
    const picture = await sharp({ create: { width: 480, height: 480, channels: 3, background: '#16a085' } })
      .webp()
      .toBuffer();
    const answer = await ROUTES[0]!.upload('banner.webp', 'image/webp', Buffer.concat([picture, HTML_PAGE]));
    expect(answer.statusCode).toBe(200);
    await expectPictureOnly((await get(t, admin, ROUTES[0]!.storedUrl(answer))).rawPayload, 'webp', 480, 480);
  });
});

describe("a field's rules", () => {
  const KB_150 = 150 * 1024;
  const uploadTmp = (content: Buffer, type = 'image/png') =>
    postFile(t, vendor, `/api/creatives/formats/fields/${mobileField}/upload`, {
      name: 'mobil.png',
      type,
      content,
    });

  it('judge the byte size of the file as sent, appended bytes included', async () => {
    const picture = await png(480, 480);
    const padded = (size: number) => Buffer.concat([picture, Buffer.alloc(size - picture.length)]);
    const tooBig = expectError(await uploadTmp(padded(KB_150 + 1)), 400, 'creative_file_invalid');
    expect(tooBig.validationErrors).toEqual([expect.objectContaining({ type: 'fileTooBig' })]);
    const atLimit = await uploadTmp(padded(KB_150));
    expect(atLimit.statusCode).toBe(200);
    const { file } = atLimit.json<UploadedCreativeFile>();
    expect(file.size).toBe(KB_150);
    const stored = (await get(t, vendor, file.url)).rawPayload;
    expect(stored.length).toBeLessThan(KB_150);
    await expectPictureOnly(stored, 'png', 480, 480);
  });

  it('judge the exact width and height of the file as sent', async () => {
    const wrong = expectError(
      await uploadTmp(Buffer.concat([await png(480, 479), HTML_PAGE])),
      400,
      'creative_file_invalid',
    );
    expect(wrong.validationErrors).toEqual([
      expect.objectContaining({ type: 'invalidImageHeight', params: { height: 480, actual: 479 } }),
    ]);
  });

  it('keep judging a file by its size as sent when a creative takes it, whatever its re-encoding weighs', async () => {
    const sent = await noisyJpeg();
    expect(sent.length).toBeLessThanOrEqual(KB_150);
    const answer = await postFile(t, retailer, `/api/campaigns/media/${itemMediaId}/file`, {
      name: 'mobil.jpg',
      type: 'image/jpeg',
      content: sent,
    });
    expect(answer.statusCode).toBe(200);
    const file = fileOfValue(answer.json<Creative>().fieldValues, (value) => value.id === itemMediaId);
    expect(file).toMatchObject({ contentType: 'image/jpeg', width: 480, height: 480, size: sent.length });
    const stored = (await get(t, retailer, file.url)).rawPayload;
    // Quality 90 weighs more than the 75 sent: the kept file is past the limit the upload was within.
    expect(stored.length).toBeGreaterThan(KB_150);
    await expectPictureOnly(stored, 'jpeg', 480, 480);
  });
});

describe('a creative zip', () => {
  /** An item of the Acme vendor that takes a creative and has no zip yet. */
  async function itemToUpload(): Promise<number> {
    const [found] = await rows<{ id: number }>(
      t,
      sql`select i.id from campaign_items i join campaigns c on c.id = i.campaign_id
          where c.company_id = ${acme} and i.state_id = 4 and i.zip_storage_key is null order by i.id limit 1`,
    );
    if (!found) throw new Error('no item to upload a zip to');
    return Number(found.id);
  }

  const upload = (itemId: number, content: Buffer) => {
    const { payload, headers } = multipartBody({
      fileName: 'bundle.zip',
      contentType: 'application/zip',
      content,
    });
    return t.app.inject({
      method: 'POST',
      url: `/api/campaign-item/${itemId}/creative-zip`,
      headers: { ...headers, authorization: `Bearer ${vendor}` },
      payload,
    });
  };
  const storedFiles = async (itemId: number) =>
    fs.readdir(path.join(t.config.dataDir, 'files', 'campaign-items', String(itemId))).catch(() => []);
  const tempFiles = async () => fs.readdir(path.join(t.config.dataDir, 'tmp')).catch(() => []);

  const tar = () => {
    const header = Buffer.alloc(512);
    header.write('index.html', 0, 'latin1');
    header.write('ustar', 257, 'latin1');
    return header;
  };

  it('is refused with an archive inside, by its name or by its first bytes', async () => {
    const item = await itemToUpload();
    const nested: [string, Buffer | string][] = [
      ['inner.zip', APPENDED_ZIP],
      ['assets/pack.tar.gz', 'not even gzip'],
      ['lib.JAR', 'x'],
      ['data.bin', APPENDED_ZIP],
      ['script.js', gzipSync('alert(1)')],
      ['font.woff', Buffer.from('Rar!\u001a\u0007\u0001\u0000', 'latin1')],
      ['pic.png', Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04])],
      ['style.css', tar()],
    ];
    for (const [name, content] of nested) {
      const body = expectError(
        await upload(item, makeZip({ 'index.html': '<p>banner</p>', [name]: content })),
        400,
        'creative_zip_nested_archive',
      );
      expect(body.message).toBe(`Archiv bundle.zip obsahuje další archiv ${name}, ten nelze přijmout.`);
    }
    expect(await storedFiles(item)).toEqual([]);
    expect(await tempFiles()).toEqual([]);
  });

  it('is refused with a NUL in a name, shown in the message', async () => {
    const item = await itemToUpload();
    const body = expectError(
      await upload(item, makeZip({ 'banner.html\u0000.png': '<script>x</script>' })),
      400,
      'creative_zip_nul_in_name',
    );
    expect(body.message).toContain('banner.html␀.png');
    expect(await storedFiles(item)).toEqual([]);
    expect(await tempFiles()).toEqual([]);
  });

  it('is refused with two entries that unpack to one file', async () => {
    const item = await itemToUpload();
    const pairs: [string, string][] = [
      ['index.html', 'index.html'],
      ['index.html', 'INDEX.html'],
      ['img/a.png', './img/a.png'],
      ['img//a.png', 'img/A.PNG'],
      ['caf\u00e9.html', 'cafe\u0301.html'],
    ];
    for (const [first, second] of pairs) {
      const body = expectError(
        await upload(
          item,
          makeZip([
            [first, '<p>one</p>'],
            [second, '<p>two</p>'],
          ]),
        ),
        400,
        'creative_zip_duplicate_entry',
      );
      expect(body.message).toBe(
        `Archiv bundle.zip obsahuje dva soubory, které se po rozbalení jmenují stejně: ${first} a ${second}.`,
      );
    }
    expect(await storedFiles(item)).toEqual([]);
    expect(await tempFiles()).toEqual([]);
  });

  it('is taken with pictures, scripts and folders of its own', async () => {
    const item = await itemToUpload();
    const bundle = makeZip({
      'index.html': '<script src="js/app.js"></script><img src="img/a.png">',
      'js/': '',
      'js/app.js': { content: 'console.log("banner");'.repeat(50), deflate: true },
      'img/a.png': await png(30, 30),
      'img/b.jpg': await jpeg(30, 30),
    });
    expect((await upload(item, bundle)).statusCode).toBe(200);
    expect(await storedFiles(item)).toHaveLength(1);
  });
});
