import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loginCampaignUsers } from './campaign-fixtures';
import { createTestApp, expectError, type TestApp } from './helper';
import { rows } from './ordering-fixtures';
import { makeZip, multipartBody } from './zip-fixtures';

/**
 * The bundle limits of a creative zip (Google Ad Manager's for HTML5: 50 files, 5 MB unpacked), with
 * the default upload limit, so archives near the limits can be sent whole.
 */
let t: TestApp;
let vendor: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-22T10:00:00+01:00');
  ({ vendor } = await loginCampaignUsers(t));
});
afterAll(() => t.close());

/** An item of the Acme vendor that takes a creative (approved, so its creative is to be delivered). */
async function itemToUpload(): Promise<number> {
  const [found] = await rows<{ id: number }>(
    t,
    sql`select i.id from campaign_items i join campaigns c on c.id = i.campaign_id
        join companies co on co.id = c.company_id
        where co.name = 'Acme Foods' and i.state_id = 4 and i.zip_storage_key is null order by i.id limit 1`,
  );
  if (!found) throw new Error('no item to upload a zip to');
  return Number(found.id);
}

const upload = (token: string, itemId: number, part: { fileName: string; content: Buffer }) => {
  const { payload, headers } = multipartBody({ contentType: 'application/zip', ...part });
  return t.app.inject({
    method: 'POST',
    url: `/api/campaign-item/${itemId}/creative-zip`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
};

const storedFiles = async (itemId: number) =>
  fs.readdir(path.join(t.config.dataDir, 'files', 'campaign-items', String(itemId))).catch(() => []);
const tempFiles = async () => fs.readdir(path.join(t.config.dataDir, 'tmp')).catch(() => []);

/** Bytes that do not compress (a fixed pseudo-random sequence). */
function noise(bytes: number): Buffer {
  const data = Buffer.alloc(bytes);
  let seed = 12_345;
  for (let i = 0; i < bytes; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    data[i] = seed >> 16;
  }
  return data;
}

describe('the bundle limits of a creative zip', () => {
  it('refuses bundles past the ad server limits, unsafe paths, links and bombs, storing nothing', async () => {
    const item = await itemToUpload();
    const refused = async (content: Buffer, code: string) =>
      expectError(await upload(vendor, item, { fileName: 'bundle.zip', content }), 400, code);
    const files = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}.html`, '<p>x</p>']));
    expect((await refused(makeZip(files(51)), 'creative_zip_too_many_entries')).message).toBe(
      'Archiv bundle.zip má 51 souborů, nejvýše smí mít 50.',
    );
    for (const name of ['/etc/passwd', 'C:/boot.ini', 'a/../../b.html', 'a\\b.html']) {
      const body = await refused(makeZip({ [name]: 'x' }), 'creative_zip_unsafe_path');
      expect(body.message).toContain(name);
    }
    await refused(
      makeZip({ 'index.html': 'x', link: { content: '/etc', unixMode: 0o120777 } }),
      'creative_zip_symlink',
    );
    // Zeros deflate a thousandfold: a bomb however small the upload.
    const zeros = Buffer.alloc(1024 * 1024);
    const bomb = await refused(
      makeZip({ 'zero.bin': { content: zeros, deflate: true } }),
      'creative_zip_bomb',
    );
    expect(bomb.message).toContain('zero.bin');
    // More than 5 MB unpacked, declared honestly…

    const big = Object.fromEntries(
      Array.from({ length: 6 }, (_, i) => [`p${i}.bin`, { content: noise(900_000), deflate: true }]),
    );
    const tooBig = await refused(makeZip(big), 'creative_zip_unpacked_too_large');
    expect(tooBig.message).toBe('Rozbalený archiv bundle.zip by měl víc než 5.00 MB.');
    // …or hidden behind headers that declare less than the entry holds.
    await refused(
      makeZip({ 'lie.bin': { content: noise(200_000), deflate: true, declaredSize: 10 } }),
      'creative_zip_unreadable',
    );
    expect(await storedFiles(item)).toEqual([]);
    expect(await tempFiles()).toEqual([]);
    // Exactly at the limits it is taken.
    expect(
      (await upload(vendor, item, { fileName: 'bundle.zip', content: makeZip(files(50)) })).statusCode,
    ).toBe(200);
  });
});
