import { type Page } from '@playwright/test';
import { ACCOUNTS, dataRows, expect, headerMenu, login, test, userMenuButton } from './fixtures';

// Switching the language saves it as the user's preferred locale, so each test here uses an account
// that no other test signs in with.

// Puts the account back to Czech (its preferred locale is saved on the server), so that a rerun
// against the same portal (E2E_BASE_URL) starts in Czech again.
test.afterEach(async ({ page }) => {
  const session = await page.request.get('/api/auth/authorization');
  if (!session.ok()) return;
  const { user } = (await session.json()) as { user: { userId: number } };
  await page.request.put(`/api/users/update-preferred-locale/${user.userId}`, { data: { locale: 'cs-CZ' } });
});

async function chooseLanguage(page: Page, language: string): Promise<void> {
  // The language submenu opens on hover with an animation; a click that lands while it is still
  // moving hits the page behind it, and the pointer leaving the menu closes it again. So opening the
  // menu, the hover and the click are retried together, with room for a busy two-core CI machine.
  const languageItem = page.getByRole('menuitem', { name: 'Jazyk' });
  await expect(async () => {
    if (!(await languageItem.isVisible())) await userMenuButton(page).click();
    await languageItem.hover();
    await page.getByRole('menuitem', { name: language }).click({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}

test('switching to English changes shell and remote texts and survives a reload', async ({ page }) => {
  await login(page, ACCOUNTS.sales2);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await chooseLanguage(page, 'English');

  const check = async () => {
    await expect(
      headerMenu(page).getByRole('menuitem', { name: 'Campaign management', exact: true }),
    ).toBeVisible();
    // The campaign list is the remote's: its catalog follows the switch too.
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign management' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const userMenu = userMenuButton(page, 'User menu');
    await userMenu.click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Language' })).toBeVisible();
    await page.keyboard.press('Escape');
  };
  await check();
  await page.reload();
  await check();

  // The API answers in the language too: the activity list names the ad products by their English
  // titles (the search still finds them by their Czech names).
  await headerMenu(page).getByRole('menuitem', { name: 'Activities', exact: true }).click();
  await expect(page).toHaveURL(/\/activities/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).first().fill('leaderboard');
  await expect(dataRows(page).first()).toContainText('Home page banner – leaderboard');
  await expect(dataRows(page).filter({ hasText: 'Banner na hlavní stránce' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('activities-in-english.png') });
});

test('switching to Polish changes shell and remote texts and survives a reload', async ({ page }) => {
  await login(page, ACCOUNTS.traffic);
  await chooseLanguage(page, 'Polski');

  const check = async () => {
    await expect(
      headerMenu(page).getByRole('menuitem', { name: 'Zarządzanie kampaniami', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Zarządzanie kampaniami' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Nazwa' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await userMenuButton(page, 'Menu użytkownika').click();
    await expect(page.getByRole('menuitem', { name: 'Wyloguj się' })).toBeVisible();
    await page.keyboard.press('Escape');
  };
  await check();
  await page.reload();
  await check();
});

test('the login page offers the languages before sign-in', async ({ page }) => {
  await page.goto('/login');
  const language = page.getByRole('combobox', { name: 'Jazyk' });
  // One Czech: the publisher's variant is a deployment's choice, not a language to pick.
  await expect(language.getByRole('option')).toHaveText(['Čeština', 'English', 'Polski']);
  await language.selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en-GB');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Polski' });
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
});
