import fs from 'node:fs/promises';
import { watchDirectLoad } from './direct-load';
import { ACCOUNTS, dataRows, demoDay, expect, headerMenu, signInOn, testOnOwnPortal, json } from './fixtures';

// Dashboards (issue 21): off by default, so a vendor is sent to the campaign list; an administrator
// switches them on in the other settings, and a vendor then opens Přehledy from the header and sees
// charts of her own company's delivery, the same figures the API gives for Acme Foods and nothing
// of another company, and downloads them as CSV. Switching the setting changes what every other
// test's header shows, so these run on a portal of their own, one after another.

const test = testOnOwnPortal('portal-e2e-dashboards');
test.describe.configure({ mode: 'serial' });

interface DashboardData {
  totals: { impressions: number; clicks: number; spend: number };
  days: { day: string; spend: number }[];
  pacing: { campaignName: string; companyName: string }[];
}

const czechNumber = (value: number) => new Intl.NumberFormat('cs-CZ').format(value);

test('while the dashboards are off, a vendor has no entry and /dashboards leads to her campaigns', async ({
  browser,
  portal,
}) => {
  const vendor = await signInOn(browser, portal, ACCOUNTS.vendor.email);
  await expect(headerMenu(vendor).getByRole('menuitem', { name: 'Moje kampaně' })).toBeVisible();
  await expect(headerMenu(vendor).getByRole('menuitem', { name: 'Přehledy' })).toHaveCount(0);
  await vendor.goto('/dashboards');
  await expect(vendor).toHaveURL(/\/campaigns(\?|$)/);
  await vendor.context().close();
});

