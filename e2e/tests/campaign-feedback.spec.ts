import type { Locator, Page } from '@playwright/test';
import {
  ACCOUNTS,
  dataRows,
  expect,
  signInOn,
  testOnOwnPortal,
  userMenuButton,
  json,
  campaignIdByName,
} from './fixtures';

// Issue 31 in the campaign detail: an action whose rule does not hold is not offered (a vendor's
// campaign in check has nothing to send or change; the retailer's running items can be paused, not
// deleted), every save, send and pause says what it did, and a language switch renames the items'
// products in place. The steps rename, send and pause demo campaigns and switch the retailer's
// language, so they run on a portal of their own, one after another.

const test = testOnOwnPortal('portal-e2e-campaign-feedback');
test.describe.configure({ mode: 'serial' });

/** Opens a campaign's detail and waits for its items. */
async function openCampaign(page: Page, name: string): Promise<number> {
  const id = await campaignIdByName(page.request, name);
  await page.goto(`/campaigns/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(dataRows(page).first()).toBeVisible();
  return id;
}

/** The success message (antd notification) with this title. */
const toast = (page: Page, title: string): Locator =>
  page.locator('.ant-notification-notice').filter({ hasText: title }).last();

const footer = (page: Page): Locator =>
  page.locator('footer').filter({ has: page.getByRole('button', { name: 'Zpět na kampaně' }) });

async function footerButtons(page: Page): Promise<string[]> {
  return (await footer(page).getByRole('button').allInnerTexts()).map((text) => text.trim());
}

async function chooseLanguage(page: Page, language: string): Promise<void> {
  // The submenu opens on hover with an animation: opening, hovering and clicking are retried together.
  const languageItem = page.getByRole('menuitem', { name: 'Jazyk' });
  await expect(async () => {
    if (!(await languageItem.isVisible())) await userMenuButton(page).click();
    await languageItem.hover();
    await page.getByRole('menuitem', { name: language }).click({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}

test('a vendor: a campaign in check offers nothing to send or change; saving and sending say so', async ({
  browser,
  portal,
}) => {
  const page = await signInOn(browser, portal, ACCOUNTS.vendor.email);

  // Sent for check (sas-check): the buyer waits for the retailer.
  await openCampaign(page, 'Silvestr 2026 – chuťovky');
  await expect(page.getByTestId('campaign-state')).toHaveText('Ke kontrole');
  expect(await footerButtons(page)).toEqual(['Zpět na kampaně']);
  await expect(page.getByRole('button', { name: 'Upravit kampaň' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Přidat položku/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Upravit položku / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Smazat položku / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Pozastavit|Spustit) položku / })).toHaveCount(0);
  // No creative can be added before the approval: the icon says why instead of linking.
  await expect(page.getByRole('link', { name: /^Přidat kreativu k položce / })).toHaveCount(0);
  await expect(
    page.getByRole('img', { name: /teď nelze přidat: položka je ve stavu Rozpracovaná/ }).first(),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/campaign-feedback-vendor-in-check.png', fullPage: true });

  // In process: the vendor renames and sends it; each says what it did.
  await openCampaign(page, 'Veganský leden 2027');
  expect(await footerButtons(page)).toEqual(['Zpět na kampaně', 'Odeslat ke schválení', 'Smazat kampaň']);
  await page.screenshot({ path: '/tmp/campaign-feedback-vendor.png', fullPage: true });
  await page.getByRole('button', { name: 'Upravit kampaň' }).click();
  const edit = page.getByRole('dialog', { name: 'Upravit kampaň' });
  await edit.getByLabel('Název kampaně').fill('Veganský leden 2027 – rostlinné mléko');
  await edit.getByRole('button', { name: 'Uložit' }).click();
  await expect(edit).toBeHidden();
  await expect(toast(page, 'Kampaň uložena')).toContainText(
    'Změny kampaně Veganský leden 2027 – rostlinné mléko jsou uloženy.',
  );
  // antd renders these messages in a root of their own: they still take the page's language.
  await expect(toast(page, 'Kampaň uložena').getByRole('button', { name: 'Zavřít' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veganský leden 2027 – rostlinné mléko');

  await footer(page).getByRole('button', { name: 'Odeslat ke schválení' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Odeslat', exact: true }).click();
  await expect(toast(page, 'Kampaň byla odeslána ke kontrole.')).toContainText(
    'Kampaň je nyní ve stavu Ke kontrole.',
  );
  await expect(page.getByTestId('campaign-state')).toHaveText('Ke kontrole');
  await page.screenshot({ path: '/tmp/campaign-feedback-vendor-sent.png', fullPage: true });
  // Sent: nothing more to send, and the buyer no longer changes it.
  expect(await footerButtons(page)).toEqual(['Zpět na kampaně']);
  await expect(page.getByRole('button', { name: 'Upravit kampaň' })).toHaveCount(0);
  await page.context().close();
});

test('the retailer: running items are paused and run with a message, never deleted', async ({
  browser,
  portal,
}) => {
  const page = await signInOn(browser, portal, ACCOUNTS.retailer.email);
  await openCampaign(page, 'Podzimní polévky 2026');
  await expect(page.getByTestId('campaign-state')).toContainText('Běží');
  // Running: the campaign cannot be changed (no pencil), nor its items deleted, nor one added; nothing
  // to approve or return. Retailer staff may delete any campaign (spec 000 §4).
  await expect(page.getByRole('button', { name: 'Upravit kampaň' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Smazat položku / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Přidat položku/ })).toHaveCount(0);
  expect(await footerButtons(page)).toEqual(['Zpět na kampaně', 'Smazat kampaň']);
  // Every item that runs offers pause, and only those.
  const pause = page.getByRole('button', { name: /^Pozastavit položku / });
  await expect(pause.first()).toBeVisible();
  await expect(dataRows(page).filter({ hasText: 'Běží' }).filter({ hasNot: pause })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/campaign-feedback-retailer.png', fullPage: true });

  const label = (await pause.first().getAttribute('aria-label'))!;
  const itemName = label.replace('Pozastavit položku ', '');
  await pause.first().click();
  await expect(toast(page, 'Položka pozastavena')).toContainText(`Položka ${itemName} je pozastavená.`);
  const run = page.getByRole('button', { name: `Spustit položku ${itemName}` });
  await expect(run).toBeVisible();
  await page.screenshot({ path: '/tmp/campaign-feedback-retailer-paused.png', fullPage: true });
  await run.click();
  await expect(toast(page, 'Položka spuštěna')).toContainText(`Položka ${itemName} znovu běží.`);
  await expect(page.getByRole('button', { name: label })).toBeVisible();
  await page.context().close();
});

test('the retailer deletes an item of a campaign in check and is told so', async ({ browser, portal }) => {
  const page = await signInOn(browser, portal, ACCOUNTS.retailer.email);
  await openCampaign(page, 'Nová řada Bella Natural');
  const rows = await dataRows(page).count();
  const remove = page.getByRole('button', { name: /^Smazat položku / }).first();
  const itemName = (await remove.getAttribute('aria-label'))!.replace('Smazat položku ', '');
  await remove.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Smazat', exact: true }).click();
  await expect(toast(page, 'Položka smazána')).toContainText(`Položka ${itemName} byla z kampaně smazána.`);
  await expect(dataRows(page)).toHaveCount(rows - 1);
  await page.context().close();
});

test('a language switch renames the items’ products in place and the messages follow it', async ({
  browser,
  portal,
}) => {
  const page = await signInOn(browser, portal, ACCOUNTS.retailer.email);
  const id = await openCampaign(page, 'Podzimní polévky 2026');
  const names = async (language: string) =>
    (
      await json<{ campaignItems: { name: string }[] }>(
        await page.request.get(`/api/campaigns/${id}`, { headers: { 'Accept-Language': language } }),
      )
    ).campaignItems.map((item) => item.name);
  const czech = await names('cs-CZ');
  const english = await names('en-GB');
  expect(english).not.toEqual(czech);
  await expect(dataRows(page).first()).toContainText(czech[0]!);

  await chooseLanguage(page, 'English');
  // No reload: the detail reads the campaign again in English.
  await expect(page.getByRole('columnheader', { name: 'Product' })).toBeVisible();
  await expect(dataRows(page).first()).toContainText(english[0]!);
  for (const name of czech.filter((name) => !english.includes(name)))
    await expect(dataRows(page).filter({ hasText: name })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/campaign-feedback-retailer-en.png', fullPage: true });

  const pause = page.getByRole('button', { name: /^Pause the item / }).first();
  const itemName = (await pause.getAttribute('aria-label'))!.replace('Pause the item ', '');
  await pause.click();
  await expect(toast(page, 'Item paused')).toContainText(`Item ${itemName} is paused.`);
  await expect(toast(page, 'Item paused').getByRole('button', { name: 'Close' })).toBeVisible();
  await page.getByRole('button', { name: `Run the item ${itemName}` }).click();
  await expect(toast(page, 'Item running')).toContainText(`Item ${itemName} is online again.`);

  // The account keeps its language: back to Czech for a rerun on the same portal.
  const { user } = await json<{ user: { userId: number } }>(
    await page.request.get('/api/auth/authorization'),
  );
  await page.request.put(`/api/users/update-preferred-locale/${user.userId}`, { data: { locale: 'cs-CZ' } });
  await page.context().close();
});
