import type { Browser, Locator, Page } from '@playwright/test';
import { solidPng } from '../support/png.js';
import {
  ACCOUNTS,
  chooseOption,
  dataRows,
  expect,
  headerMenu,
  login,
  test,
  type DemoAccount,
} from './fixtures';

// Landing pages and the review queue (issue 18): a vendor makes a landing page, fills it and sends it;
// the retailer finds it in the review queue and returns it with a note; the vendor sees the reason,
// fixes it and sends it again; the retailer approves it from the queue and lands on the next waiting
// entry; an item can then lead to it.

const NAME = 'Acme – vánoční svět E2E';
const SHOP = 'Portal Retail';
const REASON = 'Nadpis je příliš obecný, uveďte prosím značku.';
const DAY_MS = 86_400_000;

/** Today in the retailer's time zone, as the server sees it. */
const pragueToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Types a date into an antd date picker and confirms it. */
async function typeDate(input: Locator, iso: string): Promise<void> {
  await input.click();
  await input.fill(iso.split('-').reverse().join('.'));
  await input.press('Enter');
}

async function signedIn(browser: Browser, account: DemoAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, account);
  return page;
}

const confirmDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /^(Odeslat|Vrátit|Schválit)$/ }) });

/** A text field of the page's format by its display name (the label may carry the required mark). */
const textField = (page: Page, name: string): Locator =>
  page.getByRole('textbox', { name: new RegExp(`^${name}\\b`) });

