import fs from 'node:fs/promises';
import path from 'node:path';
import {
  CAMPAIGN_ITEM_FILTER_MAX_RESULTS,
  CampaignItemStateId,
  CampaignStateId,
  type CampaignItemActionResponse,
  type CampaignItemDetail,
  type CampaignItemFilterResponse,
  type CampaignItemSasInfo,
} from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { settingsVariables } from '../src/db/schema';
import {
  campaignStateOf,
  impersonate,
  lastAuditEvent,
  loginCampaignUsers,
  loginDemoUsers,
} from './campaign-fixtures';
import { call, createTestApp, expectError, type TestApp } from './helper';
import { rows } from './ordering-fixtures';
import { makeZip, multipartBody, type FilePart } from './zip-fixtures';

/**
 * POST and GET /campaign-item/{id}/creative-zip (spec 001 §5 "Zip upload"): who may upload when, what
 * is refused, and the zip filling the creative so request-check and approval go through.
 */
let t: TestApp;
let vendor: string;
let nordic: string;
let agency: string;
let retailer: string;
let salesOnly: string;
let impersonatedVendor: string;

const DEMO_NOW = '2026-11-22T10:00:00+01:00';
/** Small, so a file past the limit is small too. */
const MAX_BYTES = 4096;

beforeAll(async () => {
  t = await createTestApp({ CREATIVE_ZIP_MAX_BYTES: String(MAX_BYTES) });
  t.clock.set(DEMO_NOW);
  ({ vendor, nordic, agency, retailer, salesOnly } = await loginCampaignUsers(t));
  impersonatedVendor = await impersonate(t, retailer, 'vendor@portal.test');
});
afterAll(() => t.close());

/** The items of a seeded campaign by id, with their states. */
async function itemsOf(campaignName: string) {
  const found = await rows<{ id: number; campaign_id: number; state_id: number }>(
    t,
    sql`select i.id, i.campaign_id, i.state_id from campaign_items i join campaigns c on c.id = i.campaign_id
        where c.name = ${campaignName} order by i.id`,
  );
  if (found.length === 0) throw new Error(`no items in ${campaignName}`);
  return found.map((row) => ({
    id: Number(row.id),
    campaignId: Number(row.campaign_id),
    stateId: Number(row.state_id),
  }));
}

const zipOf = (text: string) => makeZip({ 'index.html': `<p>${text}</p>`, 'banner.txt': text });