test('an administrator switches the dashboards on; a vendor sees charts of her own delivery and exports them', async ({
  browser,
  portal,
}) => {
  test.setTimeout(150_000);
  const admin = await signInOn(browser, portal, ACCOUNTS.admin.email);
  await admin.goto('/settings/others');
  await admin.getByRole('button', { name: 'Upravit Položka menu Dashboardy' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: 'Zapnuto' }).check();
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    dataRows(admin).filter({ hasText: 'Položka menu Dashboardy' }).getByText('Zapnuto', { exact: true }),
  ).toBeVisible();

  const vendor = await signInOn(browser, portal, ACCOUNTS.vendor.email);
  // The entry is the last before Help.
  const entries = await headerMenu(vendor).getByRole('menuitem').allInnerTexts();
  expect(entries.map((entry) => entry.trim()).slice(-2)).toEqual(['Přehledy', 'Nápověda']);
  await headerMenu(vendor).getByRole('menuitem', { name: 'Přehledy' }).click();
  await expect(vendor).toHaveURL(/\/dashboards/);
  await expect(vendor.getByRole('heading', { level: 1, name: 'Přehledy' })).toBeVisible();
  await expect(vendor).toHaveTitle(/^Přehledy/);

  // A period with the demo's delivery in it, through the address (as a shared link would be opened).
  const period = { from: demoDay('2026-10-01'), to: demoDay('2026-11-22') };
  await vendor.goto(`/dashboards?from=${period.from}&to=${period.to}`);
  const figures = vendor.getByRole('list', { name: 'Souhrn období' });
  const own = await json<DashboardData>(
    await vendor.request.get(`/api/dashboards/delivery?from=${period.from}&to=${period.to}`),
  );
  expect(own.totals.impressions).toBeGreaterThan(0);
  await expect(figures).toContainText(czechNumber(own.totals.impressions));
  await expect(figures).toContainText(czechNumber(own.totals.clicks));

  // The same figures as the retailer's for Acme Foods alone; none of another company's items.
  const retailer = await signInOn(browser, portal, ACCOUNTS.retailer.email);
  const { companies } = await json<{ companies: { id: number; name: string }[] }>(
    await retailer.request.get('/api/campaigns/filterData'),
  );
  const acme = companies.find((company) => company.name.startsWith('Acme'))!;
  const others = companies.filter((company) => company.id !== acme.id);
  const forAcme = await json<DashboardData>(
    await retailer.request.get(
      `/api/dashboards/delivery?from=${period.from}&to=${period.to}&companyId=${acme.id}`,
    ),
  );
  expect(forAcme.totals).toEqual(own.totals);
  const all = await json<DashboardData>(
    await retailer.request.get(`/api/dashboards/delivery?from=${period.from}&to=${period.to}`),
  );
  expect(all.totals.impressions).toBeGreaterThan(own.totals.impressions);

  for (const name of [
    'Zobrazení a prokliky po dnech',
    'Útrata po dnech',
    'Plnění běžících položek',
    'Produkty s nejvyšší útratou',
  ])
    await expect(vendor.getByRole('figure', { name })).toBeVisible();
  // The charts are drawn: a surface with an area and bars per day.
  const delivery = vendor.getByRole('figure', { name: 'Zobrazení a prokliky po dnech' });
  await expect(delivery.locator('.recharts-area-area')).toHaveCount(1);
  const spendingDays = own.days.filter((day) => day.spend > 0).length;
  expect(spendingDays).toBeGreaterThan(0);
  await expect(
    vendor.getByRole('figure', { name: 'Útrata po dnech' }).locator('.recharts-bar-rectangle'),
  ).toHaveCount(spendingDays);
  const pacing = vendor.getByRole('figure', { name: 'Plnění běžících položek' });
  for (const item of own.pacing) await expect(pacing).toContainText(item.campaignName);
  const foreign = all.pacing.filter(
    (item) => !own.pacing.some((mine) => mine.campaignName === item.campaignName),
  );
  expect(foreign.length).toBeGreaterThan(0);
  for (const item of foreign) await expect(pacing).not.toContainText(item.campaignName);
  expect(others.length).toBeGreaterThan(0);
  // A vendor has no company choice.
  await expect(vendor.getByRole('combobox', { name: 'Společnost' })).toHaveCount(0);
  await vendor.setViewportSize({ width: 1366, height: 900 });
  await vendor.screenshot({ path: 'test-results/dashboards-1-vendor.png', fullPage: true });
  await vendor.setViewportSize({ width: 390, height: 844 });
  await expect(vendor.getByRole('figure', { name: 'Útrata po dnech' })).toBeVisible();
  await vendor.screenshot({ path: 'test-results/dashboards-3-vendor-390.png', fullPage: true });
  await vendor.setViewportSize({ width: 1366, height: 900 });

  // The CSV: a line per day of the period, the vendor's figures.
  const download = vendor.waitForEvent('download');
  await vendor.getByRole('link', { name: /Exportovat CSV/ }).click();
  const file = await (await download).path();
  const text = await fs.readFile(file, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Den;Zobrazení;Prokliky;CTR (%);Útrata (Kč)');
  expect(lines).toHaveLength(own.days.length + 1);
  expect(lines[1]!.startsWith(`${period.from.split('-').reverse().join('.')};`)).toBe(true);
  expect(lines.slice(1).reduce((sum, line) => sum + Number(line.split(';')[1]), 0)).toBe(
    own.totals.impressions,
  );

  // The retailer chooses a company: the address keeps it, and the figures are that company's.
  await retailer.goto(`/dashboards?from=${period.from}&to=${period.to}&companyId=${acme.id}`);
  await expect(retailer.getByRole('list', { name: 'Souhrn období' })).toContainText(
    czechNumber(own.totals.impressions),
  );
  await expect(retailer.getByRole('combobox', { name: 'Společnost' })).toBeVisible();
  await retailer.screenshot({ path: 'test-results/dashboards-2-retailer.png', fullPage: true });

  await vendor.context().close();
  await retailer.context().close();
  await admin.context().close();
});

test('with the dashboards on, a direct load asks for the settings, the figures and the companies once, beside the page’s code', async ({
  browser,
  portal,
}) => {
  const retailer = await signInOn(browser, portal, ACCOUNTS.retailer.email);
  const load = await watchDirectLoad(retailer, 'dashboards-page-title', [
    ['GET', '/api/dashboards'],
    ['GET', '/api/dashboards/delivery'],
    // Retailer staff choose a company: the options are the campaign list's filter data.
    ['GET', '/api/campaigns/filterData'],
  ]);
  const period = { from: demoDay('2026-10-01'), to: demoDay('2026-11-22') };
  await retailer.goto(`/dashboards?from=${period.from}&to=${period.to}`);
  await expect(retailer.getByRole('list', { name: 'Souhrn období' })).toBeVisible();
  await retailer.waitForLoadState('networkidle');
  load.expectFirstOnceBeforeScreen();
  await retailer.context().close();
});
