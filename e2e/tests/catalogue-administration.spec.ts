import type { APIRequestContext, Page } from '@playwright/test';
import { solidPng } from '../support/png.js';
import {
  ACCOUNTS,
  dataRows,
  expect,
  headerMenu,
  signInOn,
  submitLogin,
  testOnOwnPortal,
  userMenuButton,
  json,
} from './fixtures';

// Catalogue administration (issue 19): an administrator reorders categories, changes a creative
// format's width, gives a product a picture from the image library and switches the users module off
// and on; vendors and retailers see each change. These change what every other test relies on (the
// category order, a format, the modules), so they run on a portal of their own, one after another.

const test = testOnOwnPortal('portal-e2e-catalogue');
test.describe.configure({ mode: 'serial' });

const SKYSCRAPER = 'Banner v kategorii – skyscraper';
const SKYSCRAPER_FORMAT = 'Banner – skyscraper 300×600';
// Bella Cosmetics' approved campaign with a skyscraper item still to fill (api/src/demo/seed/seed-campaigns.ts).
const BELLA_CAMPAIGN = 'Vánoční dárkové balíčky 2026';

async function openSettings(page: Page, entry: string) {
  await headerMenu(page)
    .getByRole('menuitem', { name: /Nastavení/ })
    .click();
  await page.getByRole('menuitem', { name: entry }).click();
}

const categoryTitles = (page: Page) =>
  page.getByTestId('product-category').getByRole('heading', { level: 2 }).allTextContents();

/** The creative page of the buyer's approved skyscraper item, and the label of its image field. */
async function skyscraperItem(request: APIRequestContext) {
  const { campaigns } = await json<{ campaigns: { id: number; name: string }[] }>(
    await request.post('/api/campaigns/filter', { data: { limit: 10, offset: 0, search: BELLA_CAMPAIGN } }),
  );
  const campaign = campaigns.find((candidate) => candidate.name === BELLA_CAMPAIGN)!;
  const detail = await json<{
    campaignItems: {
      id: number;
      product: { id: number; name: string };
      itemState: { identifier: string };
    }[];
  }>(await request.get(`/api/campaigns/${campaign.id}`));
  const item = detail.campaignItems.find(
    (candidate) => candidate.product.name === SKYSCRAPER && candidate.itemState.identifier === 'approved',
  )!;
  const draft = await json<{ format: { fields: { mediaType: string; displayName: string }[] } }>(
    await request.get(`/api/creatives/create/product/${item.product.id}?campaignItemId=${item.id}`),
  );
  return {
    path: `/campaigns/${campaign.id}/items/${item.id}/creative`,
    imageLabel: draft.format.fields.find((field) => field.mediaType === 'file')!.displayName,
  };
}

test('an administrator reorders categories, and a vendor sees the products in the new order', async ({
  browser,
  portal,
}) => {
  const admin = await signInOn(browser, portal, ACCOUNTS.admin.email);
  await openSettings(admin, 'Kategorie produktů');
  await expect(admin).toHaveURL(/\/settings\/categories$/);
  await expect(dataRows(admin)).toHaveCount(4);
  await expect(dataRows(admin).first()).toContainText('Bannery');

  // From the keyboard's step buttons: Vyhledávání goes up twice, above Bannery.
  const up = admin.getByRole('button', { name: 'Posunout Vyhledávání nahoru' });
  await up.click();
  await expect(dataRows(admin).nth(1)).toContainText('Vyhledávání');
  await up.click();
  await expect(dataRows(admin).first()).toContainText('Vyhledávání');
  await admin.screenshot({ path: 'test-results/catalogue-1-categories.png', fullPage: true });
  // Saved: a reload shows the new order.
  await admin.reload();
  await expect(dataRows(admin).first()).toContainText('Vyhledávání');
  await expect(dataRows(admin).nth(1)).toContainText('Bannery');

  const vendor = await signInOn(browser, portal, ACCOUNTS.vendor.email);
  await vendor.goto('/tools');
  await expect(vendor.getByTestId('product-category').first()).toBeVisible();
  expect(await categoryTitles(vendor)).toEqual([
    'Vyhledávání',
    'Bannery',
    'Sponzorované produkty',
    'Vstupní stránky',
  ]);
});

test("an administrator changes a format's width, and an image of the old width is then refused", async ({
  browser,
  portal,
}) => {
  const admin = await signInOn(browser, portal, ACCOUNTS.admin.email);
  await openSettings(admin, 'Formáty kreativ');
  await admin.getByRole('searchbox', { name: 'Hledat formáty' }).fill('skyscraper');
  await expect(dataRows(admin)).toHaveCount(1);
  await dataRows(admin).getByText(SKYSCRAPER_FORMAT).click();
  await expect(admin).toHaveURL(/\/settings\/templates\/\d+$/);
  await expect(admin.getByText(`Formát používají produkty: ${SKYSCRAPER}.`)).toBeVisible();
  const image = admin.getByRole('group', { name: 'image' });
  const width = image.getByLabel('Šířka (px)');
  await expect(width).toHaveValue('300');
  await width.fill('320');
  await admin.getByRole('button', { name: 'Uložit' }).click();
  await expect(admin.getByText('Formát kreativy uložen')).toBeVisible();
  await expect(admin).toHaveURL(/\/settings\/templates$/);

  // Bella fills her approved skyscraper item: a 300 px image, right until now, is refused.
  const bella = await signInOn(browser, portal, ACCOUNTS.bella.email);
  const item = await skyscraperItem(bella.request);
  await bella.goto(item.path);
  await bella.getByRole('button', { name: 'Vytvořit novou kreativu' }).click();
  await bella.getByLabel(`Soubor pro pole ${item.imageLabel}`).setInputFiles({
    name: 'skyscraper.png',
    mimeType: 'image/png',
    buffer: solidPng(300, 600),
  });
  await expect(bella.getByText('Obrázek musí být široký přesně 320 px, tento má 300 px.')).toBeVisible();
  await bella.screenshot({ path: 'test-results/catalogue-2-new-width.png', fullPage: true });
  await bella.getByLabel(`Soubor pro pole ${item.imageLabel}`).setInputFiles({
    name: 'skyscraper.png',
    mimeType: 'image/png',
    buffer: solidPng(320, 600),
  });
  await expect(bella.getByRole('img', { name: item.imageLabel })).toBeVisible();
});

