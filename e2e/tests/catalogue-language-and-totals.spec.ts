import fs from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import type { PortalInstance } from '../support/portal.js';
import {
  ACCOUNTS,
  dataRows,
  demoDay,
  expect,
  signInOn,
  submitLogin,
  testOnOwnPortal,
  userMenuButton,
  json,
} from './fixtures';

// Issue 31: the catalogue administration in the user's language (category and product names in
// English on an English screen, the forms still editing the Czech texts), a toast after each save,
// the product detail's link to the product in the ad server, and dashboard totals that equal the sum
// of the CSV's days. The administrator's language is saved on the server and the dashboards are
// switched on, which every other test would notice: a portal of its own, one test after another.

const test = testOnOwnPortal('portal-e2e-catalogue-language');
test.describe.configure({ mode: 'serial' });

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR ?? '/tmp';

/** Switches the language from the user menu (saved as the user's preferred locale). */
async function chooseLanguage(page: Page, menuLabel: string, language: string): Promise<void> {
  // The submenu opens on hover with an animation: opening, hovering and clicking are retried together.
  const languageItem = page.getByRole('menuitem', { name: /Jazyk|Language/ });
  await expect(async () => {
    if (!(await languageItem.isVisible())) await userMenuButton(page, menuLabel).click();
    await languageItem.hover();
    await page.getByRole('menuitem', { name: language }).click({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}

/**
 * Signs in on the spec's portal in a context of its own, in whatever language the account has saved
 * (signInOn expects the Czech user menu).
 */
async function signIn(browser: Browser, portal: PortalInstance, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: portal.url })).newPage();
  await page.goto('/login');
  await submitLogin(page, email);
  await expect(page).toHaveURL(/\/campaigns(\?|$)/);
  return page;
}

/** The success toasts on screen (antd notifications), by their text. */
const toast = (page: Page, title: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: title });

