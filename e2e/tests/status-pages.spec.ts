import { ACCOUNTS, expect, headerMenu, login, test, userMenuButton } from './fixtures';

const NOT_FOUND = 'Stránku, kterou hledáte, nemůžeme najít.';

test.describe('not found', () => {
  for (const path of ['/campaigns-nope', '/settings/whatever']) {
    test(`a signed-in user at ${path} sees 404 inside the layout`, async ({ page }) => {
      await login(page, ACCOUNTS.retailer);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const main = page.getByRole('main');
      await expect(main.getByText(NOT_FOUND)).toBeVisible();
      await expect(main.getByText('404', { exact: true })).toBeVisible();
      // Header and user menu stay.
      await expect(headerMenu(page).getByRole('menuitem', { name: 'Správa kampaní' })).toBeVisible();
      await expect(userMenuButton(page)).toContainText(ACCOUNTS.retailer.name);

      await main.getByRole('button', { name: 'Zpět na úvodní stránku' }).click();
      await expect(page).toHaveURL(/\/campaigns(\?|$)/);
    });
  }

  test('an unknown path under a remote (/campaigns/nope/deeper) is not found', async ({ page }) => {
    await login(page, ACCOUNTS.vendor);
    await page.goto('/campaigns/nope/deeper');
    await expect(page.getByRole('main').getByText(NOT_FOUND)).toBeVisible();
  });
});

test('forbidden: /unauthorized shows "Přístup zamítnut"', async ({ page }) => {
  await login(page, ACCOUNTS.vendor);
  await page.goto('/unauthorized');
  const main = page.getByRole('main');
  await expect(main.getByText('Přístup zamítnut')).toBeVisible();
  await expect(main.getByText('Nejste oprávněni zobrazit tuto stránku.')).toBeVisible();
  await expect(userMenuButton(page)).toContainText(ACCOUNTS.vendor.name);
  await main.getByRole('button', { name: 'Zpět na úvodní stránku' }).click();
  await expect(page).toHaveURL(/\/campaigns(\?|$)/);
});
