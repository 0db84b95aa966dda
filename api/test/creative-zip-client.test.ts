import {
  configureApiClient,
  isApiError,
  login,
  sessionStore,
  uploadCampaignItemCreativeZip,
  type UploadProgress,
} from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helper';
import { rows } from './ordering-fixtures';
import { makeZip } from './zip-fixtures';

/** shared-contracts' uploadCampaignItemCreativeZip against a listening server: the multipart contract from both ends. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  configureApiClient({ baseUrl: `${address}/api`, bearerToken: true });
  const session = await login({ login: 'vendor@portal.test', password: 'Portal123!' });
  sessionStore.getState().signIn(session.token, session.user);
});
afterAll(async () => {
  sessionStore.getState().signOut();
  await t.close();
});

async function approvedItemId(): Promise<number> {
  const [row] = await rows<{ id: number }>(
    t,
    sql`select i.id from campaign_items i join campaigns c on c.id = i.campaign_id
        where c.name = 'Vánoční kampaň 2026 – čokolády' order by i.id limit 1`,
  );
  return Number(row!.id);
}

describe('uploadCampaignItemCreativeZip', () => {
  it('uploads the zip and answers the item with it', async () => {
    const id = await approvedItemId();
    const zip = makeZip({ 'index.html': '<p>Vánoce</p>' });
    const progress: UploadProgress[] = [];
    const detail = await uploadCampaignItemCreativeZip(
      id,
      new File([new Uint8Array(zip)], 'vánoce.zip', { type: 'application/zip' }),
      { onProgress: (p) => progress.push(p) },
    );
    expect(detail.item).toMatchObject({ id, zipUploaded: true });
    expect(progress.at(-1)).toMatchObject({ percent: 100, loaded: zip.length });
  });

  it("fails with the server's message", async () => {
    const id = await approvedItemId();
    const failure = await uploadCampaignItemCreativeZip(
      id,
      new File(['no zip'], 'banner.zip', { type: 'application/zip' }),
    ).catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    expect(failure).toMatchObject({
      status: 400,
      code: 'creative_zip_unreadable',
      message: 'Soubor banner.zip není čitelný ZIP archiv.',
    });
  });
});
