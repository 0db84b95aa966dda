import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { solidPng } from '../support/png.js';
import { ACCOUNTS, expect, login, test, type DemoAccount, json } from './fixtures';

// Creatives (issue 17): a vendor fills the creative of an approved campaign's item on the activity
// creative page, the retailer returns it with a note, the vendor fixes and resends it, the retailer
// sees what changed and approves it; the campaign's state follows at each step.

const CAMPAIGN = 'Vánoční kampaň 2026 – čokolády';

interface FormatField {
  name: string;
  displayName: string;
  mediaType: 'text' | 'file';
  restrictions: { type: string; value: string }[];
}

/** The campaign's first item to fill whose product's format has an image field of exact size. */
async function itemWithImageField(request: APIRequestContext) {
  const { campaigns } = await json<{ campaigns: { id: number; name: string }[] }>(
    await request.post('/api/campaigns/filter', { data: { limit: 10, offset: 0, search: CAMPAIGN } }),
  );
  const campaign = campaigns.find((candidate) => candidate.name === CAMPAIGN)!;
  const detail = await json<{
    campaignItems: {
      id: number;
      product: { id: number };
      creative: unknown;
      itemState: { identifier: string };
    }[];
  }>(await request.get(`/api/campaigns/${campaign.id}`));
  for (const item of detail.campaignItems) {
    if (item.creative || item.itemState.identifier !== 'approved') continue;
    const draft = await json<{ format: { fields: FormatField[] } }>(
      await request.get(`/api/creatives/create/product/${item.product.id}?campaignItemId=${item.id}`),
    );
    const image = draft.format.fields.find(
      (field) =>
        field.mediaType === 'file' &&
        field.restrictions.some((restriction) => restriction.type === 'image_height'),
    );
    if (image) {
      const size = (type: string) => Number(image.restrictions.find((r) => r.type === type)!.value);
      return {
        campaignId: campaign.id,
        itemId: item.id,
        image: { label: image.displayName, width: size('image_width'), height: size('image_height') },
        texts: draft.format.fields.filter((field) => field.mediaType === 'text'),
      };
    }
  }
  throw new Error(`no item of "${CAMPAIGN}" has an image field to fill`);
}

/** A text field of the creative by its display name (the label may carry the required mark). */
const textField = (page: Page, name: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });

async function signedIn(browser: Browser, account: DemoAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, account);
  return page;
}

async function campaignState(page: Page, campaignId: number): Promise<string> {
  await page.goto(`/campaigns/${campaignId}`);
  return (await page.getByTestId('campaign-state').textContent()) ?? '';
}

const confirmDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /^(Odeslat|Vrátit|Schválit)$/ }) });

