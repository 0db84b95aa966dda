import { crc32 } from 'node:zlib';
import type { Page } from '@playwright/test';
import { ACCOUNTS, dataRows, expect, headerMenu, signInOn, testOnOwnPortal, json } from './fixtures.js';

/**
 * Walking the retailer's review queue (issue 31): every kind of entry — a banner's creative, a native
 * item's creative, an item's zip, a landing page — opens a page with the queue bar, approve and return
 * (with a note), next and skip, and a decision moves on to the next entry that can be decided; a bulk
 * approval updates the header's counter at once; a buyer's creative page of a waiting creative does
 * not offer to send it again. Approving and returning changes what the other specs find waiting, so
 * the spec runs on a portal of its own.
 */
const test = testOnOwnPortal('review-queue-walk');
test.describe.configure({ mode: 'serial' });

const CAMPAIGN = 'Vánoční kampaň 2026 – čokolády';

interface Entry {
  kind: 'creative' | 'itemZip' | 'landingPage';
  id: number;
  name: string;
  company: { id: number; name: string };
  path: string | null;
}

/** What waits, oldest first, as the retailer's API answers it (up to 100). */
async function waiting(retailer: Page, query = ''): Promise<Entry[]> {
  const page = await json<{ items: Entry[] }>(
    await retailer.request.get(`/api/review-queue?maxResults=100${query}`),
  );
  return page.items;
}

/** A zip with one entry, stored: what a buyer's HTML5 banner is. */
function bannerZip(): Buffer {
  const name = Buffer.from('index.html');
  const data = Buffer.from('<!doctype html><p>Vánoční banner</p>');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0x21, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x21, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** The vendor uploads a zip for an approved banner item of theirs and sends it: the item waits with it. */
async function sendZip(vendor: Page): Promise<{ itemId: number; campaignId: number }> {
  const { campaigns } = await json<{ campaigns: { id: number; name: string }[] }>(
    await vendor.request.post('/api/campaigns/filter', { data: { limit: 10, offset: 0, search: CAMPAIGN } }),
  );
  const campaign = campaigns.find((candidate) => candidate.name === CAMPAIGN)!;
  const detail = await json<{
    campaignItems: {
      id: number;
      product: { nativeFormat: boolean };
      creative: unknown;
      zipUploaded: boolean;
      itemState: { identifier: string };
    }[];
  }>(await vendor.request.get(`/api/campaigns/${campaign.id}`));
  const item = detail.campaignItems.find(
    (candidate) =>
      candidate.itemState.identifier === 'approved' &&
      !candidate.creative &&
      !candidate.zipUploaded &&
      !candidate.product.nativeFormat,
  );
  if (!item) throw new Error(`no approved banner item of "${CAMPAIGN}" waits for its creative`);
  await json(
    await vendor.request.post(`/api/campaign-item/${item.id}/creative-zip`, {
      multipart: { file: { name: 'vanocni-banner.zip', mimeType: 'application/zip', buffer: bannerZip() } },
    }),
  );
  await json(await vendor.request.post(`/api/campaign-item/${item.id}/request-check`, { data: {} }));
  return { itemId: item.id, campaignId: campaign.id };
}

const queueList = (kind: Entry['kind'] | null) =>
  `/review-queue?size=50&filters=${encodeURIComponent(JSON.stringify({ kind, company: null }))}`;

const confirmDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /^(Vrátit|Schválit)$/ }) });

/** The approval form of the page: a creative's or a landing page's. */
const approvalForm = (page: Page) =>
  page.getByRole('region', { name: /^Schválení (kreativy|landing page)$/ });

/** A page opened from the queue where the entry can be decided: the queue bar with skip, the form. */
async function expectReviewable(page: Page): Promise<void> {
  await expect(page.getByText(/Kontrola z fronty ke schválení/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Přeskočit' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zpět do fronty' }).first()).toBeVisible();
  await expect(approvalForm(page).getByRole('button', { name: 'Vrátit' })).toBeVisible();
  await expect(approvalForm(page).getByRole('button', { name: 'Schválit' })).toBeVisible();
}