test('an administrator uploads an image, picks it for a product, and the vendor sees it on the card', async ({
  browser,
  portal,
}) => {
  const admin = await signInOn(browser, portal, ACCOUNTS.admin.email);
  await openSettings(admin, 'Nastavení produktů');
  await expect(admin).toHaveURL(/\/settings\/tools$/);
  await dataRows(admin).filter({ hasText: SKYSCRAPER }).getByRole('link').first().click();
  await expect(admin).toHaveURL(/\/settings\/tools\/\d+$/);
  await expect(admin.getByText('Bez obrázku')).toBeVisible();

  await admin.getByRole('button', { name: 'Vybrat obrázek' }).click();
  const picker = admin.getByRole('dialog', { name: 'Vybrat obrázek' });
  await picker.getByLabel('Soubor obrázku (JPEG, PNG nebo WEBP)').setInputFiles({
    name: 'skyscraper-card.png',
    mimeType: 'image/png',
    buffer: solidPng(300, 300),
  });
  await expect(picker.getByRole('button', { name: 'skyscraper-card.png' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await admin.screenshot({ path: 'test-results/catalogue-3-picker.png', fullPage: true });
  await picker.getByRole('button', { name: 'Vybrat', exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(admin.getByRole('img', { name: /Obrázek produktu/ })).toBeVisible();
  await admin.screenshot({ path: 'test-results/catalogue-4-product.png', fullPage: true });
  await admin.getByRole('button', { name: 'Uložit' }).click();
  await expect(admin).toHaveURL(/\/settings\/tools$/);

  const vendor = await signInOn(browser, portal, ACCOUNTS.vendor.email);
  await vendor.goto('/tools');
  const card = vendor.getByRole('article').filter({ hasText: SKYSCRAPER });
  const picture = card.locator('img');
  await expect(picture).toHaveAttribute('src', /\/api\/images\/\d+/);
  await expect
    .poll(() => picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  await vendor.screenshot({ path: 'test-results/catalogue-5-vendor-card.png', fullPage: true });
});

test('an administrator switches the users module off: it leaves the menu and is not fetched; then on again', async ({
  browser,
  portal,
}) => {
  const admin = await signInOn(browser, portal, ACCOUNTS.admin.email);
  await openSettings(admin, 'Ostatní nastavení');
  const editUsersModule = admin.getByRole('button', { name: 'Upravit Modul mf-users' });
  const switchModule = async (on: boolean) => {
    await editUsersModule.click();
    const dialog = admin.getByRole('dialog');
    const checkbox = dialog.getByRole('checkbox', { name: 'Zapnuto' });
    if (on) await checkbox.check();
    else await checkbox.uncheck();
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await expect(dialog).toBeHidden();
  };
  await switchModule(false);
  await expect(
    dataRows(admin).filter({ hasText: 'Modul mf-users' }).getByText('Vypnuto', { exact: true }),
  ).toBeVisible();

  const requested: string[] = [];
  const retailer = await (await browser.newContext({ baseURL: portal.url })).newPage();
  retailer.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await retailer.goto('/login');
  await submitLogin(retailer, ACCOUNTS.retailer.email);
  await expect(userMenuButton(retailer)).toBeVisible();
  await expect(headerMenu(retailer).getByRole('menuitem', { name: /Správa kampaní/ })).toBeVisible();
  // A retailer's settings hold only the users: with their module off, there is no settings menu at all.
  await expect(headerMenu(retailer).getByRole('menuitem', { name: /Nastavení/ })).toHaveCount(0);
  await expect(retailer.getByRole('menuitem', { name: 'Uživatelé' })).toHaveCount(0);
  await retailer.goto('/settings/users');
  await expect(retailer.getByText('Stránku, kterou hledáte, nemůžeme najít.')).toBeVisible();
  expect(requested.filter((path) => path.startsWith('/remotes/mf-users/'))).toEqual([]);

  await switchModule(true);
  await retailer.goto('/campaigns');
  await headerMenu(retailer)
    .getByRole('menuitem', { name: /Nastavení/ })
    .click();
  await retailer.getByRole('menuitem', { name: 'Uživatelé' }).click();
  await expect(retailer.getByRole('heading', { level: 1, name: 'Uživatelé' })).toBeVisible();
  expect(requested.some((path) => path.startsWith('/remotes/mf-users/'))).toBe(true);
});
