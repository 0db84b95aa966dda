import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { call, type TestApp } from './helper';
import { rows } from './ordering-fixtures';
import { multipartBody } from './zip-fixtures';

/** Helpers of the creative tests: images made on the spot, uploads, and the seeded formats. */

export async function png(width: number, height: number, options: { noise?: boolean } = {}): Promise<Buffer> {
  if (options.noise) {
    const raw = Buffer.alloc(width * height * 3);
    // A fixed pattern that does not compress: a file of many bytes for a small picture.
    let seed = 7;
    for (let i = 0; i < raw.length; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      raw[i] = seed >> 16;
    }
    return sharp(raw, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
  }
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
}

export const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2980b9' } })
    .jpeg()
    .toBuffer();

export const gif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#27ae60' } })
    .gif()
    .toBuffer();

/** POSTs one file as multipart (field `file`) to an upload route. */
export function postFile(
  t: TestApp,
  token: string,
  url: string,
  file: { name: string; type: string; content: Buffer },
) {
  const { payload, headers } = multipartBody({
    fileName: file.name,
    contentType: file.type,
    content: file.content,
  });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
}

export interface SeededField {
  id: number;
  name: string;
}

/** The fields of a seeded format by their technical names. */
export async function formatFields(
  t: TestApp,
  formatName: string,
): Promise<{ formatId: number; fields: Record<string, number> }> {
  const found = await rows<{ format_id: number; id: number; name: string }>(
    t,
    sql`select f.format_id, f.id, f.name from creative_format_fields f join creative_formats cf on cf.id = f.format_id
        where cf.name = ${formatName} order by f.position`,
  );
  if (found.length === 0) throw new Error(`no format ${formatName}`);
  return {
    formatId: Number(found[0]!.format_id),
    fields: Object.fromEntries(found.map((row) => [row.name, Number(row.id)])),
  };
}

export const LEADERBOARD = 'Banner – leaderboard 970×310 + mobil 480×480';

/**
 * The first item of a seeded campaign whose creative the buyer is to fill (item state approved),
 * its product given the leaderboard format so the test has image fields with conversions.
 */
export async function itemToFill(t: TestApp, campaignName: string) {
  const [item] = await rows<{ id: number; campaign_id: number; product_id: number }>(
    t,
    sql`select i.id, i.campaign_id, i.product_id from campaign_items i join campaigns c on c.id = i.campaign_id
        where c.name = ${campaignName} and i.state_id = 4 and i.creative_id is null order by i.id limit 1`,
  );
  if (!item) throw new Error(`no item to fill in ${campaignName}`);
  const { formatId } = await formatFields(t, LEADERBOARD);
  await t.database.db.execute(
    sql`update products set creative_format_id = ${formatId} where id = ${item.product_id}`,
  );
  return { id: Number(item.id), campaignId: Number(item.campaign_id), productId: Number(item.product_id) };
}

export const get = (t: TestApp, token: string, url: string) => call(t.app, 'GET', url, { token });
