import { type Browser, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  chooseOption,
  dataRows,
  expect,
  login,
  test,
  type DemoAccount,
  campaignIdByName,
} from './fixtures';

/** The confirmation a transition asks for before it is made. */
const confirmDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /^(Odeslat|Schválit)$/ }) });

// Campaign management (issue 5): the approval workflow between a vendor and the retailer, approval
// refused for an ended item, pausing and running an online item, and what an agency and a sales
// person see. Each test works on its own campaign, so they run in parallel on one portal.

/** A second person at another browser. */
async function signedIn(browser: Browser, account: DemoAccount): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, account);
  return page;
}

const footerButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const stateOf = (page: Page) => page.getByTestId('campaign-state');

test.describe('campaign management', () => {
  test('a vendor sends a campaign for check, the retailer returns it, the vendor fixes and resends it, the retailer approves', async ({
    page,
    browser,
  }) => {
    // Two people, eleven screens: a minute on a busy two-core machine is not enough.
    test.setTimeout(120_000);
    // A demo campaign in process (Nordic Drinks, one item in February 2027). Not a new campaign: the
    // campaign list's paging test, which may run at the same time, counts on a stable list.
    await login(page, ACCOUNTS.nordic);
    const name = 'Nealko pivo – Suchý únor 2027';
    const id = await campaignIdByName(page.request, name);
    await page.goto(`/campaigns/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(stateOf(page)).toHaveText('Rozpracovaná');
    // Sending cannot be undone by the buyer: it is confirmed first, and what happened is said.
    await footerButton(page, 'Odeslat ke schválení').click();
    await confirmDialog(page).getByRole('button', { name: 'Odeslat' }).click();
    await expect(page.getByText('Kampaň byla odeslána ke kontrole.')).toBeVisible();
    await expect(stateOf(page)).toHaveText('Ke kontrole');
    await expect(footerButton(page, 'Odeslat ke schválení')).toHaveCount(0);
    // The items stay in process until the retailer approves: the detail says so.
    await expect(
      page.getByText(/Položky zůstávají ve stavu Rozpracovaná, dokud retailer kampaň neschválí/),
    ).toBeVisible();

    const retailer = await signedIn(browser, ACCOUNTS.retailer);
    await retailer.goto(`/campaigns/${id}`);
    await footerButton(retailer, 'Vrátit inzerentovi').click();
    const dialog = retailer.getByRole('dialog', { name: 'Vrátit inzerentovi' });
    // The reason is required.
    await dialog.getByRole('button', { name: 'Vrátit inzerentovi' }).click();
    await expect(dialog.getByText('Vyplňte důvod vrácení.')).toBeVisible();
    await dialog.getByLabel('Důvod vrácení').fill('Upřesněte prosím název kampaně podle akce.');
    await dialog.getByRole('button', { name: 'Vrátit inzerentovi' }).click();
    await expect(dialog).toBeHidden();
    await expect(retailer.getByRole('combobox', { name: 'Stav kampaně' })).toBeVisible();

    await page.reload();
    await expect(stateOf(page)).toHaveText('Rozpracovaná');
    await expect(page.getByText('Upřesněte prosím název kampaně podle akce.')).toBeVisible();
    await page.getByRole('button', { name: 'Upravit kampaň' }).click();
    const edit = page.getByRole('dialog', { name: 'Upravit kampaň' });
    await edit.getByLabel('Název kampaně').fill(`${name} – bez alkoholu`);
    await edit.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} – bez alkoholu`);
    await footerButton(page, 'Odeslat ke schválení').click();
    await confirmDialog(page).getByRole('button', { name: 'Odeslat' }).click();
    await expect(stateOf(page)).toHaveText('Ke kontrole');

    await retailer.reload();
    await footerButton(retailer, 'Schválit kampaň').click();
    await confirmDialog(retailer).getByRole('button', { name: 'Schválit' }).click();
    await expect(stateOf(retailer)).toContainText('Schválená');
    await page.reload();
    await expect(stateOf(page)).toHaveText('Schválená');
    // The history tells the story, newest first.
    await page.getByRole('button', { name: 'Historie' }).click();
    const history = page.getByRole('dialog', { name: 'Historie kampaně' });
    await expect(history).toContainText('Schválená');
    await expect(history).toContainText('Upřesněte prosím název kampaně podle akce.');
    await retailer.context().close();
  });

  test('approving a campaign with an ended item names the item', async ({ page }) => {
    await login(page, ACCOUNTS.retailer);
    // A canceled demo campaign of January 2026: the retailer reopens it and tries to approve it.
    const id = await campaignIdByName(page.request, 'Zdravý start roku 2026 – müsli');
    await page.goto(`/campaigns/${id}`);
    const selector = page.getByRole('combobox', { name: 'Stav kampaně' });
    await chooseOption(page, selector, 'Rozpracovaná');
    await page.getByRole('button', { name: 'Uložit stav' }).click();
    await expect(stateOf(page)).toContainText('Rozpracovaná');
    const itemName = (await dataRows(page).first().getByRole('cell').first().innerText()).split('\n')[0]!;
    await footerButton(page, 'Schválit kampaň').click();
    await confirmDialog(page).getByRole('button', { name: 'Schválit' }).click();
    const message = page.getByText(/Kampaň nelze schválit, tyto položky už skončily:/);
    await expect(message).toBeVisible();
    await expect(message).toContainText(itemName);
    await expect(stateOf(page)).toContainText('Rozpracovaná');
  });

  test('the retailer pauses and runs an online item', async ({ page }) => {
    await login(page, ACCOUNTS.retailer);
    const id = await campaignIdByName(page.request, 'Podzimní polévky 2026');
    await page.goto(`/campaigns/${id}`);
    // An online item shows Pause; paused, it shows Run (spec 000 §4 "Pause and run").
    const pause = page.getByRole('button', { name: /^Pozastavit položku / }).first();
    const label = (await pause.getAttribute('aria-label'))!;
    const itemName = label.replace('Pozastavit položku ', '');
    const run = page.getByRole('button', { name: `Spustit položku ${itemName}` });
    const row = dataRows(page).filter({ hasText: itemName }).first();
    await expect(row).toContainText('Běží');
    await pause.click();
    await expect(run).toBeVisible();
    await expect(row).toContainText('Pozastavená');
    await run.click();
    await expect(page.getByRole('button', { name: label })).toBeVisible();
    await expect(row).toContainText('Běží');
  });

  test('an agency sees its vendors’ campaigns with company and sales person; a sales person filters to theirs', async ({
    page,
    browser,
  }) => {
    await login(page, ACCOUNTS.agency);
    await expect(page.getByRole('columnheader', { name: /Společnost/ })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Obchodník/ })).toBeVisible();
    await expect(dataRows(page).first()).toBeVisible();
    // Its vendors are Acme Foods and Nordic Drinks: nothing of Bella Cosmetics.
    await expect(dataRows(page).filter({ hasText: 'Bella Cosmetics' })).toHaveCount(0);

    const sales = await signedIn(browser, ACCOUNTS.sales);
    const mine = sales.getByRole('checkbox', { name: 'Moje kampaně' });
    await mine.click();
    await expect(mine).toBeChecked();
    await expect(sales).toHaveURL(/myCampaigns/);
    await expect(dataRows(sales).first()).toBeVisible();
    // Only campaigns with this sales person are left.
    await expect(dataRows(sales).filter({ hasNotText: ACCOUNTS.sales.name })).toHaveCount(0);
    await sales.context().close();
  });

  test('the activities list filters by item state, company and search, and keeps the filters in the address', async ({
    page,
  }) => {
    await login(page, ACCOUNTS.retailer);
    await page.getByRole('banner').getByRole('menuitem', { name: 'Aktivity' }).click();
    await expect(page).toHaveURL(/\/activities/);
    await expect(dataRows(page).first()).toBeVisible();

    // Nordic Drinks: no other test of this file runs or pauses its items.
    await chooseOption(page, page.getByRole('combobox', { name: 'Společnost' }), 'Nordic Drinks a.s.');
    await expect(page).toHaveURL(/companies/);
    await expect(dataRows(page).first()).toBeVisible();
    await expect(dataRows(page).filter({ hasNotText: 'Nordic Drinks a.s.' })).toHaveCount(0);

    await chooseOption(page, page.getByRole('combobox', { name: 'Stav aktivity' }), 'Běží');
    await expect(page).toHaveURL(/itemStates|campaignItemStates/);
    await expect(dataRows(page).first()).toBeVisible();
    // Every listed activity runs: a retailer may pause each one.
    await expect(
      dataRows(page).filter({ hasNot: page.getByRole('button', { name: /^Pozastavit položku / }) }),
    ).toHaveCount(0);

    await page.getByLabel('Hledat').first().fill('Sportovní nápoje');
    await expect(dataRows(page).first()).toContainText('Sportovní nápoje – zimní sezóna 2026');
    await expect(dataRows(page).filter({ hasNotText: 'Sportovní nápoje' })).toHaveCount(0);

    // A reload shows the same list.
    const rowsBefore = await dataRows(page).count();
    await page.reload();
    await expect(dataRows(page)).toHaveCount(rowsBefore);
    await expect(page.getByLabel('Hledat').first()).toHaveValue('Sportovní nápoje');
  });
});
