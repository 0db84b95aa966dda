import { ACCOUNTS, DEMO_PASSWORD, expect, headerMenu, login, test, userMenuButton } from './fixtures';

test('a retailer logs in as a vendor and back', async ({ page, playwright, baseURL }) => {
  // The user list with its "log in as" button arrives with mf-users; until then the id of the vendor
  // is read from its own login answer (a separate API context, not the browser's session).
  const api = await playwright.request.newContext({ baseURL });
  const vendorLogin = await api.post('/api/auth/login', {
    data: { login: ACCOUNTS.vendor.email, password: DEMO_PASSWORD },
  });
  expect(vendorLogin.ok()).toBe(true);
  const vendorId = ((await vendorLogin.json()) as { user: { userId: number } }).user.userId;
  await api.dispose();

  await login(page, ACCOUNTS.retailer);
  await expect(userMenuButton(page)).toContainText(ACCOUNTS.retailer.name);

  // The call the user list will make, with the page's own cookies (page.request shares them).
  const response = await page.request.post('/api/auth/login-as-user', { data: { id: vendorId } });
  expect(response.ok(), await response.text()).toBe(true);
  await page.reload();

  const userMenu = userMenuButton(page);
  await expect(userMenu).toContainText(ACCOUNTS.vendor.name);
  await expect(userMenu).toContainText(`přihlášen za ${ACCOUNTS.retailer.name}`);
  await expect(headerMenu(page).getByRole('menuitem', { name: 'Moje kampaně', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Moje kampaně' })).toBeVisible();

  await userMenu.click();
  await expect(page.getByRole('menuitem', { name: ACCOUNTS.vendor.name })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Přihlásit se zpět jako retailer' }).click();

  await expect(page).toHaveURL(/\/campaigns(\?|$)/);
  await expect(userMenu).toContainText(ACCOUNTS.retailer.name);
  await expect(userMenu).toContainText(ACCOUNTS.retailer.company);
  await expect(userMenu).not.toContainText('přihlášen za');
  await expect(headerMenu(page).getByRole('menuitem', { name: 'Správa kampaní', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Správa kampaní' })).toBeVisible();

  // The retailer's session is a normal one again: no way back offered, and it survives a reload.
  await userMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Odhlásit se' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Přihlásit se zpět jako retailer' })).toHaveCount(0);
  await page.reload();
  await expect(userMenuButton(page)).toContainText(ACCOUNTS.retailer.name);
});