test('in English the categories and product settings name the catalogue in English; saving a category says so', async ({
  browser,
  portal,
}) => {
  test.setTimeout(180_000);
  const admin = await signInOn(browser, portal, ACCOUNTS.admin.email);
  await chooseLanguage(admin, 'Uživatelské menu', 'English');
  await expect(admin.locator('html')).toHaveAttribute('lang', 'en');

  // The list: the English titles the API has, none of the Czech ones.
  await admin.goto('/settings/categories');
  await expect(admin.getByRole('heading', { level: 1, name: 'Product categories' })).toBeVisible();
  await expect(dataRows(admin)).toHaveCount(4);
  const titles = (await dataRows(admin).getByRole('link').allInnerTexts()).map((title) => title.trim());
  expect(titles).toEqual(['Banners', 'Sponsored products', 'Search', 'Landing pages']);
  for (const czech of ['Sponzorované produkty', 'Vyhledávání', 'Vstupní stránky', 'Bannery'])
    await expect(dataRows(admin).filter({ hasText: czech })).toHaveCount(0);
  await admin.screenshot({ path: `${SCREENSHOTS}/catalogue-categories-en.png`, fullPage: true });

  // The card edits the Czech text, with the English one in its own tab; the save is confirmed.
  await admin.getByRole('button', { name: 'Edit Sponsored products' }).click();
  const card = admin.getByRole('dialog', { name: 'Edit product category' });
  await expect(card.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Sponzorované produkty');
  await card.getByRole('tab', { name: 'English' }).click();
  await expect(card.getByRole('textbox', { name: /^Name \(/ })).toHaveValue('Sponsored products');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card).toBeHidden();
  const saved = toast(admin, 'Product category saved');
  await expect(saved).toBeVisible();
  await expect(saved).toContainText('Sponsored products');

  // The product settings list names products and categories in English too.
  await admin.goto('/settings/tools');
  const leaderboard = dataRows(admin).filter({ hasText: 'HP_LEADERBOARD_970x310' });
  await expect(leaderboard).toContainText('Home page banner – leaderboard');
  await expect(leaderboard).toContainText('Banners');
  await expect(dataRows(admin).filter({ hasText: 'Sponzorované produkty' })).toHaveCount(0);
  await admin.context().close();
});

test('the product settings detail links to the product in the ad server, in a new tab', async ({
  browser,
  portal,
}) => {
  test.setTimeout(150_000);
  // In the language the administrator saved in the test before (English).
  const page = await signIn(browser, portal, ACCOUNTS.admin.email);
  const products = await json<{ id: number; name: string }[]>(
    await page.request.get('/api/product-settings'),
  );
  const product = products.find((candidate) => candidate.name === 'HP_LEADERBOARD_970x310')!;
  const { productURL } = await json<{ productURL: string }>(
    await page.request.get(`/api/sas-info/products/${product.id}`),
  );

  await page.goto(`/settings/tools/${product.id}`);
  await expect(page.getByRole('form', { name: 'Product settings' })).toBeVisible();
  const link = page.getByRole('link', { name: /^Edit the product in the ad server/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', productURL);
  await expect(link).toHaveAttribute('target', '_blank');
  expect((await link.getAttribute('rel'))?.split(' ')).toContain('noopener');
  await link.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/product-settings-ad-server-link.png`, fullPage: true });

  // It opens the ad server's page of the product beside the portal.
  const opened = page.waitForEvent('popup');
  await link.click();
  const popup = await opened;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(productURL);
  await expect(popup.getByRole('heading', { level: 1 })).toContainText('HP_LEADERBOARD_970x310');
  await popup.close();
  await page.context().close();
});

test("the dashboard's spend is the sum of its CSV's days", async ({ browser, portal }) => {
  test.setTimeout(180_000);
  // An administrator switches the dashboards on (through the API, as the settings screen saves it).
  const admin = await signIn(browser, portal, ACCOUNTS.admin.email);
  const groups = await json<{ variables: { id: number; identifier: string; version: number }[] }[]>(
    await admin.request.get('/api/settings/variable-groups'),
  );
  const variable = groups
    .flatMap((group) => group.variables)
    .find((v) => v.identifier === 'menu-dashboards')!;
  await json(
    await admin.request.put(`/api/settings/variables/${variable.id}`, {
      data: { id: variable.id, value: 'true', version: variable.version },
    }),
  );
  await admin.context().close();

  // The retailer's whole year of the demo's delivery, every company: many days and products.
  const retailer = await signInOn(browser, portal, ACCOUNTS.retailer.email);
  const period = { from: demoDay('2025-11-23'), to: demoDay('2026-11-22') };
  const api = await json<{ totals: { spend: number }; days: { spend: number }[] }>(
    await retailer.request.get(`/api/dashboards/delivery?from=${period.from}&to=${period.to}`),
  );
  expect(api.totals.spend).toBeGreaterThan(0);
  expect(api.days.reduce((sum, day) => sum + day.spend, 0)).toBe(api.totals.spend);

  await retailer.goto(`/dashboards?from=${period.from}&to=${period.to}`);
  const spendCard = retailer
    .getByRole('list', { name: 'Souhrn období' })
    .getByRole('listitem')
    .filter({ hasText: 'Útrata' });
  await expect(spendCard).toContainText('Kč');
  const shown = Number((await spendCard.innerText()).replace(/\D/g, ''));
  expect(shown).toBe(api.totals.spend);

  const download = retailer.waitForEvent('download');
  await retailer.getByRole('link', { name: /Exportovat CSV/ }).click();
  const text = await fs.readFile(await (await download).path(), 'utf8');
  const [header, ...lines] = text.slice(1).trimEnd().split('\r\n');
  expect(header).toBe('Den;Zobrazení;Prokliky;CTR (%);Útrata (Kč)');
  expect(lines).toHaveLength(api.days.length);
  const csvSpend = lines.reduce((sum, line) => sum + Number(line.split(';')[4]), 0);
  expect(csvSpend).toBe(shown);
  await retailer.context().close();
});