const upload = (token: string, itemId: number, part: Partial<FilePart> = {}) => {
  const { payload, headers } = multipartBody({
    fileName: 'kreativa.zip',
    contentType: 'application/zip',
    content: zipOf('vánoce'),
    ...part,
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/campaign-item/${itemId}/creative-zip`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
};

const download = (token: string, itemId: number) =>
  call(t.app, 'GET', `/api/campaign-item/${itemId}/creative-zip`, { token });

const item = (token: string, itemId: number) => call(t.app, 'GET', `/api/campaign-item/${itemId}`, { token });

/** The files the storage holds for an item, and what is left in the temporary folder. */
const storedFiles = async (itemId: number) =>
  fs.readdir(path.join(t.config.dataDir, 'files', 'campaign-items', String(itemId))).catch(() => []);
const tempFiles = async () => fs.readdir(path.join(t.config.dataDir, 'tmp')).catch(() => []);

const setZipUpload = (value: 'true' | 'false') =>
  t.database.db
    .update(settingsVariables)
    .set({ value })
    .where(eq(settingsVariables.identifier, 'creative-zip-upload'));

async function activityRow(token: string, itemId: number) {
  const response = await call(t.app, 'POST', '/api/campaign-items/filter', {
    token,
    body: {
      firstResult: 0,
      maxResults: CAMPAIGN_ITEM_FILTER_MAX_RESULTS,
      campaignStateIdes: [CampaignStateId.Approved, CampaignStateId.WaitingForApproval],
    },
  });
  expect(response.statusCode).toBe(200);
  const row = response.json<CampaignItemFilterResponse>().items.find((candidate) => candidate.id === itemId);
  if (!row) throw new Error(`item ${itemId} is not in the activities list`);
  return row;
}

describe('the creative zip of an item', () => {
  it('fills the creative: sent for approval, approved by the retailer, downloaded back', async () => {
    const [first, second] = await itemsOf('Vánoční kampaň 2026 – čokolády');
    expect(first!.stateId).toBe(CampaignItemStateId.Approved); // the creative is the buyer's to fill
    expectError(await download(retailer, first!.id), 404, 'creative_zip_not_found');

    const uploaded = await upload(vendor, first!.id, { fileName: 'čokoláda 970×210.zip' });
    expect(uploaded.statusCode).toBe(200);
    const detail = uploaded.json<CampaignItemDetail>();
    expect(detail.item).toMatchObject({
      id: first!.id,
      zipUploaded: true,
      creativeEditAllowed: true,
      itemState: { identifier: 'approved' },
    });
    // The download link is for retailer staff and impersonators only.
    expect(detail.item.sasInfo.zipCreativeURL).toBeNull();
    const zipUrl = `/api/campaign-item/${first!.id}/creative-zip`;
    expect((await item(retailer, first!.id)).json<CampaignItemDetail>().item.sasInfo.zipCreativeURL).toBe(
      zipUrl,
    );
    expect(
      (await item(impersonatedVendor, first!.id)).json<CampaignItemDetail>().item.sasInfo.zipCreativeURL,
    ).toBe(zipUrl);
    const sas = await call(t.app, 'GET', `/api/sas-info/campaign-item/${first!.id}`, { token: retailer });
    expect(sas.json<CampaignItemSasInfo>().zipCreativeURL).toBe(zipUrl);
    // The local ad server's creative page shows the zip, with the same download link.
    const creativePage = (token: string) =>
      call(t.app, 'GET', `/api/ad-server/creatives/CR-${first!.id}`, { token });
    expect((await creativePage(retailer)).body).toContain(`<a href="${zipUrl}">čokoláda 970×210.zip (`);
    expect((await creativePage(vendor)).body).toContain('ZIP čokoláda 970×210.zip (');
    expect((await creativePage(vendor)).body).not.toContain(zipUrl);
    expect(await activityRow(retailer, first!.id)).toMatchObject({
      zipUploaded: true,
      zipCreativeURL: zipUrl,
    });
    expect(await activityRow(vendor, first!.id)).toMatchObject({ zipUploaded: true, zipCreativeURL: null });
    // Another item of the campaign has none.
    expect((await item(retailer, second!.id)).json<CampaignItemDetail>().item).toMatchObject({
      zipUploaded: false,
      sasInfo: { zipCreativeURL: null },
    });

    const audit = await lastAuditEvent(t, 'campaign-item.creative-zip-uploaded', first!.id);
    expect(audit.details).toMatchObject({
      fileName: 'čokoláda 970×210.zip',
      size: zipOf('vánoce').length,
      replaced: false,
    });
    expect(await storedFiles(first!.id)).toHaveLength(1);
    expect(await tempFiles()).toEqual([]);
    // The campaign's history names the file.
    const history = await call(t.app, 'GET', `/api/campaigns/${first!.campaignId}/history`, {
      token: retailer,
    });
    expect(history.json<{ action: string; detail: string | null }[]>()).toContainEqual(
      expect.objectContaining({
        action: 'campaign-item.creative-zip-uploaded',
        detail: 'čokoláda 970×210.zip',
      }),
    );

    // Sent for approval: the item waits, and so does its campaign (design.md §3).
    const sent = await call(t.app, 'POST', `/api/campaign-item/${first!.id}/request-check`, {
      token: vendor,
      body: {},
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<CampaignItemActionResponse>()).toMatchObject({
      itemState: { identifier: 'waiting-for-approval' },
      campaignState: { identifier: 'creative-waiting-for-approval' },
    });
    expect(await campaignStateOf(t, first!.campaignId)).toBe(CampaignStateId.WaitingForApproval);

    // Sent: the buyer may no longer change it, retailer staff may (and replace the zip).
    const refused = expectError(await upload(vendor, first!.id), 409, 'campaign_item_creative_not_editable');
    expect(refused.message).toContain('Čeká na schválení');
    const replacement = zipOf('opravená verze');
    const replaced = await upload(retailer, first!.id, { fileName: 'opraveno.zip', content: replacement });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<CampaignItemDetail>().item.itemState.identifier).toBe('waiting-for-approval');
    expect(await storedFiles(first!.id)).toHaveLength(1);
    expect((await lastAuditEvent(t, 'campaign-item.creative-zip-uploaded', first!.id)).details).toMatchObject(
      {
        fileName: 'opraveno.zip',
        replaced: true,
      },
    );

    // Returned with a note (the item media dialog's Dismiss): the note is the item's message, the
    // campaign shows a returned creative; the buyer sends it again.
    const reject = (token: string, note: string) =>
      call(t.app, 'POST', `/api/campaign-item/${first!.id}/reject`, { token, body: { note } });
    expectError(await reject(vendor, 'x'), 403, 'forbidden');
    expect(expectError(await reject(retailer, '  '), 400, 'validation_failed').fieldErrors).toEqual({
      note: ['Pro vrácení napište důvod.'],
    });
    const returned = await reject(retailer, 'Animace je delší než 15 sekund.');
    expect(returned.json<CampaignItemActionResponse>()).toMatchObject({
      itemState: { identifier: 'returned' },
      campaignState: { identifier: 'creative-returned' },
    });
    expect((await item(vendor, first!.id)).json<CampaignItemDetail>().item.message).toBe(
      'Animace je delší než 15 sekund.',
    );
    expectError(await reject(retailer, 'znovu'), 409, 'campaign_item_reject_not_allowed');
    const resent = await call(t.app, 'POST', `/api/campaign-item/${first!.id}/request-check`, {
      token: vendor,
      body: {},
    });
    expect(resent.json<CampaignItemActionResponse>().itemState.identifier).toBe('waiting-for-approval');

    // Approved before its start: prepared; the campaign still has items without a creative.
    const approved = await call(t.app, 'POST', `/api/campaign-item/${first!.id}/approve`, {
      token: retailer,
      body: {},
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<CampaignItemActionResponse>()).toMatchObject({
      itemState: { identifier: 'prepared' },
      campaignState: { identifier: 'approved' },
    });

    const downloaded = await download(retailer, first!.id);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-type']).toBe('application/zip');
    expect(downloaded.headers['content-length']).toBe(String(replacement.length));
    expect(downloaded.headers['content-disposition']).toBe(
      `attachment; filename="opraveno.zip"; filename*=UTF-8''opraveno.zip`,
    );
    expect(downloaded.rawPayload.equals(replacement)).toBe(true);
    expect((await download(impersonatedVendor, first!.id)).rawPayload.equals(replacement)).toBe(true);

    // Buyers never download; other tenants and unknown ids are not found.
    expectError(await download(vendor, first!.id), 403, 'forbidden');
    expectError(await download(agency, first!.id), 403, 'forbidden');
    expectError(await download(salesOnly, first!.id), 403, 'forbidden');
    expectError(await download(retailer, 999_999), 404, 'campaign_item_not_found');
  });

  it('names a non-ASCII file by RFC 5987 in the download', async () => {
    const [, , third] = await itemsOf('Vánoční kampaň 2026 – čokolády');
    expect((await upload(agency, third!.id, { fileName: 'Čokoláda zimní.zip' })).statusCode).toBe(200);
    const downloaded = await download(retailer, third!.id);
    expect(downloaded.headers['content-disposition']).toBe(
      `attachment; filename="Cokolada zimni.zip"; filename*=UTF-8''%C4%8Cokol%C3%A1da%20zimn%C3%AD.zip`,
    );
  });

  it('refuses what is not a readable zip, with a message naming the file', async () => {
    const [, second] = await itemsOf('Vánoční kampaň 2026 – čokolády');
    const text = expectError(
      await upload(vendor, second!.id, { fileName: 'banner.zip', content: Buffer.from('not a zip at all') }),
      400,
      'creative_zip_unreadable',
    );
    expect(text.message).toBe('Soubor banner.zip není čitelný ZIP archiv.');
    expectError(
      await upload(vendor, second!.id, { fileName: 'banner.png', contentType: 'image/png' }),
      400,
      'creative_zip_wrong_type',
    );
    expectError(await upload(vendor, second!.id, { content: Buffer.alloc(0) }), 400, 'creative_zip_empty');
    expectError(await upload(vendor, second!.id, { content: makeZip({}) }), 400, 'creative_zip_empty');
    const tooLarge = expectError(
      await upload(vendor, second!.id, { content: makeZip({ 'big.bin': Buffer.alloc(MAX_BYTES) }) }),
      400,
      'creative_zip_too_large',
    );
    expect(tooLarge.message).toContain('4.00 KB');
    expectError(
      await upload(vendor, second!.id, { content: makeZip({ '../escape.html': 'x' }) }),
      400,
      'creative_zip_unsafe_path',
    );
    expectError(await upload(vendor, second!.id, { field: 'other' }), 400, 'creative_zip_missing');
    // Multipart is parsed by this route only: every other one still refuses it.
    const elsewhere = multipartBody({
      fileName: 'a.zip',
      contentType: 'application/zip',
      content: zipOf('x'),
    });
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: `/api/campaign-item/${second!.id}/message`,
        headers: { ...elsewhere.headers, authorization: `Bearer ${retailer}` },
        payload: elsewhere.payload,
      }),
      415,
      'unsupported_media_type',
    );
    expectError(
      await call(t.app, 'POST', `/api/campaign-item/${second!.id}/creative-zip`, { token: vendor, body: {} }),
      400,
      'creative_zip_missing',
    );
    // What a browser without a type for .zip sends is taken by its name.
    expect((await upload(vendor, second!.id, { contentType: 'application/octet-stream' })).statusCode).toBe(
      200,
    );
    expect(await storedFiles(second!.id)).toHaveLength(1);
    expect(await tempFiles()).toEqual([]);
  });

  it('refuses other tenants, roles without campaigns and items whose creative may not change', async () => {
    const [first] = await itemsOf('Vánoční punč 2026');
    expectError(await upload(vendor, first!.id), 404, 'campaign_item_not_found');
    expectError(await upload(salesOnly, first!.id), 403, 'forbidden');
    expectError(await upload(nordic, 999_999), 404, 'campaign_item_not_found');

    // Before the campaign's approval there is no creative to fill.
    const [inProcess] = await itemsOf('Veganský leden 2027');
    expectError(await upload(vendor, inProcess!.id), 409, 'campaign_item_creative_not_editable');
    expectError(await upload(retailer, inProcess!.id), 409, 'campaign_item_creative_not_editable');

    // Prepared: sent and approved; retailer staff (and an impersonator) may still change it.
    const [prepared] = await itemsOf('Black Friday 2026 – trvanlivé potraviny');
    expect(prepared!.stateId).toBe(CampaignItemStateId.Prepared);
    expectError(await upload(agency, prepared!.id), 409, 'campaign_item_creative_not_editable');
    expect((await upload(impersonatedVendor, prepared!.id)).statusCode).toBe(200);
    expect(await storedFiles(inProcess!.id)).toEqual([]);
  });

  it('goes with its campaign when the campaign is deleted', async () => {
    const [first, second] = await itemsOf('Vánoční punč 2026');
    expect((await upload(nordic, first!.id)).statusCode).toBe(200);
    expect((await upload(retailer, second!.id)).statusCode).toBe(200);
    expect(await storedFiles(first!.id)).toHaveLength(1);
    const deleted = await call(t.app, 'DELETE', `/api/campaigns/${first!.campaignId}`, { token: retailer });
    expect(deleted.statusCode).toBe(204);
    expect(await storedFiles(first!.id)).toEqual([]);
    expect(await storedFiles(second!.id)).toEqual([]);
  });

  it('is refused while the app setting is off, and downloads still work', async () => {
    const [first, second] = await itemsOf('Zimní péče o pleť 2026');
    const [bella] = await loginDemoUsers(t, 'bella');
    expect((await upload(bella, first!.id)).statusCode).toBe(200);
    await setZipUpload('false');
    try {
      expectError(await upload(bella, second!.id), 409, 'creative_zip_upload_disabled');
      expectError(await upload(retailer, second!.id), 409, 'creative_zip_upload_disabled');
      expect((await download(retailer, first!.id)).statusCode).toBe(200);
    } finally {
      await setZipUpload('true');
    }
    expect(await storedFiles(second!.id)).toEqual([]);
    // Without a zip the item cannot be sent.
    expectError(
      await call(t.app, 'POST', `/api/campaign-item/${second!.id}/request-check`, { token: bella, body: {} }),
      409,
      'campaign_item_creative_not_filled',
    );
  });
});
