import type { Locator, Page } from '@playwright/test';
import { solidPng } from '../support/png.js';
import { ACCOUNTS, DEMO_PASSWORD, expect, json, testOnOwnPortal, type DemoAccount } from './fixtures.js';

/**
 * The portal by keyboard alone (issue 33, WCAG 2.1.1): a vendor signs in, books a flat-rate week from
 * the availability grid, moves its end with the date picker, orders it and sends the campaign; the
 * retailer approves the campaign; the vendor fills the item's creative and sends it; the retailer
 * approves the creative from the review queue. Every control is reached with Tab (or Shift+Tab) and
 * used with Enter, Space, arrows and typing: the test never clicks. It approves things other specs
 * count, so it runs on a portal of its own.
 */
const test = testOnOwnPortal('keyboard-only');
test.describe.configure({ mode: 'serial' });

const PRODUCT = 'Banner na hlavní stránce – leaderboard';
const CAMPAIGN = 'Klávesnicí – týden na hlavní stránce';

/** Whether the focus is on the element or inside it (antd wraps inputs in boxes). */
const holdsFocus = (target: Locator) =>
  target.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  );

/**
 * Presses Tab (or Shift+Tab) until the element has the focus: proof that it is reachable in the tab
 * order. Fails after `limit` presses, naming where the focus was.
 */
async function tabTo(page: Page, target: Locator, { back = false, limit = 150 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await holdsFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`not reached with ${limit} presses of Tab; the focus is on ${focused}`);
}

/** The focus is visible where it is (WCAG 2.4.7): an outline or a box shadow on it or its box. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const shown = await page.evaluate(() => {
    let element = document.activeElement as HTMLElement | null;
    for (let depth = 0; element && depth < 4; depth += 1, element = element.parentElement) {
      const style = getComputedStyle(element);
      if ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none')
        return true;
    }
    return false;
  });
  expect(shown, 'the focused control shows that it has the focus').toBe(true);
}

/** Tabs to a control and presses a key on it. */
async function press(page: Page, target: Locator, key = 'Enter', options?: { back?: boolean }) {
  await tabTo(page, target, options);
  await expectVisibleFocus(page);
  await page.keyboard.press(key);
}

async function signIn(page: Page, account: DemoAccount): Promise<void> {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(account.email);
  await tabTo(page, page.getByLabel('Heslo'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/campaigns(\?|$)/);
}

/**
 * Opens a screen of the header's menu: Tab to the menu (one stop in the tab order), the arrow keys to
 * the item, Enter.
 */
async function openFromMenu(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('banner').getByRole('menu');
  const item = menu.getByRole('menuitem', { name });
  // After a screen change the focus is on its title: the header lies behind it.
  await tabTo(page, menu, { back: true });
  await expectVisibleFocus(page);
  for (let presses = 0; presses < 12 && !(await holdsFocus(item)); presses += 1)
    await page.keyboard.press('ArrowRight');
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Confirms the dialog that asks before an action, with its button of that name. */
async function confirm(page: Page, button: string): Promise<void> {
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: button, exact: true }) });
  await press(page, dialog.getByRole('button', { name: button, exact: true }));
  await expect(dialog).toBeHidden();
}

/** 'YYYY-MM-DD' plus days. */
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const typed = (iso: string) => iso.split('-').reverse().join('.');
const isoOf = (text: string) => text.split('.').reverse().join('-');

