import {
  ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  readResetLink,
  submitLogin,
  test,
  userMenuButton,
} from './fixtures';

// bella@ is used by this file only: the test changes her password.
const account = ACCOUNTS.bella;

test.describe('password recovery', () => {
  test('forgotten password → mailed link → new password → sign in with it; the used link is expired', async ({
    page,
  }) => {
    // A new password per run, so that the test also passes against a reused portal (E2E_BASE_URL).
    const newPassword = `Nove-heslo-${Date.now()}`;

    await page.goto('/login');
    await page.getByRole('link', { name: 'Zapomenuté heslo?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Zapomenuté heslo' })).toBeVisible();

    const requestedAt = Date.now();
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Odeslat odkaz' }).click();
    const sent = page.getByRole('status');
    await expect(sent).toContainText(
      `Na e-mail ${account.email} jsme poslali odkaz pro nastavení nového hesla.`,
    );
    await expect(sent).toContainText(/Odkaz platí do \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\./);

    const link = await readResetLink(account.email, requestedAt);
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await page.goto(link);

    await expect(page.getByRole('heading', { name: 'Nové heslo' })).toBeVisible();
    await expect(page.getByText(`Nastavte nové heslo k účtu ${account.email}.`)).toBeVisible();
    const password = page.getByLabel('Heslo', { exact: true });
    const verification = page.getByLabel('Ověření hesla');
    const send = page.getByRole('button', { name: 'Odeslat' });

    // Spec §5: the send button is disabled while either field is empty or they differ.
    await expect(send).toBeDisabled();
    await password.fill(newPassword);
    await expect(send).toBeDisabled();
    await verification.fill(`${newPassword}x`);
    await expect(page.getByText('Hesla se neshodují')).toBeVisible();
    await expect(send).toBeDisabled();
    await password.fill('');
    await verification.fill('');
    await verification.fill(newPassword);
    await expect(send).toBeDisabled();
    await password.fill(newPassword);
    await expect(page.getByText('Hesla se neshodují')).toHaveCount(0);
    await expect(send).toBeEnabled();
    await send.click();

    await expect(page.getByRole('status')).toContainText('Heslo bylo změněno.');
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The old password is gone, the new one works.
    await submitLogin(page, account.email, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Jméno a heslo se neshodují.');
    await submitLogin(page, account.email, newPassword);
    await expect(page).toHaveURL(/\/campaigns(\?|$)/);
    await expect(userMenuButton(page)).toContainText(account.name);
    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Odhlásit se' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The link was used: it now leads to the forgotten-password page with the expired note.
    await page.goto(link);
    await expect(page).toHaveURL(/\/forgot-password$/);
    const note = 'Platnost odkazu pro reset hesla vypršela. Prosím, vygenerujte si nový.';
    await expect(page.getByRole('alert')).toHaveText(note);

    // The note belongs to that visit: leaving the page clears it.
    await page.getByRole('link', { name: 'Zpět na přihlášení' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Zapomenuté heslo?' }).click();
    await expect(page.getByRole('heading', { name: 'Zapomenuté heslo' })).toBeVisible();
    await expect(page.getByText(note)).toHaveCount(0);
  });

  test('an unknown reset link shows the not-found page', async ({ page }) => {
    await page.goto('/reset-password/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByText('Stránku, kterou hledáte, nemůžeme najít.')).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Odeslat' })).toHaveCount(0);
  });

  test('an unknown e-mail is reported', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill('nikdo@portal.test');
    await page.getByRole('button', { name: 'Odeslat odkaz' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'E-mail nikdo@portal.test nebyl nalezen. Zkuste to prosím znovu.',
    );
  });

  test('an invalid e-mail is refused before sending', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill('bez-zavinace');
    await page.getByRole('button', { name: 'Odeslat odkaz' }).click();
    await expect(page.getByText('Zadejte platný e-mail.')).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});
