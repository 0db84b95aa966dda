import {
  ACCOUNTS,
  expect,
  headerMenu,
  login,
  submitLogin,
  test,
  userMenuButton,
  type DemoAccount,
} from './fixtures';

// Spec §2 main layout: 'campaigns management' for a retailer, 'my campaigns' otherwise.
const RETAILER_LABEL = 'Správa kampaní';
const BUYER_LABEL = 'Moje kampaně';

const cases: { role: string; account: DemoAccount; label: string; other: string }[] = [
  { role: 'administrator', account: ACCOUNTS.admin, label: RETAILER_LABEL, other: BUYER_LABEL },
  { role: 'retailer', account: ACCOUNTS.retailer, label: RETAILER_LABEL, other: BUYER_LABEL },
  { role: 'retailer and sales person', account: ACCOUNTS.sales, label: RETAILER_LABEL, other: BUYER_LABEL },
  { role: 'vendor', account: ACCOUNTS.vendor, label: BUYER_LABEL, other: RETAILER_LABEL },
  { role: 'agency', account: ACCOUNTS.agency, label: BUYER_LABEL, other: RETAILER_LABEL },
];

test.describe('login', () => {
  for (const { role, account, label, other } of cases) {
    test(`${role} (${account.email}) lands on the campaign list with the menu '${label}'`, async ({
      page,
    }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Přihlášení' })).toBeVisible();
      await submitLogin(page, account.email);

      await expect(page).toHaveURL(/\/campaigns(\?|$)/);
      const menu = headerMenu(page);
      await expect(menu.getByRole('menuitem', { name: label, exact: true })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: other, exact: true })).toHaveCount(0);
      // The campaign list (remote mf-campaigns) is on screen with the same title.
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();

      const userMenu = userMenuButton(page);
      await expect(userMenu).toContainText(account.name);
      await expect(userMenu).toContainText(account.company);
    });
  }

  test('wrong password: "Jméno a heslo se neshodují."', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, ACCOUNTS.retailer.email, 'Spatne-heslo-1');
    await expect(page.getByRole('alert')).toHaveText('Jméno a heslo se neshodují.');
    await expect(page).toHaveURL(/\/login/);
  });

  test('deactivated user: "Uživatel je deaktivovaný. Kontaktujte prosím administrátora."', async ({
    page,
  }) => {
    await page.goto('/login');
    await submitLogin(page, ACCOUNTS.inactive.email);
    await expect(page.getByRole('alert')).toHaveText(
      'Uživatel je deaktivovaný. Kontaktujte prosím administrátora.',
    );
    await expect(page).toHaveURL(/\/login/);
  });

  test('both fields are required', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page.getByText('Zadejte e-mail.')).toBeVisible();
    await expect(page.getByText('Zadejte heslo.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a signed-in user who opens /login goes to the campaign list', async ({ page }) => {
    await login(page, ACCOUNTS.retailer);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/campaigns(\?|$)/);
    await expect(userMenuButton(page)).toBeVisible();
  });

  test('logging out ends the session', async ({ page }) => {
    await login(page, ACCOUNTS.vendor);
    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Odhlásit se' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/campaigns');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fcampaigns/);
  });
});

test.describe('protected routes', () => {
  test('an unauthenticated visit to /campaigns goes to login and back after signing in', async ({ page }) => {
    await page.goto('/campaigns?size=20');
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/campaigns?size=20');
    await submitLogin(page, ACCOUNTS.retailer.email);
    await expect(page).toHaveURL(/\/campaigns\?size=20$/);
    await expect(page.getByRole('heading', { level: 1, name: RETAILER_LABEL })).toBeVisible();
  });

  test('the old Czech path /kampane redirects to /campaigns', async ({ page }) => {
    await login(page, ACCOUNTS.retailer);
    await page.goto('/kampane');
    await expect(page).toHaveURL(/\/campaigns$/);
    await expect(page.getByRole('heading', { level: 1, name: RETAILER_LABEL })).toBeVisible();
  });

  test('an unauthenticated visit to an old Czech path goes to login with the English address', async ({
    page,
  }) => {
    await page.goto('/kampane');
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/campaigns');
  });
});
