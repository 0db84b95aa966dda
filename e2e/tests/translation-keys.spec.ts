import { ACCOUNTS, dataRows, expect, headerMenu, login, test } from './fixtures';

// Spec §2: a local-development-only option lets an administrator display translation keys instead of
// texts. The portal under test runs on localhost, so the option is offered here.

const OPTION = 'Zobrazit klíče překladů';

test('an administrator on localhost switches the whole portal to translation keys and back', async ({
  page,
}) => {
  await login(page, ACCOUNTS.admin);
  await expect(dataRows(page).first()).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Správa kampaní');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: OPTION }).click();
  // Lingui's message ids instead of texts, in the shell (menu) and in the remote (list heading and
  // columns); the same Czech text has the same id in both.
  await expect(heading).not.toHaveText('Správa kampaní');
  const key = (await heading.innerText()).trim();
  expect(key).toMatch(/^[\w+/=-]{4,}$/);
  await expect(headerMenu(page).getByRole('menuitem', { name: key, exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Název' })).toHaveCount(0);

  // Kept for the tab.
  await page.reload();
  await expect(dataRows(page).first()).toBeVisible();
  await expect(heading).toHaveText(key);

  // The option shows its state while its own text is a key too.
  await page.getByTestId('user-menu').click();
  const option = page
    .locator('.ant-dropdown-menu-item')
    .filter({ has: page.locator('.ant-checkbox-checked') });
  await option.click();
  await expect(heading).toHaveText('Správa kampaní');
  await expect(page.getByRole('columnheader', { name: 'Název' })).toBeVisible();
});

test('other users are not offered the option', async ({ page }) => {
  await login(page, ACCOUNTS.retailer);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Odhlásit se' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: OPTION })).toHaveCount(0);
});
