import type { Locator, Page } from '@playwright/test';
import {
  ACCOUNTS,
  chooseOption,
  dataRows,
  expect,
  headerMenu,
  login,
  signInOn,
  test,
  testOnOwnPortal,
  userMenuButton,
} from './fixtures';

// Issue 31: the vendor list and detail (retailer staff only), a menu setting that applies at the
// next change of screen without signing in again, a toast after saving a user, and the user
// detail's catalogue names in the user's language.
//
// The vendor screens only read, and the retailer logs in as Vojtěch Dodavatel (Acme), whom no other
// spec checks the impersonation history of: they run on the shared portal. Switching a menu setting
// changes what every other spec's header shows, saving a user and switching an account's language
// change what others read: those run on a portal of their own, one after another.

interface VendorRow {
  id: number;
  name: string;
  usersCount: number;
  activeCampaignsCount: number;
  spendThisYear: number;
}

const czechNumber = (value: number) => new Intl.NumberFormat('cs-CZ').format(value);
const czechMoney = (value: number) =>
  new Intl.NumberFormat('cs-CZ', {
    style: 'currency',
    currency: 'CZK',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(value);

/** The text of a table row's cells, spaces made plain (the number format's are narrow ones). */
const cellsOf = async (row: Locator) =>
  (await row.locator('td').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
const plain = (text: string) => text.replace(/\s+/g, ' ');

test.describe('the vendor list and detail', () => {
  test('a retailer searches the vendors, pages, opens one and logs in as one of its users', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await login(page, ACCOUNTS.retailer);
    // Not in the menu: the address leads there (the old Czech one too).
    await expect(headerMenu(page).getByRole('menuitem', { name: /Dodavatel/ })).toHaveCount(0);
    await page.goto('/dodavatele');
    await expect(page).toHaveURL(/\/vendors$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dodavatelé' })).toBeVisible();
    await expect(dataRows(page)).toHaveCount(3);
    await expect(page.getByTestId('vendors-total')).toHaveText('Nalezeni 3 dodavatelé');

    // The figures are the API's (api/test/vendors.test.ts proves those against the seed).
    const answer = await page.request.get('/api/vendors');
    expect(answer.ok()).toBe(true);
    const { items, year } = (await answer.json()) as { items: VendorRow[]; year: number };
    expect(items.map((row) => row.name)).toEqual([
      'Acme Foods',
      'Bella Cosmetics s.r.o.',
      'Nordic Drinks a.s.',
    ]);
    await expect(page.getByRole('columnheader', { name: `Útrata v roce ${year}` })).toBeVisible();
    for (const [index, row] of items.entries()) {
      expect(await cellsOf(dataRows(page).nth(index))).toEqual([
        row.name,
        czechNumber(row.usersCount),
        czechNumber(row.activeCampaignsCount),
        plain(czechMoney(row.spendThisYear)),
      ]);
    }
    const acme = items[0]!;
    expect(acme.spendThisYear).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/vendors-list.png', fullPage: true });

    // The search ignores case and accents, waits for the typing to settle and is kept in the address.
    const search = page.getByRole('textbox', { name: 'Hledat' });
    await search.fill('NORDIC');
    await expect(page).toHaveURL(/filters=.*NORDIC/);
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText('Nordic Drinks a.s.');
    await search.fill('kosmeticky zadna');
    await expect(page.getByText('Hledání neodpovídá žádný dodavatel.')).toBeVisible();
    await search.clear();
    await expect(dataRows(page)).toHaveCount(3);

    // A page of another size, kept in the address and, per route, in local storage.
    const pager = page.getByRole('navigation', { name: 'Stránkování' });
    await expect(pager.getByRole('button', { name: 'Stránka 1' })).toHaveAttribute('aria-current', 'page');
    const sized = page.waitForRequest(/\/api\/vendors\?(.*&)?maxResults=20/);
    await chooseOption(page, page.getByRole('combobox', { name: 'Počet záznamů na stránku' }), '20');
    await sized;
    await expect(page).toHaveURL(/[?&]size=20(&|$)/);
    const kept = page.waitForRequest(/\/api\/vendors\?(.*&)?maxResults=20/);
    await page.goto('/vendors');
    await kept;
    await expect(dataRows(page)).toHaveCount(3);

    // The detail, from the name.
    await dataRows(page).first().getByRole('link', { name: 'Acme Foods' }).click();
    await expect(page).toHaveURL(new RegExp(`/vendors/${acme.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Foods' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Uživatelé',
      'Kontakty',
      'Značky',
      'Agentury',
      'Kampaně',
    ]);
    await expect(page.getByText(plain(czechMoney(acme.spendThisYear)), { exact: true })).toBeVisible();
    const users = page.getByRole('table', { name: 'Uživatelé' });
    await expect(users.getByRole('link', { name: ACCOUNTS.vendor.name })).toHaveAttribute(
      'href',
      /\/settings\/users\/\d+$/,
    );
    await expect(users.getByText('Acme, Acme Bio')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Kontakty' }).getByText('vendor@portal.test')).toBeVisible();
    await expect(page.getByText('MediaMax Agency s.r.o.').first()).toBeVisible();
    const campaigns = page.getByRole('table', { name: 'Kampaně' });
    await expect(campaigns.getByRole('link').first()).toHaveAttribute('href', /^\/campaigns\/\d+$/);
    await page.screenshot({ path: '/tmp/vendor-detail.png', fullPage: true });

    // A campaign's link opens its detail; back to the vendor.
    const campaignName = (await campaigns.getByRole('link').first().innerText()).trim();
    await campaigns.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/campaigns\/\d+$/);
    await expect(page.locator('#campaign-detail-title')).toContainText(campaignName);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Foods' })).toBeVisible();

    // Log in as Vojtěch Dodavatel, as from the user list; an inactive user cannot be chosen.
    await expect(
      users.getByRole('button', { name: `Přihlásit se jako ${ACCOUNTS.inactive.name}` }),
    ).toBeDisabled();
    await users.getByRole('button', { name: `Přihlásit se jako ${ACCOUNTS.vendor.name}` }).click();
    await expect(page).toHaveURL(/\/campaigns(\?|$)/);
    await expect(page.getByText(`Přihlášení jako ${ACCOUNTS.vendor.name}`)).toBeVisible();
    const userMenu = userMenuButton(page);
    await expect(userMenu).toContainText(ACCOUNTS.vendor.name);
    await expect(userMenu).toContainText(`přihlášen za ${ACCOUNTS.retailer.name}`);
    // As the vendor, the vendor screens lead to the campaign list.
    await page.goto(`/vendors/${acme.id}`);
    await expect(page).toHaveURL(/\/campaigns(\?|$)/);
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Přihlásit se zpět jako retailer' }).click();
    await expect(userMenuButton(page)).toContainText(ACCOUNTS.retailer.name);
  });

  test('a vendor opening the vendor screens is sent to the campaign list', async ({ page }) => {
    await login(page, ACCOUNTS.nordic);
    for (const path of ['/vendors', '/vendors/1', '/dodavatele']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/campaigns(\?|$)/);
      await expect(page.getByRole('heading', { level: 1, name: 'Moje kampaně' })).toBeVisible();
    }
    expect((await page.request.get('/api/vendors')).status()).toBe(403);
  });
});

const own = testOnOwnPortal('portal-e2e-vendors-switches');

/** Switches a boolean setting in Other settings (the administrator's page must be open). */
async function switchSetting(admin: Page, name: string, on: boolean): Promise<void> {
  await admin.getByRole('button', { name: `Upravit ${name}` }).click();
  const dialog = admin.getByRole('dialog');
  const checkbox = dialog.getByRole('checkbox', { name: 'Zapnuto' });
  // The dialog's form may still take the variable as read when it opens: set it until it holds.
  await expect(async () => {
    if ((await checkbox.isChecked()) !== on) await checkbox.click();
    await expect(checkbox).toBeChecked({ checked: on, timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    dataRows(admin)
      .filter({ hasText: name })
      .getByText(on ? 'Zapnuto' : 'Vypnuto', { exact: true }),
  ).toBeVisible();
}

own.describe('menu settings and the user detail', () => {
  own.describe.configure({ mode: 'serial' });

  own(
    'a menu setting applies at the next change of screen, without signing in again',
    async ({ browser, portal }) => {
      own.setTimeout(180_000);
      const vendor = await signInOn(browser, portal, ACCOUNTS.vendor.email);
      await expect(headerMenu(vendor).getByRole('menuitem', { name: 'Moje kampaně' })).toBeVisible();
      await expect(headerMenu(vendor).getByRole('menuitem', { name: 'Přehledy' })).toHaveCount(0);

      const admin = await signInOn(browser, portal, ACCOUNTS.admin.email);
      await expect(headerMenu(admin).getByRole('menuitem', { name: 'Dostupnost' })).toBeVisible();
      await admin.goto('/settings/others');
      await switchSetting(admin, 'Položka menu Dashboardy', true);
      await switchSetting(admin, 'Položka menu Dostupnost', false);

      // The administrator's own tab: the next screen has the dashboards and no availability.
      await headerMenu(admin).getByRole('menuitem', { name: 'Správa kampaní' }).click();
      await expect(admin).toHaveURL(/\/campaigns(\?|$)/);
      await expect(headerMenu(admin).getByRole('menuitem', { name: 'Přehledy' })).toBeVisible();
      await expect(headerMenu(admin).getByRole('menuitem', { name: 'Dostupnost' })).toHaveCount(0);

      // The vendor signed in before: her next change of screen brings the entry, before help.
      await headerMenu(vendor).getByRole('menuitem', { name: 'Aktivity' }).click();
      await expect(vendor).toHaveURL(/\/activities/);
      await expect(headerMenu(vendor).getByRole('menuitem', { name: 'Přehledy' })).toBeVisible();
      const entries = await headerMenu(vendor).getByRole('menuitem').allInnerTexts();
      expect(entries.map((entry) => entry.trim()).slice(-2)).toEqual(['Přehledy', 'Nápověda']);
      await headerMenu(vendor).getByRole('menuitem', { name: 'Přehledy' }).click();
      await expect(vendor).toHaveURL(/\/dashboards/);
      await expect(vendor.getByRole('heading', { level: 1, name: 'Přehledy' })).toBeVisible();

      // And off again: the entry leaves at the vendor's next change of screen.
      await admin.goto('/settings/others');
      await switchSetting(admin, 'Položka menu Dashboardy', false);
      await switchSetting(admin, 'Položka menu Dostupnost', true);
      await headerMenu(vendor).getByRole('menuitem', { name: 'Moje kampaně' }).click();
      await expect(vendor).toHaveURL(/\/campaigns(\?|$)/);
      await expect(headerMenu(vendor).getByRole('menuitem', { name: 'Přehledy' })).toHaveCount(0);
      await vendor.context().close();
      await admin.context().close();
    },
  );

  own('saving a user says so in a toast', async ({ browser, portal }) => {
    const admin = await signInOn(browser, portal, ACCOUNTS.admin.email);
    await admin.goto('/settings/users');
    await admin.getByRole('textbox', { name: 'Hledat' }).fill('krasna');
    await expect(dataRows(admin)).toHaveCount(1);
    await dataRows(admin).getByRole('link', { name: ACCOUNTS.bella.name }).click();
    await expect(admin.getByRole('heading', { level: 1, name: ACCOUNTS.bella.name })).toBeVisible();
    await admin
      .getByRole('group', { name: 'Povolené kategorie produktů' })
      .getByRole('checkbox', { name: 'Bannery' })
      .check();
    await admin.getByRole('button', { name: 'Uložit' }).click();
    await expect(admin).toHaveURL(/\/settings\/users(\?|$)/);
    await expect(admin.getByText('Uživatel uložen')).toBeVisible();
    await expect(admin.getByText(`Změny uživatele ${ACCOUNTS.bella.name} jsou uloženy.`)).toBeVisible();
    await admin.context().close();
  });

  own("the user detail names the categories in the user's language", async ({ browser, portal }) => {
    const admin = await signInOn(browser, portal, ACCOUNTS.admin.email);
    await admin.goto('/settings/users');
    await admin.getByRole('textbox', { name: 'Hledat' }).fill('horakova');
    await expect(dataRows(admin)).toHaveCount(1);
    await dataRows(admin).getByRole('link', { name: 'Markéta Horáková' }).click();
    const czech = admin.getByRole('group', { name: 'Povolené kategorie produktů' });
    await expect(czech.getByRole('checkbox', { name: 'Sponzorované produkty' })).toBeVisible();

    // English, from the user menu (saved as this portal's administrator's language).
    const languageItem = admin.getByRole('menuitem', { name: 'Jazyk' });
    await expect(async () => {
      if (!(await languageItem.isVisible())) await userMenuButton(admin).click();
      await languageItem.hover();
      await admin.getByRole('menuitem', { name: 'English' }).click({ timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    const english = admin.getByRole('group', { name: 'Allowed product categories' });
    // Renamed in place, and read in English when the page is opened anew.
    await expect(english.getByRole('checkbox', { name: 'Sponsored products' })).toBeVisible();
    await admin.reload();
    await expect(english.getByRole('checkbox', { name: 'Banners' })).toBeChecked();
    await expect(english.getByRole('checkbox', { name: 'Sponsored products' })).toBeVisible();
    await expect(english.getByRole('checkbox', { name: 'Search' })).toBeVisible();
    await expect(english.getByRole('checkbox', { name: 'Sponzorované produkty' })).toHaveCount(0);
    await expect(english.getByRole('checkbox', { name: 'Vyhledávání' })).toHaveCount(0);
    await admin.screenshot({ path: '/tmp/user-detail-english.png', fullPage: true });
    // The vendor list speaks English too.
    await admin.goto('/vendors');
    await expect(admin.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
    await admin.context().close();
  });
});