test('a vendor fills a creative, the retailer returns it, the vendor fixes it, the retailer approves what changed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await login(page, ACCOUNTS.vendor);
  const { campaignId, itemId, image, texts } = await itemWithImageField(page.request);
  const creativePage = `/campaigns/${campaignId}/items/${itemId}/creative`;

  // No creative yet: the page opens on picking one; the vendor makes a new one.
  await page.goto(creativePage);
  await page.getByRole('button', { name: 'Vytvořit novou kreativu' }).click();
  await expect(page.getByLabel('Název kreativy')).not.toHaveValue('');

  // An image of the wrong height is refused next to its field, naming the required pixels.
  const input = page.getByLabel(`Soubor pro pole ${image.label}`);
  await input.setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: solidPng(image.width, image.height - 100),
  });
  await expect(
    page.getByText(`Obrázek musí být vysoký přesně ${image.height} px, tento má ${image.height - 100} px.`),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/creative-1-wrong-size.png', fullPage: true });

  // The right one is taken and shown.
  await input.setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: solidPng(image.width, image.height),
  });
  await expect(page.getByRole('img', { name: image.label })).toBeVisible();
  await expect(page.getByText(`Obrázek musí být vysoký přesně ${image.height} px`)).toHaveCount(0);
  for (const field of texts.filter((candidate) => candidate.name !== 'discount'))
    await textField(page, field.displayName).fill(`${field.displayName} – Vánoce s čokoládou`.slice(0, 25));
  await page.getByRole('button', { name: 'Vytvořit kreativu' }).click();
  // The preview reads the saved creative again (more than once): a dialog opened meanwhile was seen to
  // take no click (CI, once in four runs), so the page settles first.
  await page.waitForLoadState('networkidle');

  // Preview: send it for approval, after a confirmation.
  await page.getByRole('button', { name: 'Odeslat ke schválení' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Odeslat' }).click();
  await expect(page.getByText('Kreativa odeslána ke schválení')).toBeVisible();
  await page.screenshot({ path: 'test-results/creative-2-sent.png', fullPage: true });
  expect(await campaignState(page, campaignId)).toBe('Kreativa čeká na schválení');

  // The retailer returns it with a note.
  const retailer = await signedIn(browser, ACCOUNTS.retailer);
  await retailer.goto(creativePage);
  const approval = retailer.getByRole('region', { name: 'Schválení kreativy' });
  await expect(approval.getByRole('button', { name: 'Vrátit' })).toBeDisabled();
  const reason = 'Logo na obrázku je příliš malé, zvětšete ho prosím.';
  await approval.getByLabel('Poznámka').fill(reason);
  await expect(approval.getByRole('button', { name: 'Schválit' })).toBeDisabled();
  await approval.getByRole('button', { name: 'Vrátit' }).click();
  await confirmDialog(retailer).getByRole('button', { name: 'Vrátit' }).click();
  await expect(retailer.getByText('Kreativa vrácena', { exact: true })).toBeVisible();
  expect(await campaignState(retailer, campaignId)).toBe('Kreativa vrácena');

  // The vendor sees the reason, fixes the creative and sends it again.
  await page.goto(creativePage);
  await expect(page.getByText(reason)).toBeVisible();
  await page.screenshot({ path: 'test-results/creative-3-returned.png', fullPage: true });
  await page.getByRole('button', { name: 'Upravit', exact: true }).click();
  const headline = textField(page, texts[0]!.displayName);
  await headline.fill('Vánoce s čokoládou – větší logo');
  await page.getByLabel(`Soubor pro pole ${image.label}`).setInputFiles({
    name: 'banner-logo.png',
    mimeType: 'image/png',
    buffer: solidPng(image.width, image.height, [46, 125, 50]),
  });
  await expect(page.getByRole('img', { name: image.label })).toBeVisible();
  await page.getByRole('button', { name: 'Uložit kreativu' }).click();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Odeslat ke schválení' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Odeslat' }).click();
  await expect(page.getByText('Kreativa odeslána ke schválení')).toBeVisible();

  // The retailer sees what changed since the return, and approves.
  await retailer.goto(creativePage);
  const changes = retailer.getByRole('region', { name: 'Změny od poslední kontroly' });
  await expect(changes).toContainText('Vánoce s čokoládou – větší logo');
  await expect(changes).toContainText(image.label);
  await retailer.screenshot({ path: 'test-results/creative-4-changes.png', fullPage: true });
  await approval.getByRole('button', { name: 'Schválit' }).click();
  await confirmDialog(retailer).getByRole('button', { name: 'Schválit' }).click();
  await expect(retailer.getByText('Kreativa schválena', { exact: true })).toBeVisible();

  // The item is prepared; the campaign waits for its other items' creatives (approved).
  expect(await campaignState(retailer, campaignId)).toBe('Schválená');
  await retailer.screenshot({ path: 'test-results/creative-5-campaign.png', fullPage: true });
  const row = retailer
    .locator('.ant-table-tbody > tr.ant-table-row')
    .filter({ has: retailer.getByText('Připravená') });
  await expect(row).toHaveCount(1);
});
