import {
  CampaignItemStateId,
  CampaignStateId,
  creativeFilled,
  type CampaignItemDetail,
  type Creative,
  type CreativeChanges,
  type CreativeDraft,
  type CreativeSummary,
  type UploadedCreativeFile,
} from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { creativeFilledSql } from '../src/services/campaign-items/creative-filled-sql';
import { campaignStateOf, impersonate, loginCampaignUsers } from './campaign-fixtures';
import { formatFields, get, gif, itemToFill, jpeg, LEADERBOARD, png, postFile } from './creative-fixtures';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import { rows } from './ordering-fixtures';

/**
 * Creatives end to end through the API (spec 001 §5 "Creatives", §7 "Media and creatives", §8
 * "Creative file upload"): the seeded formats, a vendor filling a creative for an item (images
 * checked from their bytes, conversion to WEBP, texts by their field rules), sending it, the retailer
 * returning it with a note, the changes since, the approval, the items and campaign following, the
 * buyer's mails, and every other tenant refused.
 */
let t: TestApp;
let vendor: string;
let nordic: string;
let agency: string;
let retailer: string;
let impersonatedVendor: string;

const DEMO_NOW = '2026-11-22T10:00:00+01:00';
const CAMPAIGN = 'Vánoční kampaň 2026 – čokolády';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(DEMO_NOW);
  ({ vendor, nordic, agency, retailer } = await loginCampaignUsers(t));
  impersonatedVendor = await impersonate(t, retailer, 'vendor@portal.test');
});
afterAll(() => t.close());

const upload = (token: string, fieldId: number, file: { name: string; type: string; content: Buffer }) =>
  postFile(t, token, `/api/creatives/formats/fields/${fieldId}/upload`, file);