test('a vendor orders, fills a creative and sends it; the retailer approves, all by keyboard', async ({
  browser,
  portal,
}) => {
  test.setTimeout(240_000);
  const vendor = await (await browser.newContext({ baseURL: portal.url })).newPage();
  const retailer = await (await browser.newContext({ baseURL: portal.url })).newPage();

  // The vendor signs in and opens the products from the menu.
  await signIn(vendor, ACCOUNTS.vendor);
  await openFromMenu(vendor, 'Produkty');
  await expect(vendor).toHaveURL(/\/tools$/);

  // The availability grid of the product: a free week of "Pozice 3", far enough ahead, by Enter.
  const card = vendor.getByRole('article').filter({ hasText: PRODUCT });
  await press(vendor, card.getByRole('button', { name: 'Dostupnost' }));
  const grid = vendor.getByRole('dialog', { name: /Dostupnost/ });
  await expect(grid.getByRole('columnheader', { name: 'Pozice 3' })).toBeVisible();
  const free = grid.getByRole('button', { name: /^Volno: Pozice 3, / }).last();
  await press(vendor, free);

  // The order form, prefilled; the end moved a week on with the date picker, typed and confirmed.
  await expect(vendor).toHaveURL(/\/tools\/\d+$/);
  const start = vendor.locator('#order-start-date');
  const end = vendor.locator('#order-end-date');
  await expect(start).not.toHaveValue('');
  const later = addDays(isoOf(await end.inputValue()), 7);
  await tabTo(vendor, end);
  await expectVisibleFocus(vendor);
  await vendor.keyboard.press('ControlOrMeta+A');
  await vendor.keyboard.type(typed(later));
  await vendor.keyboard.press('Enter');
  await expect(end).toHaveValue(typed(later));
  // Two weeks of 45 000 Kč, still free.
  await expect(vendor.getByTestId('order-total')).toHaveText(/^90\s000\sKč$/);
  await expect(vendor.getByText('Termín je volný.')).toBeVisible();

  await tabTo(vendor, vendor.getByLabel('Název kampaně'), { back: true });
  await vendor.keyboard.type(CAMPAIGN);
  await press(vendor, vendor.getByRole('button', { name: 'Přidat do kampaně' }));
  const added = vendor.getByRole('dialog', { name: 'Produkt byl přidán do kampaně' });
  await expect(added).toContainText(CAMPAIGN);
  // Closing the dialog (Escape) opens the campaign.
  await vendor.keyboard.press('Escape');
  await expect(vendor).toHaveURL(/\/campaigns\/\d+$/);
  const campaignId = Number(/\/campaigns\/(\d+)$/.exec(vendor.url())![1]);
  await expect(vendor.getByRole('heading', { name: CAMPAIGN })).toBeVisible();

  // The vendor sends the campaign for approval.
  await press(vendor, vendor.getByRole('button', { name: 'Odeslat ke schválení' }));
  await confirm(vendor, 'Odeslat');
  await expect(vendor.getByTestId('campaign-state')).toHaveText('Ke kontrole');

  // The retailer approves the campaign on its detail.
  await signIn(retailer, ACCOUNTS.retailer);
  await retailer.goto(`/campaigns/${campaignId}`);
  await press(retailer, retailer.getByRole('button', { name: 'Schválit kampaň' }));
  await confirm(retailer, 'Schválit');
  await expect(retailer.getByTestId('campaign-state')).toContainText('Schválená');

  // The vendor fills the item's creative: a new one, its image chosen in the file dialog opened by
  // keyboard, its texts typed.
  const detail = await json<{ campaignItems: { id: number; product: { id: number } }[] }>(
    await vendor.request.get(`/api/campaigns/${campaignId}`),
  );
  const item = detail.campaignItems[0]!;
  const draft = await json<{
    format: {
      fields: {
        displayName: string;
        mediaType: 'text' | 'file';
        required: boolean;
        restrictions: { type: string; value: string }[];
      }[];
    };
  }>(await vendor.request.get(`/api/creatives/create/product/${item.product.id}?campaignItemId=${item.id}`));
  await vendor.reload();
  await press(vendor, vendor.getByRole('link', { name: /^Přidat kreativu k položce / }));
  await expect(vendor).toHaveURL(new RegExp(`/items/${item.id}/creative`));
  await press(vendor, vendor.getByRole('button', { name: 'Vytvořit novou kreativu' }));
  await expect(vendor.getByLabel('Název kreativy')).not.toHaveValue('');
  const creativeName = await vendor.getByLabel('Název kreativy').inputValue();
  for (const field of draft.format.fields) {
    if (field.mediaType === 'file') {
      const size = (type: string) => Number(field.restrictions.find((r) => r.type === type)?.value ?? 300);
      // A field filled from another (its WEBP copy) has no upload of its own.
      const upload = vendor.getByRole('button', { name: `Nahrát soubor (${field.displayName})` });
      if ((await upload.count()) === 0) continue;
      const chooser = vendor.waitForEvent('filechooser');
      await press(vendor, upload);
      await (
        await chooser
      ).setFiles({
        name: 'banner.png',
        mimeType: 'image/png',
        buffer: solidPng(size('image_width'), size('image_height')),
      });
      await expect(vendor.getByRole('img', { name: field.displayName })).toBeVisible();
    } else {
      const name = field.displayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await tabTo(vendor, vendor.getByRole('textbox', { name: new RegExp(`^${name}\\b`) }));
      await vendor.keyboard.type('Týden s klávesnicí'.slice(0, 15));
    }
  }
  await press(vendor, vendor.getByRole('button', { name: 'Vytvořit kreativu' }));
  await vendor.waitForLoadState('networkidle');
  await press(vendor, vendor.getByRole('button', { name: 'Odeslat ke schválení' }));
  await confirm(vendor, 'Odeslat');
  await expect(vendor.getByText('Kreativa odeslána ke schválení')).toBeVisible();

  // The retailer opens the review queue from the menu and approves the creative from it (the newest
  // entry: on a page of 100, oldest first).
  await retailer.goto('/campaigns');
  await openFromMenu(retailer, 'Ke schválení');
  await expect(retailer).toHaveURL(/\/review-queue/);
  await retailer.goto('/review-queue?size=100');
  await press(retailer, retailer.getByRole('button', { name: `Zkontrolovat ${creativeName}` }));
  await expect(retailer.getByText(/Kontrola z fronty ke schválení/)).toBeVisible();
  const approval = retailer.getByRole('region', { name: 'Schválení kreativy' });
  await press(retailer, approval.getByRole('button', { name: 'Schválit' }));
  await confirm(retailer, 'Schválit');
  await expect(retailer.getByText('Kreativa schválena', { exact: true })).toBeVisible();

  const state = await json<{ campaignItems: { itemState: { identifier: string } }[] }>(
    await retailer.request.get(`/api/campaigns/${campaignId}`),
  );
  expect(state.campaignItems[0]!.itemState.identifier).toBe('prepared');
});
