import { type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, chooseOption, expect, login, test } from './fixtures';

// Ordering (issue 4): products, the availability grid, the order form and its rules, as a vendor, an
// agency and a retailer would use them. Each test books its own product or slot, so the tests can run
// in parallel on the same portal.

const DAY_MS = 86_400_000;

/** Today in the retailer's time zone, as the server sees it. */
function pragueToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
}

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the given ISO weekday (1 = Monday) on or after a date. */
function nextWeekday(iso: string, weekday: number): string {
  const current = ((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return addDays(iso, (weekday - current + 7) % 7);
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY', the date inputs' format. */
const typed = (iso: string) => iso.split('-').reverse().join('.');

/** Types a date into an antd date picker and confirms it. */
async function typeDate(input: Locator, iso: string): Promise<void> {
  await input.click();
  await input.fill(typed(iso));
  await input.press('Enter');
}

/** The id of a product by its title, as the signed-in user may see it. */
async function productId(page: Page, title: string): Promise<number> {
  const response = await page.request.get('/api/products');
  expect(response.ok()).toBe(true);
  const products = (await response.json()) as { id: number; titleOrName: string }[];
  const product = products.find((candidate) => candidate.titleOrName === title);
  if (!product) throw new Error(`no product "${title}" for this user`);
  return product.id;
}

const addButton = (page: Page) => page.getByRole('button', { name: 'Přidat do kampaně' });
const addedDialog = (page: Page) => page.getByRole('dialog', { name: 'Produkt byl přidán do kampaně' });

test.describe('ordering', () => {
  test('a vendor books a free flat-rate week from the availability grid and then sees it taken', async ({
    page,
  }) => {
    await login(page, ACCOUNTS.vendor);
    await page.getByRole('banner').getByRole('menuitem', { name: 'Produkty' }).click();
    await expect(page).toHaveURL(/\/tools$/);
    const card = page.getByRole('article').filter({ hasText: 'Banner na hlavní stránce – leaderboard' });
    await card.getByRole('button', { name: 'Dostupnost' }).click();

    const modal = page.getByRole('dialog', { name: /Dostupnost/ });
    await expect(modal.getByRole('columnheader', { name: 'Pozice 3' })).toBeVisible();
    // The last free week of "Pozice 3" in the window: far enough ahead to be free of the demo data.
    const free = modal.getByRole('button', { name: /^Volno: Pozice 3, / }).last();
    const cellName = (await free.getAttribute('aria-label'))!;
    await free.click();

    // The order form opens prefilled with the week and the value.
    await expect(page).toHaveURL(/\/tools\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Banner na hlavní stránce – leaderboard',
    );
    await expect(page.locator('#order-start-date')).not.toHaveValue('');
    await expect(page.locator('#order-end-date')).not.toHaveValue('');
    await expect(page.locator('#order-variable-values').locator('..').locator('..')).toContainText(
      'Pozice 3',
    );
    await expect(page.getByTestId('order-total')).toHaveText(/^45\s000\sKč$/);
    await expect(page.getByText('Termín je volný.')).toBeVisible();

    await page.getByLabel('Název kampaně').fill('E2E týden na hlavní stránce');
    await expect(addButton(page)).toBeEnabled();
    await addButton(page).click();

    const dialog = addedDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('E2E týden na hlavní stránce');
    await expect(dialog).toContainText('Banner na hlavní stránce – leaderboard');
    await expect(dialog).toContainText(/45\s000\sKč/);
    await expect(dialog.getByRole('button', { name: 'Přidat kreativu' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Zpět na produkty' }).click();

    // The week is now taken: no longer offered, and shown as taken (without the holder: not a retailer).
    await expect(page).toHaveURL(/\/tools$/);
    await card.getByRole('button', { name: 'Dostupnost' }).click();
    await expect(modal.getByRole('columnheader', { name: 'Pozice 3' })).toBeVisible();
    await expect(modal.getByRole('button', { name: cellName })).toHaveCount(0);
    await expect(modal.getByText('Obsazeno').first()).toBeVisible();
    await expect(modal.getByRole('link', { name: 'E2E týden na hlavní stránce' })).toHaveCount(0);
  });

  test('an agency orders a CPM item for one of its vendors', async ({ page }) => {
    await login(page, ACCOUNTS.agency);
    await page.goto('/tools');
    await page.getByRole('button', { name: 'Vybrat produkt Banner v kategorii – skyscraper' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banner v kategorii – skyscraper');

    await chooseOption(
      page,
      page.getByRole('combobox', { name: 'Společnost', exact: true }),
      'Nordic Drinks a.s.',
    );
    await chooseOption(
      page,
      page.getByRole('combobox', { name: 'Kontakt společnosti' }),
      'Nina Severová (nordic@portal.test)',
    );
    await page.getByLabel('Název kampaně').fill('E2E agentura – jarní bannery');

    // Banners may start 7 days from today at the earliest (the category's minDaysBeforeStartDate).
    const start = addDays(pragueToday(), 10);
    await typeDate(page.locator('#order-start-date'), start);
    await typeDate(page.locator('#order-end-date'), addDays(start, 20));
    await page.getByLabel('Počet zobrazení').fill('200000');
    // 200 000 impressions × 180 Kč per 1000 = 36 000 Kč, over the minimum order of 20 000 Kč.
    await expect(page.getByTestId('order-total')).toHaveText(/^36\s000\sKč$/);
    await addButton(page).click();

    const dialog = addedDialog(page);
    await expect(dialog).toContainText('E2E agentura – jarní bannery');
    // The dialog shows the rate type and the unit price (spec: added-product dialog).
    await expect(dialog).toContainText(/CPM.*180\sKč za 1000 zobrazení/);
    await expect(dialog.getByRole('button', { name: 'Zpět na produkty' })).toBeVisible();

    // The campaign is Nordic Drinks', ordered through the agency.
    const listed = await page.request.post('/api/campaigns/filter', {
      data: { limit: 10, offset: 0, search: 'E2E agentura – jarní bannery' },
    });
    const { campaigns } = (await listed.json()) as {
      campaigns: { company: { name: string }; totalPrice: number; campaignItemsCount: number }[];
    };
    expect(campaigns).toEqual([
      expect.objectContaining({
        company: expect.objectContaining({ name: 'Nordic Drinks a.s.' }),
        totalPrice: 36_000,
      }),
    ]);
  });

  test('a retailer orders for a vendor with a custom price', async ({ page }) => {
    await login(page, ACCOUNTS.retailer);
    // The product list is not for retailers; a product's order form is.
    await page.goto('/tools');
    await expect(page).toHaveURL(/\/campaigns(\?|$)/);
    const id = await productId(page, 'Sponzorovaný produkt – doporučené produkty');
    await page.goto(`/tools/${id}`);

    await chooseOption(
      page,
      page.getByRole('combobox', { name: 'Společnost', exact: true }),
      'Bella Cosmetics s.r.o.',
    );
    await chooseOption(
      page,
      page.getByRole('combobox', { name: 'Kontakt společnosti' }),
      'Barbora Krásná (bella@portal.test)',
    );
    await page.getByLabel('Název kampaně').fill('E2E retailer – vlastní cena');
    const start = addDays(pragueToday(), 5);
    await typeDate(page.locator('#order-start-date'), start);
    await typeDate(page.locator('#order-end-date'), addDays(start, 13));
    await page.getByLabel('Počet zobrazení').fill('50000');
    await expect(page.getByTestId('order-total')).toHaveText(/^6\s000\sKč$/);

    // A custom price below the product's (120 Kč) is refused; above it counts.
    const customPrice = page.getByLabel(/^Vlastní cena/);
    await customPrice.fill('100');
    await expect(page.getByText(/Vlastní cena musí být alespoň 120\sKč\./)).toBeVisible();
    // A send the rules refuse moves to the first error instead of sending.
    await addButton(page).click();
    await expect(customPrice).toBeFocused();
    await customPrice.fill('150');
    // 50 000 × 150 / 1000 = 7 500 Kč; a retailer is not held to the minimum order (10 000 Kč).
    await expect(page.getByTestId('order-total')).toHaveText(/^7\s500\sKč$/);
    await addButton(page).click();

    const dialog = addedDialog(page);
    await expect(dialog).toContainText('E2E retailer – vlastní cena');
    await expect(dialog).toContainText(/150\sKč za 1000 zobrazení/);
    // Not for a retailer: back to products.
    await expect(dialog.getByRole('button', { name: 'Zpět na produkty' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Přejít na detail kampaně' })).toBeVisible();
  });

  test('a Tuesday start, an amount over the limit and a foreign URL domain show the spec messages', async ({
    page,
  }) => {
    await login(page, ACCOUNTS.vendor);
    const flatRate = await productId(page, 'Banner na hlavní stránce – leaderboard');
    await page.goto(`/tools/${flatRate}`);
    const tuesday = nextWeekday(addDays(pragueToday(), 14), 2);
    await typeDate(page.locator('#order-start-date'), tuesday);
    await expect(page.getByText('Začátek musí být v pondělí.')).toBeVisible();
    await expect(page.getByText('Zkontrolujte prosím zadané údaje.')).toBeHidden();
    await addButton(page).click();
    await expect(page.getByText('Zkontrolujte prosím zadané údaje.')).toBeVisible();
    await expect(addedDialog(page)).toBeHidden();

    const cpm = await productId(page, 'Banner v kategorii – skyscraper');
    await page.goto(`/tools/${cpm}`);
    await page.getByLabel('Počet zobrazení').fill('2000000001');
    await expect(
      page.getByText(/Hodnota překračuje maximální povolený limit, nesmí přesáhnout 2\s000\s000\s000\./),
    ).toBeVisible();

    await page.getByLabel('Cílová URL').fill('https://www.example.com/akce');
    await expect(
      page.getByText('URL není v povolené doméně, musí začínat https://www.portal-retail.cz.'),
    ).toBeVisible();
    await page.getByLabel('Cílová URL').fill('není adresa');
    await expect(page.getByText('URL není platná.')).toBeVisible();
  });

  test('a vendor types the start date as d.m.Y and is told at the field what is wrong with it', async ({
    page,
  }) => {
    await login(page, ACCOUNTS.vendor);
    const flatRate = await productId(page, 'Banner na hlavní stránce – leaderboard');
    await page.goto(`/tools/${flatRate}`);
    const start = page.locator('#order-start-date');
    const startError = page.locator('#order-start-date-error');
    await expect(start).toBeVisible();
    // A fresh form: no errors, no hint, the button ready to say what is missing.
    await expect(page.getByText('Zkontrolujte prosím zadané údaje.')).toBeHidden();
    await expect(page.getByRole('form').getByRole('alert')).toHaveCount(0);
    await expect(addButton(page)).toBeEnabled();

    // The Monday two weeks ahead, typed without leading zeros, e.g. 7.12.2026.
    const monday = nextWeekday(addDays(pragueToday(), 14), 1);
    const [year, month, day] = monday.split('-').map(Number);
    await start.click();
    await page.keyboard.type(`${day}.${month}.${year}`);
    await page.keyboard.press('Tab');
    await expect(start).toHaveValue(typed(monday));
    // Flat rate: the end follows as the whole week, and the price of one week shows.
    await expect(page.locator('#order-end-date')).toHaveValue(typed(addDays(monday, 6)));
    await expect(page.getByTestId('order-total')).toHaveText(/^45\s000\sKč$/);
    await expect(startError).toHaveCount(0);

    // What is no date stays in the field, with the format to use.
    await start.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`31.2.${year}`);
    await page.keyboard.press('Enter');
    await expect(startError).toHaveText('Zadejte datum ve tvaru d.m.rrrr.');
    await expect(start).toHaveValue(`31.2.${year}`);
    await expect(page.getByTestId('order-total')).toHaveText('–');

    // A day the rules refuse is kept and explained.
    const yesterday = addDays(pragueToday(), -1);
    await start.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(typed(yesterday));
    await page.keyboard.press('Enter');
    await expect(startError).toHaveText(`Začátek může být nejdříve ${typed(pragueToday())}.`);
    await expect(start).toHaveValue(typed(yesterday));
  });
});

test('a retailer who opens the product list is sent to the campaigns and told why', async ({ page }) => {
  await login(page, ACCOUNTS.retailer);
  await page.goto('/tools');
  await expect(page).toHaveURL(/\/campaigns/);
  const notice = page.getByText(/Katalog produktů je určen inzerentům a agenturám/);
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Zavřít' }).click();
  await expect(notice).toBeHidden();
});
