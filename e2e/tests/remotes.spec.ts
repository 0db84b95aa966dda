import { startPortalWithSettings, type PortalInstance } from '../support/portal.js';
import {
  ACCOUNTS,
  dataRows,
  expect,
  headerMenu,
  login,
  submitLogin,
  test as base,
  userMenuButton,
} from './fixtures';

const test = base.extend<object, { campaignsDisabledPortal: PortalInstance }>({
  // A second portal of its own, whose settings variable remote-mf-campaigns is 'false' (PGlite is a
  // one-process database, so it is changed between a first and a second start). Started only for
  // the tests that use it, once per worker.
  campaignsDisabledPortal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const portal = await startPortalWithSettings(
        { 'remote-mf-campaigns': 'false' },
        { label: 'portal-e2e-disabled' },
      );
      await use(portal);
      await portal.stop({ removeData: process.env.E2E_KEEP_DATA !== '1' });
    },
    { scope: 'worker', timeout: 5 * 60_000 },
  ],
});

const PANEL_TITLE = 'Tuto část portálu se nepodařilo načíst';

test('a remote that cannot be fetched shows a retry panel inside the layout; retry loads it', async ({
  page,
}) => {
  await page.route('**/remotes/mf-campaigns/**', (route) => route.abort());
  await login(page, ACCOUNTS.retailer);

  const main = page.getByRole('main');
  await expect(main.getByText(PANEL_TITLE)).toBeVisible();
  await expect(main.getByText('Ostatní části portálu fungují dál.', { exact: false })).toBeVisible();
  const retry = main.getByRole('button', { name: 'Zkusit znovu' });
  await expect(retry).toBeVisible();

  // The shell keeps working: header, menu and user menu.
  await expect(headerMenu(page).getByRole('menuitem', { name: 'Správa kampaní' })).toBeVisible();
  await userMenuButton(page).click();
  await expect(page.getByRole('menuitem', { name: ACCOUNTS.retailer.name })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Odhlásit se' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/unauthorized');
  await expect(main.getByText('Přístup zamítnut')).toBeVisible();
  await headerMenu(page).getByRole('menuitem', { name: 'Správa kampaní' }).click();
  await expect(page).toHaveURL(/\/campaigns(\?|$)/);
  await expect(main.getByText(PANEL_TITLE)).toBeVisible();

  // The remote is back: retry fetches it and shows the list.
  await page.unroute('**/remotes/mf-campaigns/**');
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Správa kampaní' })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
  await expect(main.getByText(PANEL_TITLE)).toHaveCount(0);
});

test('a disabled remote is neither in the menu nor fetched', async ({ page, campaignsDisabledPortal }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto(`${campaignsDisabledPortal.url}/login`);
  await submitLogin(page, ACCOUNTS.retailer.email);
  // The default page is the campaign list; its remote is off, so its paths are not found.
  await expect(page).toHaveURL(/\/campaigns(\?|$)/);
  await expect(userMenuButton(page)).toContainText(ACCOUNTS.retailer.name);
  await expect(page.getByRole('main').getByText('Stránku, kterou hledáte, nemůžeme najít.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('menuitem', { name: 'Správa kampaní' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('menuitem', { name: 'Moje kampaně' })).toHaveCount(0);

  await page.goto(`${campaignsDisabledPortal.url}/activities`);
  await expect(page.getByRole('main').getByText('Stránku, kterou hledáte, nemůžeme najít.')).toBeVisible();

  // The other remotes were asked for their menus (so recording works), mf-campaigns never.
  expect(
    requested.filter((path) => /^\/remotes\/mf-users\/[^/]+\/portal-routes\.json$/.test(path)),
  ).not.toEqual([]);
  expect(requested.filter((path) => path.startsWith('/remotes/mf-campaigns/'))).toEqual([]);
});