describe('the seeded formats and creatives', () => {
  it('link every demo product to a format, and give the items the creatives their states imply', async () => {
    const unlinked = await rows<{ name: string }>(
      t,
      sql`select name from products where creative_format_id is null`,
    );
    expect(unlinked).toEqual([]);
    const seeded = await rows<{ item_state: number; creative_state: string | null; notes: string | null }>(
      t,
      sql`select i.state_id as item_state, c.state as creative_state, c.notes from campaign_items i
          left join creatives c on c.id = i.creative_id`,
    );
    const expected: Record<number, string | null> = {
      [CampaignItemStateId.WaitingForApproval]: 'waiting-for-approval',
      [CampaignItemStateId.Returned]: 'returned',
      [CampaignItemStateId.Prepared]: 'approved',
      [CampaignItemStateId.Online]: 'approved',
      [CampaignItemStateId.Paused]: 'approved',
      [CampaignItemStateId.Closed]: 'approved',
    };
    for (const row of seeded) expect(row.creative_state).toBe(expected[Number(row.item_state)] ?? null);
    expect(seeded.filter((row) => row.creative_state === 'returned').every((row) => row.notes)).toBe(true);
  });

  it('count a creative as filled the same way in SQL and in the shared rules', async () => {
    const ids = await rows<{ id: number; filled: boolean }>(
      t,
      sql`select c.id, ${creativeFilledSql(sql`c.id`)} as filled from creatives c order by c.id`,
    );
    expect(ids.length).toBeGreaterThan(10);
    for (const { id, filled } of ids) {
      const creative = (await get(t, retailer, `/api/creatives/${id}`)).json<Creative>();
      expect(creativeFilled(creative.fieldValues)).toBe(filled);
      expect(creative.filled).toBe(filled);
    }
  });

  it('serve the demo images, drawn on first read, to those who see the company only', async () => {
    const [file] = await rows<{ id: number; company_id: number }>(
      t,
      sql`select f.id, f.company_id from creative_files f join companies c on c.id = f.company_id
          where c.name = 'Acme Foods' and f.content_type = 'image/png' order by f.id limit 1`,
    );
    const answer = await get(t, vendor, `/api/creatives/media/${file!.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(answer.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expectError(await get(t, nordic, `/api/creatives/media/${file!.id}`), 404, 'creative_file_not_found');
    expect((await get(t, agency, `/api/creatives/media/${file!.id}`)).statusCode).toBe(200);
  });
});

describe('creative formats', () => {
  it('are read by everyone who makes creatives, filtered and changed by administrators only', async () => {
    const list = (await get(t, vendor, '/api/creatives/formats')).json<{ id: number; name: string }[]>();
    expect(list.map((format) => format.name)).toContain(LEADERBOARD);
    expectError(await get(t, vendor, '/api/creatives/formats/filter'), 403, 'forbidden');
    const admin = await loginAs(t.app, 'admin@portal.test');
    const page = (await get(t, admin, '/api/creatives/formats/filter?search=banner&maxResults=20')).json<{
      items: { name: string; fieldsCount: number; productsCount: number }[];
      totalCount: number;
    }>();
    expect(page.totalCount).toBe(3);
    expect(page.items.find((format) => format.name === LEADERBOARD)).toMatchObject({
      fieldsCount: 5,
      productsCount: 1,
    });

    const { formatId, fields } = await formatFields(t, LEADERBOARD);
    const format = (await get(t, vendor, `/api/creatives/formats/${formatId}`)).json<{
      fields: { id: number; displayName: string; convertFromId: number | null; conversionFormat: string }[];
    }>();
    expect(format.fields.find((field) => field.id === fields.desktop_image_webp)).toMatchObject({
      displayName: 'Obrázek pro počítač (WEBP)',
      convertFromId: fields.desktop_image,
      conversionFormat: 'webp',
    });
    const restrictions = await get(
      t,
      vendor,
      `/api/creatives/formats/${formatId}/fields/${fields.desktop_image}/restrictions?type=image_width`,
    );
    expect(restrictions.json()).toEqual([{ type: 'image_width', value: '970' }]);
    expectError(
      await call(t.app, 'PUT', `/api/creatives/formats/${formatId}`, {
        token: vendor,
        body: { name: 'x', fields: [] },
      }),
      403,
      'forbidden',
    );
  });

  it('refuse restrictions that do not fit a field, and removing a field creatives have filled', async () => {
    const admin = await loginAs(t.app, 'admin@portal.test');
    const { formatId } = await formatFields(t, 'Banner – skyscraper 300×600');
    const names = { cs: 'Obrázek', en: 'Image', pl: 'Obraz' };
    const empty = { cs: '', en: '', pl: '' };
    const bad = await call(t.app, 'PUT', `/api/creatives/formats/${formatId}`, {
      token: admin,
      body: {
        name: 'Banner – skyscraper 300×600',
        fields: [
          {
            name: 'image',
            mediaType: 'file',
            textMediaType: null,
            required: true,
            displayNames: names,
            descriptions: empty,
            restrictions: [
              { type: 'text_max_len', value: '10' },
              { type: 'image_width', value: '0' },
            ],
            convertFromIndex: null,
            conversionFormat: 'none',
          },
          {
            name: 'count',
            mediaType: 'text',
            textMediaType: 'number',
            required: false,
            displayNames: names,
            descriptions: empty,
            restrictions: [
              { type: 'number_min', value: '10' },
              { type: 'number_max', value: '5' },
            ],
            convertFromIndex: 0,
            conversionFormat: 'webp',
          },
        ],
        version: 1,
      },
    });
    expect(expectError(bad, 400, 'validation_failed').fieldErrors).toEqual({
      'fields.0.restrictions.0': ['Omezení text_max_len k tomuto druhu pole nepatří.'],
      'fields.0.restrictions.1': ['Pole fields.0.restrictions.1 musí být alespoň 1.'],
      'fields.1.restrictions': ['Nejmenší hodnota je větší než největší.'],
      'fields.1.convertFromIndex': ['Převádět lze jen z jiného souborového pole.'],
    });
    const current = (await get(t, admin, `/api/creatives/formats/${formatId}`)).json<{
      version: number;
      fields: {
        id: number;
        name: string;
        mediaType: string;
        textMediaType: string | null;
        required: boolean;
        displayNames: object;
        descriptions: object;
        restrictions: object[];
      }[];
    }>();
    const withoutAlt = current.fields.filter((field) => field.name !== 'alt_text');
    const refused = await call(t.app, 'PUT', `/api/creatives/formats/${formatId}`, {
      token: admin,
      body: { name: 'Banner – skyscraper 300×600', fields: withoutAlt, version: current.version },
    });
    expectError(refused, 409, 'creative_field_in_use');
    // A new field: every creative of the format gets it, empty.
    const added = await call(t.app, 'PUT', `/api/creatives/formats/${formatId}`, {
      token: admin,
      body: {
        name: 'Banner – skyscraper 300×600',
        fields: [
          ...current.fields,
          {
            name: 'note',
            mediaType: 'text',
            textMediaType: 'text',
            required: false,
            displayNames: { cs: 'Poznámka', en: 'Note', pl: 'Uwaga' },
            descriptions: empty,
            restrictions: [{ type: 'text_max_len', value: '50' }],
            convertFromIndex: null,
            conversionFormat: 'none',
          },
        ],
        version: current.version,
      },
    });
    expect(added.statusCode).toBe(200);
    const [missing] = await rows<{ count: number }>(
      t,
      sql`select count(*)::int as count from creatives c where c.format_id = ${formatId}
          and (select count(*) from creative_field_values v where v.creative_id = c.id) <> 3`,
    );
    expect(Number(missing!.count)).toBe(0);
  });

  it('remove a required field from a format products use only once the administrator confirms it', async () => {
    const admin = await loginAs(t.app, 'admin@portal.test');
    const { formatId } = await formatFields(t, LEADERBOARD);
    const read = async () =>
      (await get(t, admin, `/api/creatives/formats/${formatId}`)).json<{
        fields: { id: number; name: string; required: boolean; convertFromId: number | null }[];
        products: { name: string }[];
        version: number;
      }>();
    const put = async (fields: object[], confirm?: boolean) =>
      call(t.app, 'PUT', `/api/creatives/formats/${formatId}`, {
        token: admin,
        body: {
          name: LEADERBOARD,
          fields,
          ...(confirm === undefined ? {} : { confirmRequiredFieldRemoval: confirm }),
          version: (await read()).version,
        },
      });
    // The fields as the editor sends them back: the convert-from field by its place in the list.
    const inputs = <Field extends { id: number; convertFromId: number | null }>(fields: Field[]) =>
      fields.map(({ convertFromId, ...field }) => ({
        ...field,
        convertFromIndex:
          convertFromId === null ? null : fields.findIndex((other) => other.id === convertFromId),
      }));
    const before = await read();
    expect(before.products.length).toBeGreaterThan(0);
    const legal = {
      name: 'legal',
      mediaType: 'text',
      textMediaType: 'text',
      required: true,
      displayNames: { cs: 'Právní text', en: 'Legal text', pl: 'Tekst prawny' },
      descriptions: { cs: '', en: '', pl: '' },
      restrictions: [],
      convertFromIndex: null,
      conversionFormat: 'none',
    };
    expect((await put([...inputs(before.fields), legal])).statusCode).toBe(200);
    const withLegal = await read();
    // The new field is empty in every creative: it is no value anyone would lose.
    const withoutLegal = inputs(withLegal.fields.filter((field) => field.name !== 'legal'));
    const refused = expectError(await put(withoutLegal), 409, 'creative_format_required_field_removed');
    const productNames = before.products.map((product) => product.name).join(', ');
    expect(refused.message).toBe(
      `Formát používají produkty ${productNames}: po odebrání povinného pole legal ho jejich nové kreativy už nebudou vyžadovat. Potvrďte odebrání.`,
    );
    expectError(await put(withoutLegal, false), 409, 'creative_format_required_field_removed');
    // Made optional, it is as lost to the products' next creatives.
    const optional = inputs(withLegal.fields).map((field) =>
      field.name === 'legal' ? { ...field, required: false } : field,
    );
    expectError(await put(optional), 409, 'creative_format_required_field_removed');
    expect((await read()).fields.map((field) => field.name)).toContain('legal');
    expect((await put(withoutLegal, true)).statusCode).toBe(200);
    expect((await read()).fields.map((field) => field.name)).not.toContain('legal');
  });
});

describe('a vendor fills a creative for an item, the retailer reviews it', () => {
  let itemId: number;
  let campaignId: number;
  let productId: number;
  let fields: Record<string, number>;
  let creative: Creative;

  beforeAll(async () => {
    ({ id: itemId, campaignId, productId } = await itemToFill(t, CAMPAIGN));
    ({ fields } = await formatFields(t, LEADERBOARD));
  });

  it('starts from a draft of the product for the item', async () => {
    const draft = (
      await get(t, vendor, `/api/creatives/create/product/${productId}?campaignItemId=${itemId}`)
    ).json<CreativeDraft>();
    expect(draft.company?.name).toBe('Acme Foods');
    expect(draft.format.name).toBe(LEADERBOARD);
    expect(draft.suggestedName).toContain(CAMPAIGN);
    expectError(
      await get(t, nordic, `/api/creatives/create/product/${productId}?campaignItemId=${itemId}`),
      404,
      'campaign_item_not_found',
    );
  });

  it('checks each image from its bytes: width, height, format, size, a renamed non-image', async () => {
    const wrongSize = await upload(vendor, fields.desktop_image!, {
      name: 'banner.png',
      type: 'image/png',
      content: await png(970, 210),
    });
    const body = expectError(wrongSize, 400, 'creative_file_invalid');
    expect(body.message).toBe('Soubor banner.png nelze použít.');
    expect(body.validationErrors).toEqual([
      expect.objectContaining({
        type: 'invalidImageHeight',
        params: expect.objectContaining({ height: 310, actual: 210 }),
      }),
    ]);
    expect((body.fieldErrors as Record<string, string[]>).file![0]).toContain('310');

    const both = expectError(
      await upload(vendor, fields.desktop_image!, {
        name: 'b.png',
        type: 'image/png',
        content: await png(800, 300),
      }),
      400,
      'creative_file_invalid',
    );
    expect((both.validationErrors as { type: string }[]).map((issue) => issue.type).sort()).toEqual([
      'invalidImageHeight',
      'invalidImageWidth',
    ]);
    const notAnImage = expectError(
      await upload(vendor, fields.desktop_image!, {
        name: 'banner.png',
        type: 'image/png',
        content: Buffer.from('not an image at all'),
      }),
      400,
      'creative_file_invalid',
    );
    expect(notAnImage.validationErrors).toEqual([
      expect.objectContaining({ type: 'notSupportedImageFormat' }),
    ]);
    const wrongFormat = expectError(
      await upload(vendor, fields.desktop_image!, {
        name: 'banner.png',
        type: 'image/png',
        content: await gif(970, 310),
      }),
      400,
      'creative_file_invalid',
    );
    expect((wrongFormat.validationErrors as { type: string }[])[0]!.type).toMatch(
      /invalidImageFormat|notSupportedImageFormat/,
    );
    const tooBig = expectError(
      await upload(vendor, fields.desktop_image!, {
        name: 'big.png',
        type: 'image/png',
        content: await png(970, 310, { noise: true }),
      }),
      400,
      'creative_file_invalid',
    );
    expect(tooBig.validationErrors).toEqual([expect.objectContaining({ type: 'fileTooBig' })]);
    // A JPEG named .png is a JPEG: taken as one, since the field allows both.
    const renamedJpeg = await upload(vendor, fields.mobile_image!, {
      name: 'mobil.png',
      type: 'image/png',
      content: await jpeg(480, 480),
    });
    expect(renamedJpeg.statusCode).toBe(200);
    expect(renamedJpeg.json<UploadedCreativeFile>().file.contentType).toBe('image/jpeg');
    const files = await rows<{ count: number }>(
      t,
      sql`select count(*)::int as count from creative_files where tmp`,
    );
    expect(Number(files[0]!.count)).toBe(1);
  });

  it('keeps an upload as a temporary file of the company until the creative is saved', async () => {
    const uploaded = (
      await upload(vendor, fields.desktop_image!, {
        name: 'desktop.png',
        type: 'image/png',
        content: await png(970, 310),
      })
    ).json<UploadedCreativeFile>();
    expect(uploaded.file).toMatchObject({
      width: 970,
      height: 310,
      contentType: 'image/png',
      url: `/api/creatives/tmp-media/${uploaded.file.id}`,
    });
    expect((await get(t, vendor, uploaded.file.url)).statusCode).toBe(200);
    expectError(await get(t, nordic, uploaded.file.url), 404, 'creative_file_not_found');

    const created = await call(t.app, 'POST', `/api/creatives/save/product/${productId}`, {
      token: vendor,
      body: {
        name: '  Čokoládové Vánoce – leaderboard  ',
        campaignItemId: itemId,
        fieldValues: [
          { fieldId: fields.desktop_image, fileId: uploaded.file.id },
          { fieldId: fields.alt_text, text: '  Čokoláda k Vánocům  ' },
        ],
      },
    });
    expect(created.statusCode).toBe(200);
    creative = created.json<Creative>();
    expect(creative).toMatchObject({
      name: 'Čokoládové Vánoce – leaderboard',
      creativeState: 'new',
      version: 1,
      filled: false,
      missingFields: ['Obrázek pro mobil'],
      canEdit: true,
      canSendForCheck: false,
      campaignItems: [{ id: itemId, campaignId }],
    });
    const value = (name: string) =>
      creative.fieldValues.find((candidate) => candidate.formatField.name === name)!;
    expect(value('alt_text').text).toBe('Čokoláda k Vánocům');
    expect(value('desktop_image').file?.url).toBe(`/api/creatives/media/${uploaded.file.id}`);
    // The WEBP field was filled by converting the desktop image.
    expect(value('desktop_image_webp')).toMatchObject({ autoConverted: true, filled: true });
    const webp = await get(t, vendor, value('desktop_image_webp').file!.url);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 970,
      height: 310,
    });
    const item = (await get(t, vendor, `/api/campaign-item/${itemId}`)).json<CampaignItemDetail>().item;
    expect(item.creative).toEqual({
      id: creative.id,
      name: creative.name,
      creativeState: 'new',
      filled: false,
    });
  });

  it('checks texts by their field, fills the rest through the item media, refuses a send while not filled', async () => {
    const alt = creative.fieldValues.find((value) => value.formatField.name === 'alt_text')!;
    const tooLong = await call(t.app, 'PUT', `/api/campaigns/media/${alt.id}`, {
      token: vendor,
      body: { text: 'x'.repeat(101) },
    });
    expect(expectError(tooLong, 400, 'validation_failed').fieldErrors).toEqual({
      text: ['Pole Alternativní text může mít nejvýše 100 znaků.'],
    });
    expectError(
      await call(t.app, 'POST', `/api/creatives/${creative.id}/request-check`, { token: vendor }),
      409,
      'creative_not_filled',
    );

    const mobile = creative.fieldValues.find((value) => value.formatField.name === 'mobile_image')!;
    const wrong = await postFile(t, vendor, `/api/campaigns/media/${mobile.id}/file`, {
      name: 'm.png',
      type: 'image/png',
      content: await png(480, 400),
    });
    expectError(wrong, 400, 'creative_file_invalid');
    const info = await postFile(t, vendor, `/api/campaigns/media/${mobile.id}/file-info`, {
      name: 'm.png',
      type: 'image/png',
      content: await png(480, 480),
    });
    expect(info.json()).toMatchObject({
      name: 'm.png',
      contentType: 'image/png',
      width: 480,
      height: 480,
      content: null,
    });
    const preview = await postFile(t, vendor, `/api/campaigns/media/${mobile.id}/file-preview`, {
      name: 'm.png',
      type: 'image/png',
      content: await png(480, 480),
    });
    expect(preview.json<{ content: string }>().content.length).toBeGreaterThan(100);
    const filled = await postFile(t, vendor, `/api/campaigns/media/${mobile.id}/file`, {
      name: 'm.png',
      type: 'image/png',
      content: await png(480, 480),
    });
    expect(filled.statusCode).toBe(200);
    creative = filled.json<Creative>();
    expect(creative).toMatchObject({ filled: true, missingFields: [], canSendForCheck: true, version: 2 });
    expectError(
      await postFile(t, nordic, `/api/campaigns/media/${mobile.id}/file`, {
        name: 'm.png',
        type: 'image/png',
        content: await png(480, 480),
      }),
      404,
      'creative_media_not_found',
    );
  });

  it('sends it: the creative, the item and the campaign wait for the retailer; the buyer cannot edit then', async () => {
    expectError(
      await call(t.app, 'POST', `/api/creatives/${creative.id}/request-check`, { token: retailer }),
      403,
      'forbidden',
    );
    const sent = await call(t.app, 'POST', `/api/creatives/${creative.id}/request-check`, { token: vendor });
    expect(sent.json<Creative>()).toMatchObject({
      creativeState: 'waiting-for-approval',
      canEdit: false,
      canSendForCheck: false,
    });
    const item = (await get(t, vendor, `/api/campaign-item/${itemId}`)).json<CampaignItemDetail>().item;
    expect(item.itemState.id).toBe(CampaignItemStateId.WaitingForApproval);
    expect(await campaignStateOf(t, campaignId)).toBe(CampaignStateId.WaitingForApproval);
    expectError(
      await call(t.app, 'PUT', `/api/creatives/${creative.id}`, {
        token: vendor,
        body: { name: 'Jinak', fieldValues: [] },
      }),
      409,
      'creative_not_editable',
    );
    expectError(
      await call(t.app, 'POST', `/api/creatives/${creative.id}/request-check`, { token: vendor }),
      409,
      'creative_check_not_allowed',
    );
  });

  it('the retailer returns it with a note: the reason is kept, the item returned, the buyer mailed', async () => {
    expectError(
      await call(t.app, 'POST', `/api/creatives/${creative.id}/reject`, {
        token: vendor,
        body: { note: 'x' },
      }),
      403,
      'forbidden',
    );
    expect(
      expectError(
        await call(t.app, 'POST', `/api/creatives/${creative.id}/reject`, {
          token: retailer,
          body: { note: '   ' },
        }),
        400,
        'validation_failed',
      ).fieldErrors,
    ).toEqual({
      note: ['Pro vrácení kreativy napište důvod.'],
    });
    const mails = t.mailer.sent.length;
    const returned = await call(t.app, 'POST', `/api/creatives/${creative.id}/reject`, {
      token: retailer,
      body: { note: 'Logo na mobilním obrázku je příliš malé.' },
    });
    expect(returned.json<Creative>()).toMatchObject({
      creativeState: 'returned',
      notes: 'Logo na mobilním obrázku je příliš malé.',
    });
    const item = (await get(t, vendor, `/api/campaign-item/${itemId}`)).json<CampaignItemDetail>().item;
    expect(item.itemState.id).toBe(CampaignItemStateId.Returned);
    expect(await campaignStateOf(t, campaignId)).toBe(CampaignStateId.CreativeReturned);
    const mail = t.mailer.sent.slice(mails);
    expect(mail.map((message) => message.to)).toEqual(expect.arrayContaining(['vendor@portal.test']));
    expect(mail[0]!.subject).toBe('Kreativa „Čokoládové Vánoce – leaderboard“ byla vrácena k úpravě');
    expect(mail[0]!.text).toContain('Důvod: Logo na mobilním obrázku je příliš malé.');
  });

  it('the vendor fixes it: a new version, and the changes since the return side by side', async () => {
    const mobile = creative.fieldValues.find((value) => value.formatField.name === 'mobile_image')!;
    const fixed = await postFile(t, vendor, `/api/campaigns/media/${mobile.id}/file`, {
      name: 'mobil-s-logem.jpg',
      type: 'image/jpeg',
      content: await jpeg(480, 480),
    });
    expect(fixed.json<Creative>()).toMatchObject({ creativeState: 'returned', version: 3 });
    const changes = (await get(t, retailer, `/api/creatives/${creative.id}/changes`)).json<CreativeChanges>();
    expect(changes.since).toMatchObject({ state: 'returned', version: 2 });
    expect(changes.fields.map((change) => change.field.name)).toEqual(['mobile_image', 'mobile_image_webp']);
    expect(changes.fields[0]!.before?.file?.name).toBe('m.png');
    expect(changes.fields[0]!.after?.file?.name).toBe('mobil-s-logem.jpg');
    const resent = await call(t.app, 'POST', `/api/creatives/${creative.id}/request-check`, {
      token: vendor,
    });
    expect(resent.json<Creative>().creativeState).toBe('waiting-for-approval');
  });

  it('the retailer approves it: the reason goes, the item is prepared, the campaign follows', async () => {
    const mails = t.mailer.sent.length;
    const approved = await call(t.app, 'POST', `/api/creatives/${creative.id}/approve`, { token: retailer });
    expect(approved.json<Creative>()).toMatchObject({
      creativeState: 'approved',
      notes: null,
      canReview: false,
      canEdit: true,
    });
    const item = (await get(t, vendor, `/api/campaign-item/${itemId}`)).json<CampaignItemDetail>().item;
    expect(item.itemState.id).toBe(CampaignItemStateId.Prepared);
    expect(item.creative).toMatchObject({ creativeState: 'approved', filled: true });
    expect(t.mailer.sent.slice(mails)[0]!.subject).toBe(
      'Kreativa „Čokoládové Vánoce – leaderboard“ byla schválena',
    );
    expectError(
      await call(t.app, 'POST', `/api/creatives/${creative.id}/approve`, { token: retailer }),
      409,
      'creative_review_not_allowed',
    );
    // Approved: the buyer may not edit it any more, retailer staff may.
    const asVendor = (await get(t, vendor, `/api/creatives/${creative.id}`)).json<Creative>();
    expect(asVendor.canEdit).toBe(false);
    const history = await rows<{ action: string }>(
      t,
      sql`select action from audit_events where entity_type = 'creative' and entity_id = ${String(creative.id)} order by id`,
    );
    expect(history.map((row) => row.action)).toEqual([
      'creative.created',
      'creative.saved',
      'creative.state-changed',
      'creative.state-changed',
      'creative.saved',
      'creative.state-changed',
      'creative.state-changed',
    ]);
  });

  it('is found by its company and product, and can be picked for another item of the format', async () => {
    const found = (
      await call(t.app, 'POST', '/api/creatives/search', {
        token: vendor,
        body: { productId, search: 'čokoládové' },
      })
    ).json<CreativeSummary[]>();
    expect(found.map((summary) => summary.id)).toEqual([creative.id]);
    expect(found[0]!.previewUrl).toMatch(/^\/api\/creatives\/media\/\d+$/);
    const foreign = await call(t.app, 'POST', '/api/creatives/search', {
      token: nordic,
      body: { productId, companyId: creative.company.id },
    });
    // Another tenant's company in a form field is that field's error (docs/access.md).
    expect(expectError(foreign, 400, 'validation_failed').fieldErrors).toEqual({
      companyId: ['Za tuto firmu nemůžete objednávat.'],
    });
    const nordicOwn = (
      await call(t.app, 'POST', '/api/creatives/search', { token: nordic, body: { productId } })
    ).json<CreativeSummary[]>();
    expect(nordicOwn.some((summary) => summary.id === creative.id)).toBe(false);
    expect(
      (
        await call(t.app, 'POST', '/api/creatives/search', {
          token: agency,
          body: { productId, companyId: creative.company.id },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('assigns an approved creative to another item of the product: the item is prepared at once', async () => {
    const [other] = await rows<{ id: number }>(
      t,
      sql`select i.id from campaign_items i where i.campaign_id = ${campaignId} and i.product_id = ${productId}
          and i.id <> ${itemId} and i.state_id = 4 order by i.id limit 1`,
    );
    if (!other) return; // the seeded campaign has one item of the product only
    const assigned = await call(t.app, 'POST', `/api/campaign-item/${other.id}/creative`, {
      token: vendor,
      body: { creativeId: creative.id },
    });
    expect(assigned.json<CampaignItemDetail>().item.itemState.id).toBe(CampaignItemStateId.Prepared);
  });
});

describe('tenancy and roles', () => {
  it("never shows or changes another company's creative, its values or its files", async () => {
    const [acme] = await rows<{ id: number; media: number }>(
      t,
      sql`select c.id, (select min(v.id) from creative_field_values v where v.creative_id = c.id) as media
          from creatives c join companies co on co.id = c.company_id where co.name = 'Acme Foods' order by c.id limit 1`,
    );
    expectError(await get(t, nordic, `/api/creatives/${acme!.id}`), 404, 'creative_not_found');
    expectError(
      await call(t.app, 'PUT', `/api/creatives/${acme!.id}`, {
        token: nordic,
        body: { name: 'x', fieldValues: [] },
      }),
      404,
      'creative_not_found',
    );
    expectError(await get(t, nordic, `/api/creatives/${acme!.id}/changes`), 404, 'creative_not_found');
    expectError(
      await call(t.app, 'PUT', `/api/campaigns/media/${acme!.media}`, { token: nordic, body: { text: 'x' } }),
      404,
      'creative_media_not_found',
    );
    expect((await get(t, agency, `/api/creatives/${acme!.id}`)).statusCode).toBe(200);
    expect((await get(t, impersonatedVendor, `/api/creatives/${acme!.id}`)).statusCode).toBe(200);
  });

  it('lets every kind of buyer start and save a creative of a product without an item', async () => {
    const [product] = await rows<{ id: number }>(
      t,
      sql`select p.id from products p join product_categories c on c.id = p.category_id
          where p.active and c.active and not c.internal and p.creative_format_id is not null order by p.id limit 1`,
    );
    const [hidden] = await rows<{ id: number }>(
      t,
      sql`select p.id from products p where not p.active and p.creative_format_id is not null order by p.id limit 1`,
    );
    const [acme] = await rows<{ id: number }>(t, sql`select id from companies where name = 'Acme Foods'`);
    for (const [who, token] of [
      ['vendor', vendor],
      ['agency', agency],
      ['impersonated vendor', impersonatedVendor],
    ] as const) {
      const draft = await get(t, token, `/api/creatives/create/product/${product!.id}`);
      expect({ who, status: draft.statusCode }).toEqual({ who, status: 200 });
      const saved = await call(t.app, 'POST', `/api/creatives/save/product/${product!.id}`, {
        token,
        body: { name: `Bez položky (${who})`, companyId: Number(acme!.id), fieldValues: [] },
      });
      expect({ who, status: saved.statusCode }).toEqual({ who, status: 200 });
      expect(saved.json<Creative>().company?.name).toBe('Acme Foods');
      if (hidden)
        expectError(
          await get(t, token, `/api/creatives/create/product/${hidden.id}`),
          404,
          'product_not_found',
        );
    }
  });

  it("refuses a file of another company in a creative's values", async () => {
    const { fields } = await formatFields(t, LEADERBOARD);
    const nordicFile = (
      await upload(nordic, fields.desktop_image!, {
        name: 'n.png',
        type: 'image/png',
        content: await png(970, 310),
      })
    ).json<UploadedCreativeFile>();
    const [acme] = await rows<{ id: number }>(
      t,
      sql`select c.id from creatives c join companies co on co.id = c.company_id join creative_formats f on f.id = c.format_id
          where co.name = 'Acme Foods' and f.name = ${LEADERBOARD} and c.state <> 'approved' order by c.id limit 1`,
    );
    if (!acme) return;
    const refused = await call(t.app, 'PUT', `/api/creatives/${acme.id}`, {
      token: retailer,
      body: { name: 'x', fieldValues: [{ fieldId: fields.desktop_image, fileId: nordicFile.file.id }] },
    });
    expectError(refused, 400, 'validation_failed');
  });
});