/** The retailer opens the landing pages waiting in the queue and starts the review of ours. */
async function reviewFromQueue(retailer: Page): Promise<string> {
  // The queue's kind filter, as a shared link carries it (the list keeps its filters in the address).
  const filters = encodeURIComponent(JSON.stringify({ kind: 'landingPage', company: null }));
  await retailer.goto(`/review-queue?filters=${filters}`);
  await expect(retailer.locator('.ant-select').filter({ hasText: 'Landing page' })).toHaveCount(1);
  await expect(dataRows(retailer).filter({ hasText: 'Kreativa' })).toHaveCount(0);
  const row = dataRows(retailer).filter({ hasText: NAME });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Zkontrolovat ${NAME}` }).click();
  await expect(retailer).toHaveURL(/\/landing-pages\/\d+\?view=preview&queue=landingPage\.\*/);
  await expect(retailer.getByText(/Kontrola z fronty ke schválení/)).toBeVisible();
  return new URL(retailer.url()).pathname;
}

test('a vendor makes a landing page, the retailer returns it from the queue, the vendor fixes it, the retailer approves it and an item leads to it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);

  // The vendor makes the page: the shop only once a type is chosen.
  await login(page, ACCOUNTS.vendor);
  await headerMenu(page).getByRole('menuitem', { name: 'Landing pages' }).click();
  await expect(page).toHaveURL(/\/landing-pages(\?|$)/);
  await page.getByRole('button', { name: 'Vytvořit landing page' }).first().click();
  const create = page.getByRole('dialog', { name: 'Nová landing page' });
  await expect(create.getByRole('combobox', { name: 'Cílový web' })).toBeDisabled();
  await chooseOption(page, create.getByRole('combobox', { name: 'Typ' }), 'Značková stránka');
  await chooseOption(page, create.getByRole('combobox', { name: 'Cílový web' }), SHOP);
  await create.getByLabel('Název').fill(`  ${NAME}  `);
  await create.getByRole('button', { name: 'Vytvořit landing page' }).click();

  // It opens in edit: the format's texts and an image of the exact size.
  await expect(page).toHaveURL(/\/landing-pages\/\d+\?view=edit$/);
  const pagePath = new URL(page.url()).pathname;
  const pageId = Number(pagePath.split('/').at(-1));
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await textField(page, 'Nadpis').fill('Vánoce s čokoládou');
  await textField(page, 'Popis').fill('Vše pro sváteční pečení a dárky pod stromeček.');
  await page.getByLabel('Soubor pro pole Úvodní obrázek').setInputFiles({
    name: 'hero.png',
    mimeType: 'image/png',
    buffer: solidPng(1200, 400),
  });
  await expect(page.getByRole('img', { name: 'Úvodní obrázek' })).toBeVisible();
  await page.getByRole('button', { name: 'Uložit', exact: true }).click();

  // Preview: nothing missing; sent after a confirmation.
  await expect(page).toHaveURL(/\?view=preview$/);
  await page.getByRole('button', { name: 'Odeslat ke schválení' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Odeslat' }).click();
  await expect(page.getByText('Landing page odeslána ke schválení')).toBeVisible();
  await page.screenshot({ path: 'test-results/landing-page-1-sent.png', fullPage: true });

  // The retailer sees it waiting (the header counts what waits) and returns it with a note.
  const retailer = await signedIn(browser, ACCOUNTS.retailer);
  await expect(headerMenu(retailer).getByRole('menuitem', { name: /Ke schválení/ })).toBeVisible();
  await retailer.goto('/review-queue');
  await expect(dataRows(retailer).first()).toBeVisible();
  await retailer.screenshot({ path: 'test-results/landing-page-2-queue.png', fullPage: true });
  expect(await reviewFromQueue(retailer)).toBe(pagePath);
  await retailer.getByLabel('Poznámka').fill(REASON);
  await retailer.getByRole('button', { name: 'Vrátit', exact: true }).click();
  await confirmDialog(retailer).getByRole('button', { name: 'Vrátit' }).click();
  // On to the next waiting landing page of the queue (the seed has others waiting).
  await expect(retailer).not.toHaveURL(new RegExp(`${pagePath}\\?`));
  await expect(retailer).toHaveURL(/\/landing-pages\/\d+\?view=preview&queue=landingPage\.\*/);
  await expect(retailer.getByText(/Kontrola z fronty ke schválení/)).toBeVisible();

  // The vendor sees the reason, fixes the headline and sends it again.
  await page.goto(`${pagePath}?view=preview`);
  await expect(page.getByText(REASON)).toBeVisible();
  await page.screenshot({ path: 'test-results/landing-page-3-returned.png', fullPage: true });
  await page.goto(`${pagePath}?view=edit`);
  await textField(page, 'Nadpis').fill('Acme: Vánoce s čokoládou');
  await page.getByRole('button', { name: 'Uložit', exact: true }).click();
  await expect(page).toHaveURL(/\?view=preview$/);
  await page.getByRole('button', { name: 'Odeslat ke schválení' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Odeslat' }).click();
  await expect(page.getByText('Landing page odeslána ke schválení')).toBeVisible();

  // The retailer reviews it from the queue again, sees what changed, approves, and lands on the next.
  expect(await reviewFromQueue(retailer)).toBe(pagePath);
  await expect(retailer.getByText('Acme: Vánoce s čokoládou').first()).toBeVisible();
  await retailer.screenshot({ path: 'test-results/landing-page-4-review.png', fullPage: true });
  await retailer.getByRole('button', { name: 'Schválit', exact: true }).click();
  await confirmDialog(retailer).getByRole('button', { name: 'Schválit' }).click();
  await expect(retailer).not.toHaveURL(new RegExp(`${pagePath}\\?`));
  await expect(retailer).toHaveURL(/queue=landingPage\.\*/);
  await retailer.screenshot({ path: 'test-results/landing-page-5-next.png', fullPage: true });

  // Approved, the vendor's order form offers it as where an item leads.
  await page.goto(`${pagePath}?view=preview`);
  await expect(page.getByText('Schválená').first()).toBeVisible();
  await page.goto('/tools');
  await page.getByRole('button', { name: 'Vybrat produkt Banner v kategorii – skyscraper' }).click();
  await page.getByLabel('Název kampaně').fill('E2E landing page – vánoční svět');
  const start = addDays(pragueToday(), 10);
  await typeDate(page.locator('#order-start-date'), start);
  await typeDate(page.locator('#order-end-date'), addDays(start, 20));
  await page.getByLabel('Počet zobrazení').fill('200000');
  await page.getByRole('tab', { name: 'Landing page' }).click();
  const picker = page.getByRole('combobox', { name: 'Landing page' });
  await picker.click();
  await picker.fill('vánoční svět');
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(new RegExp(`^${NAME} \\(https://`))
    .click();
  await page.getByRole('button', { name: 'Přidat do kampaně' }).click();
  await expect(page.getByRole('dialog', { name: 'Produkt byl přidán do kampaně' })).toBeVisible();
  const listed = await page.request.post('/api/campaigns/filter', {
    data: { limit: 10, offset: 0, search: 'E2E landing page – vánoční svět' },
  });
  const [campaign] = ((await listed.json()) as { campaigns: { id: number }[] }).campaigns;
  const detail = (await (await page.request.get(`/api/campaigns/${campaign!.id}`)).json()) as {
    campaignItems: { targetLandingPage: { id: number } | null }[];
  };
  expect(detail.campaignItems.map((item) => item.targetLandingPage?.id)).toEqual([pageId]);
});