async function approve(page: Page): Promise<void> {
  await approvalForm(page).getByRole('button', { name: 'Schválit' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Schválit' }).click();
}

async function giveBack(page: Page, reason: string): Promise<void> {
  await approvalForm(page).getByLabel('Poznámka').fill(reason);
  await approvalForm(page).getByRole('button', { name: 'Vrátit' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Vrátit' }).click();
}

/** Opens an entry from the queue list with its "Zkontrolovat" button. */
async function openFromQueue(page: Page, entry: Entry): Promise<void> {
  await page.goto(queueList(entry.kind));
  await expect(dataRows(page).first()).toBeVisible();
  await page
    .getByRole('button', { name: `Zkontrolovat ${entry.name}` })
    .first()
    .click();
}

test("the buyer's page of a creative waiting for approval does not offer to send it again", async ({
  browser,
  portal,
}) => {
  const retailer = await signInOn(browser, portal, ACCOUNTS.retailer.email);
  const entry = (await waiting(retailer, '&kind=creative')).find(
    (candidate) =>
      candidate.company.name === ACCOUNTS.bella.company && candidate.path?.startsWith('/campaigns/'),
  );
  expect(entry, 'a banner creative of Bella Cosmetics waits in the demo data').toBeTruthy();
  const vendor = await signInOn(browser, portal, ACCOUNTS.bella.email);
  await vendor.goto(entry!.path!);
  await expect(vendor.getByRole('heading', { name: entry!.name })).toBeVisible();
  await expect(vendor.getByRole('region', { name: 'Náhled kreativy' })).toContainText('Čeká na schválení');
  await expect(vendor.getByRole('button', { name: 'Zpět na kampaň' })).toBeVisible();
  await expect(vendor.getByRole('button', { name: 'Odeslat ke schválení' })).toHaveCount(0);
  await expect(vendor.getByText(/nelze odeslat ke schválení/)).toHaveCount(0);
  await vendor.screenshot({ path: '/tmp/review-queue-walk-0-vendor-waiting.png', fullPage: true });
});

test('every kind of entry opens where it is approved or returned, and a decision moves on to the next', async ({
  browser,
  portal,
}) => {
  test.setTimeout(300_000);
  const vendor = await signInOn(browser, portal, ACCOUNTS.vendor.email);
  const zip = await sendZip(vendor);
  const retailer = await signInOn(browser, portal, ACCOUNTS.retailer.email);
  const entries = await waiting(retailer);
  // Every entry names its review page (none is left without one).
  expect(entries.filter((entry) => entry.path === null)).toEqual([]);

  // A native item's creative ("Sponzorovaný produkt …"): the queue's own review, returned with a note.
  const native = entries.find((entry) => entry.path?.startsWith('/review-queue/creatives/'));
  expect(native, 'a native creative waits in the demo data').toBeTruthy();
  await retailer.goto(queueList('creative'));
  await expect(dataRows(retailer).first()).toBeVisible();
  await retailer.screenshot({ path: '/tmp/review-queue-walk-1-queue.png', fullPage: true });
  await retailer.getByRole('button', { name: `Zkontrolovat ${native!.name}` }).click();
  await expect(retailer).toHaveURL(
    new RegExp(`/review-queue/creatives/${native!.id}\\?.*queue=creative\\.\\*`),
  );
  await expect(
    retailer.getByRole('heading', { name: `Kontrola nativní kreativy ${native!.name}` }),
  ).toBeVisible();
  await expectReviewable(retailer);
  await expect(retailer.getByText('Nativní formát nemá náhled kreativy.')).toBeVisible();
  const promoted = retailer.getByRole('list', { name: 'Propagované produkty' }).first();
  await expect(promoted.getByRole('listitem').first()).toBeVisible();
  await expect(promoted).not.toContainText('Hledání produktu…');
  await expect(retailer.getByRole('region', { name: /^Položka / }).first()).toContainText(
    'Propagovaný produkt',
  );
  await retailer.screenshot({ path: '/tmp/review-queue-walk-2-native.png', fullPage: true });
  await giveBack(retailer, 'Propagovaný produkt neodpovídá klíčovým slovům, zvolte prosím jiný.');
  await expect(retailer.getByText('Kreativa vrácena', { exact: true })).toBeVisible();
  // On to the next creative waiting, wherever it is decided.
  await expect(retailer).not.toHaveURL(new RegExp(`/review-queue/creatives/${native!.id}\\b`));
  await expectReviewable(retailer);

  // A banner's creative: its item creative page in preview, approved (a toast says so).
  const banner = (await waiting(retailer, '&kind=creative')).find((entry) =>
    entry.path?.startsWith('/campaigns/'),
  );
  expect(banner, 'a banner creative waits in the demo data').toBeTruthy();
  await openFromQueue(retailer, banner!);
  await expect(retailer).toHaveURL(/\/campaigns\/\d+\/items\/\d+\/creative\?view=preview&queue=creative\.\*/);
  await expectReviewable(retailer);
  await approve(retailer);
  await expect(retailer.getByText('Kreativa schválena', { exact: true })).toBeVisible();
  await retailer.screenshot({ path: '/tmp/review-queue-walk-3-after-approve.png', fullPage: true });
  await expect(retailer).not.toHaveURL(new RegExp(`^[^?]*${banner!.path}\\?`));

  // The item's zip the vendor sent: the item creative page with the zip, approved.
  const zipEntry = (await waiting(retailer, '&kind=itemZip')).find((entry) => entry.id === zip.itemId)!;
  expect(zipEntry.path).toBe(`/campaigns/${zip.campaignId}/items/${zip.itemId}/creative`);
  await openFromQueue(retailer, zipEntry);
  await expect(retailer.getByText('K položce je nahrán ZIP s kreativou.')).toBeVisible();
  await expectReviewable(retailer);
  await approve(retailer);
  await expect(retailer.getByText('Kreativa schválena', { exact: true })).toBeVisible();
  // Nothing else of the kind waits: back to the queue, which says so.
  await expect(retailer.getByText('Fronta je prázdná')).toBeVisible();
  await expect(retailer).toHaveURL(/\/review-queue\?filters=/);

  // A landing page: its detail in preview, returned with a note, then the next one.
  const [page] = await waiting(retailer, '&kind=landingPage');
  expect(page, 'a landing page waits in the demo data').toBeTruthy();
  await openFromQueue(retailer, page!);
  await expect(retailer).toHaveURL(
    new RegExp(`/landing-pages/${page!.id}\\?view=preview&queue=landingPage\\.\\*`),
  );
  await expectReviewable(retailer);
  await giveBack(retailer, 'Úvodní obrázek je rozmazaný.');
  await expect(retailer.getByText('Landing page vrácena', { exact: true })).toBeVisible();
  await expect(retailer).not.toHaveURL(new RegExp(`/landing-pages/${page!.id}\\?`));
});

test("a bulk approval updates the header's counter at once", async ({ browser, portal }) => {
  // The walk above decided most of what waits: the vendor sends another zip, so two or more wait.
  const sent = await sendZip(await signInOn(browser, portal, ACCOUNTS.vendor.email));
  const retailer = await signInOn(browser, portal, ACCOUNTS.retailer.email);
  // Two entries that can be approved, named rather than taken by their place in the list: the zip
  // just sent and the oldest waiting creative or landing page (sent for approval, so filled; an
  // older item's zip may belong to an item that has ended since).
  const waitingNow = await waiting(retailer);
  const zip = waitingNow.find((entry) => entry.kind === 'itemZip' && entry.id === sent.itemId)!;
  const other = waitingNow.find((entry) => entry.kind !== 'itemZip' && entry.name !== zip.name)!;
  expect(zip, 'the zip just sent waits').toBeTruthy();
  expect(other, 'another entry waits').toBeTruthy();
  await retailer.goto('/review-queue?size=50');
  const total = retailer.getByTestId('review-queue-total');
  await expect(total).toBeVisible();
  const before = Number((await total.textContent())!.match(/\d+/)![0]);
  expect(before).toBeGreaterThanOrEqual(2);
  const counter = headerMenu(retailer)
    .getByRole('menuitem', { name: /Ke schválení/ })
    .locator('.ant-badge-count');
  await expect(counter).toHaveAttribute('title', String(before));

  for (const entry of [zip, other])
    await retailer
      .getByRole('checkbox', { name: `Vybrat ${entry.name}` })
      .first()
      .check();
  await retailer.getByRole('button', { name: 'Schválit vybrané (2)' }).click();
  const answer = retailer.waitForResponse(
    (response) =>
      response.url().endsWith('/api/review-queue/approve') && response.request().method() === 'POST',
  );
  await retailer.getByRole('dialog').getByRole('button', { name: 'Schválit' }).click();
  const result = (await (await answer).json()) as { approved: unknown[]; failed: unknown[] };
  // What the API refused, and why, is in the failure message rather than only in a toast.
  expect(result.failed, JSON.stringify(result.failed)).toEqual([]);
  await expect(retailer.getByText(/^Schválen[aoy] \d+ položk/)).toBeVisible();
  await expect(total).not.toHaveText(new RegExp(`\\b${before}\\b`));
  const after = Number((await total.textContent())!.match(/\d+/)![0]);
  expect(after).toBeLessThan(before);
  // The same screen, no reload: the header follows within moments, not at its minute's refresh.
  if (after === 0) await expect(counter).toHaveCount(0, { timeout: 5_000 });
  else await expect(counter).toHaveAttribute('title', String(after), { timeout: 5_000 });
  await retailer.screenshot({ path: '/tmp/review-queue-walk-4-bulk.png', fullPage: true });
});
