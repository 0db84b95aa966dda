import {
  ACCOUNTS,
  chooseOption,
  dataRows,
  expect,
  headerMenu,
  login,
  readResetLink,
  submitLogin,
  test,
  userMenuButton,
} from './fixtures';

// Markéta Horáková (marketing@portal.test, Acme Foods) is used by this file only: the test changes
// her allowed product categories. The demo data limits her to banners, sponsored products and search.
const MARKETA = { email: 'marketing@portal.test', name: 'Markéta Horáková', company: 'Acme Foods' };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

test.describe('user administration', () => {
  test('a retailer limits a vendor to a category, logs in as her and sees only it, returns, and invites an agency user who signs up from the mail', async ({
    page,
  }) => {
    // Three people (retailer, vendor, the invited user) and a mail: more than a minute on a busy machine.
    test.setTimeout(120_000);
    await login(page, ACCOUNTS.retailer);
    await headerMenu(page)
      .getByRole('menuitem', { name: /Nastavení/ })
      .click();
    await page.getByRole('menuitem', { name: 'Uživatelé' }).click();
    await expect(page).toHaveURL(/\/settings\/users(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Uživatelé' })).toBeVisible();

    // The search ignores case and accents.
    await page.getByRole('textbox', { name: 'Hledat' }).fill('horakova');
    await expect(page).toHaveURL(/horakova/);
    await expect(dataRows(page)).toHaveCount(1);
    const row = dataRows(page).first();
    await expect(row).toContainText(MARKETA.name);
    await expect(row).toContainText(MARKETA.email);
    await expect(row).toContainText('Dodavatel');
    await expect(row).toContainText(MARKETA.company);
    // The filter is kept in the address.
    await expect(page).toHaveURL(/filters=.*horakova/);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/user-list.png`, fullPage: true });

    await row.getByRole('link', { name: MARKETA.name }).click();
    await expect(page).toHaveURL(/\/settings\/users\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: MARKETA.name })).toBeVisible();
    await expect(page.getByText(MARKETA.email)).toBeVisible();
    const categories = page.getByRole('group', { name: 'Povolené kategorie produktů' });
    await expect(categories.getByRole('checkbox', { name: 'Bannery' })).toBeChecked();
    await categories.getByRole('checkbox', { name: 'Sponzorované produkty' }).uncheck();
    await categories.getByRole('checkbox', { name: 'Vyhledávání' }).uncheck();
    await expect(categories.getByRole('checkbox', { name: 'Bannery' })).toBeChecked();
    await expect(categories.getByRole('checkbox', { name: 'Všechny' })).not.toBeChecked();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/user-detail.png`, fullPage: true });
    await page.getByRole('button', { name: 'Uložit' }).click();

    // Back on the list, with the search kept; log in as her.
    await expect(page).toHaveURL(/\/settings\/users(\?|$)/);
    await expect(dataRows(page)).toHaveCount(1);
    await dataRows(page)
      .first()
      .getByRole('button', { name: `Přihlásit se jako ${MARKETA.name}` })
      .click();
    await expect(page).toHaveURL(/\/campaigns(\?|$)/);
    const userMenu = userMenuButton(page);
    await expect(userMenu).toContainText(MARKETA.name);
    await expect(userMenu).toContainText(`přihlášen za ${ACCOUNTS.retailer.name}`);

    // Her product list has the allowed category only.
    await headerMenu(page).getByRole('menuitem', { name: 'Produkty' }).click();
    await expect(page).toHaveURL(/\/tools$/);
    const categoryHeadings = page.getByRole('heading', { level: 2 });
    await expect(categoryHeadings).toHaveText(['Bannery']);
    await expect(
      page.getByRole('article').filter({ hasText: 'Banner na hlavní stránce – leaderboard' }),
    ).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Sponzorovaný produkt' })).toHaveCount(0);

    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Přihlásit se zpět jako retailer' }).click();
    await expect(userMenu).toContainText(ACCOUNTS.retailer.name);
    await expect(userMenu).not.toContainText('přihlášen za');

    // Her detail shows what the retailer did as her.
    await page.goto('/settings/users');
    await page.getByRole('textbox', { name: 'Hledat' }).fill('marketing@');
    // (The list shows the search kept from before at once; wait for the new one to settle.)
    await expect(page).toHaveURL(/marketing%40|marketing@/);
    await expect(dataRows(page)).toHaveCount(1);
    await dataRows(page).first().getByRole('link', { name: MARKETA.name }).click();
    const history = page.getByRole('table', { name: 'Přihlášení retailera za uživatele' });
    await expect(history.getByText('Přihlášení za uživatele')).toBeVisible();
    await expect(history.getByText('Návrat k vlastnímu účtu')).toBeVisible();
    await expect(history.getByText(ACCOUNTS.retailer.name).first()).toBeVisible();
    await page.getByRole('button', { name: 'Zpět na uživatele' }).click();

    // Invite an agency user.
    const email = `agentura.${Date.now()}@example.cz`;
    const invitedAt = Date.now();
    await page.getByRole('button', { name: 'Pozvat uživatele' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pozvat uživatele' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel(/^Jméno/).fill('Nikola');
    await dialog.getByLabel('Příjmení').fill('Nová');
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Role' }), 'Agentura');
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Agentura' }), 'MediaMax Agency s.r.o.');
    await dialog.getByRole('button', { name: 'Poslat pozvánku' }).click();
    await expect(page).toHaveURL(/\/settings\/users\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nikola Nová' })).toBeVisible();
    await expect(page.getByText(/Odeslána .*, platí do /)).toBeVisible();

    // The same e-mail again is refused with a clear message. The invitation's toast sits over the
    // invite button, and a pointer resting on it keeps it open: close it as a person would.
    const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Nikola Nová' });
    if (await toast.isVisible())
      await toast
        .getByRole('button', { name: /Close|Zavřít/ })
        .click({ timeout: 5_000 })
        .catch(() => undefined); // it may have closed on its own meanwhile
    await expect(toast).toHaveCount(0);
    await page.getByRole('button', { name: 'Zpět na uživatele' }).click();
    await page.getByRole('button', { name: 'Pozvat uživatele' }).click();
    const again = page.getByRole('dialog', { name: 'Pozvat uživatele' });
    await again.getByLabel('E-mail').fill(email);
    await again.getByLabel(/^Jméno/).fill('Nikola');
    await again.getByLabel('Příjmení').fill('Nová');
    await chooseOption(page, again.getByRole('combobox', { name: 'Role' }), 'Agentura');
    await chooseOption(page, again.getByRole('combobox', { name: 'Agentura' }), 'MediaMax Agency s.r.o.');
    await again.getByRole('button', { name: 'Poslat pozvánku' }).click();
    await expect(again.getByText(`Uživatel s e-mailem ${email} už existuje.`)).toBeVisible();
    await again.getByRole('button', { name: 'Zrušit' }).click();

    // The retailer signs out; the invited user sets a password through the mailed link and signs in.
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Odhlásit se' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const link = await readResetLink(email, invitedAt);
    await page.goto(link);
    await expect(page.getByText(`Nastavte nové heslo k účtu ${email}.`)).toBeVisible();
    const password = `Pozvanka-${Date.now()}`;
    await page.getByLabel('Heslo', { exact: true }).fill(password);
    await page.getByLabel('Ověření hesla').fill(password);
    await page.getByRole('button', { name: 'Odeslat' }).click();
    await expect(page.getByRole('status')).toContainText('Heslo bylo změněno.');
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await submitLogin(page, email, password);
    await expect(page).toHaveURL(/\/campaigns(\?|$)/);
    await expect(userMenuButton(page)).toContainText('Nikola Nová');
    await expect(userMenuButton(page)).toContainText('MediaMax Agency s.r.o.');
    // An agency user has no user settings.
    await page.goto('/settings/users');
    await expect(page.getByText('Nejste oprávněni zobrazit tuto stránku.')).toBeVisible();
  });

  test('the vendor sees in her user menu when the retailer last acted as her', async ({ page, browser }) => {
    // A retailer logs in as Nina Severová (Nordic Drinks) through the user list, and returns.
    const retailer = await browser.newPage();
    await login(retailer, ACCOUNTS.sales);
    await retailer.goto('/settings/users');
    await retailer.getByRole('textbox', { name: 'Hledat' }).fill('severova');
    await expect(retailer).toHaveURL(/severova/);
    await expect(dataRows(retailer)).toHaveCount(1);
    await dataRows(retailer)
      .first()
      .getByRole('button', { name: `Přihlásit se jako ${ACCOUNTS.nordic.name}` })
      .click();
    await expect(userMenuButton(retailer)).toContainText(ACCOUNTS.nordic.name);
    await userMenuButton(retailer).click();
    await retailer.getByRole('menuitem', { name: 'Přihlásit se zpět jako retailer' }).click();
    await expect(userMenuButton(retailer)).toContainText(ACCOUNTS.sales.name);
    await retailer.close();

    await login(page, ACCOUNTS.nordic);
    await userMenuButton(page).click();
    await expect(
      page.getByText(new RegExp(`Retailer za vás naposledy jednal .* \\(${ACCOUNTS.sales.name}\\)`)),
    ).toBeVisible();
  });
});
