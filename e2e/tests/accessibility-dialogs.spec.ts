import type { Locator, Page } from '@playwright/test';
import { audit, judge, settled } from '../support/a11y-audit.js';
import type { Finding } from '../support/a11y-report.js';
import { ACCOUNTS, expect, json, signInOn, testOnOwnPortal } from './fixtures.js';

/**
 * WCAG 2.2 AA with axe-core on the portal's main dialogs (issue 33), open over their screen: create
 * campaign, product selection, confirm delete, creative upload, reject to the advertiser, invite
 * user. Each dialog is also closed with Escape and must give the focus back to the control that
 * opened it. A campaign is sent for checking to open the reject dialog, so the spec runs on a portal
 * of its own.
 */
const test = testOnOwnPortal('accessibility-dialogs');

type Campaigns = { campaigns: { id: number; name: string; campaignState: { identifier: string } }[] };
type Detail = {
  campaignItems: { id: number; name: string; creativeEditAllowed: boolean }[];
};

async function campaigns(page: Page): Promise<Campaigns['campaigns']> {
  const answer = await json<Campaigns>(
    await page.request.post('/api/campaigns/filter', { data: { limit: 100, offset: 0 } }),
  );
  return answer.campaigns;
}

/** The first of the user's campaigns in that state whose detail passes `fits`. */
async function campaignIn(
  page: Page,
  state: string,
  fits: (detail: Detail) => boolean = () => true,
): Promise<{ id: number; detail: Detail }> {
  for (const campaign of await campaigns(page)) {
    if (campaign.campaignState.identifier !== state) continue;
    const detail = await json<Detail>(await page.request.get(`/api/campaigns/${campaign.id}`));
    if (fits(detail)) return { id: campaign.id, detail };
  }
  throw new Error(`no campaign in state ${state} fits`);
}

/**
 * Opens a dialog with a control, audits the page with it open, closes it with Escape and checks that
 * the focus went back to the control.
 */
async function auditDialog(
  page: Page,
  role: string,
  opener: Locator,
  dialogName: string | RegExp,
  findings: Finding[],
): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await settled(page);
  findings.push(...(await audit(page, role, `dialog: ${String(dialogName)}`)));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener, `closing "${String(dialogName)}" gives the focus back to its control`).toBeFocused();
}

test('the main dialogs', async ({ browser, portal }) => {
  test.setTimeout(5 * 60_000);
  const findings: Finding[] = [];

  const vendor = await signInOn(browser, portal, ACCOUNTS.vendor.email);
  await auditDialog(
    vendor,
    'vendor',
    vendor.getByRole('button', { name: 'Nová kampaň' }),
    'Nová kampaň',
    findings,
  );

  const open = await campaignIn(vendor, 'in-process', (detail) => detail.campaignItems.length > 0);
  await vendor.goto(`/campaigns/${open.id}`);
  await settled(vendor);
  await auditDialog(
    vendor,
    'vendor',
    vendor.getByRole('button', { name: 'Přidat položku' }).first(),
    'Přidat položku',
    findings,
  );
  await auditDialog(
    vendor,
    'vendor',
    vendor.getByRole('button', { name: 'Smazat kampaň', exact: true }),
    /Smazat kampaň/,
    findings,
  );

  const approved = await campaignIn(vendor, 'approved', (detail) =>
    detail.campaignItems.some((item) => item.creativeEditAllowed),
  );
  const item = approved.detail.campaignItems.find((candidate) => candidate.creativeEditAllowed)!;
  await vendor.goto(`/campaigns/${approved.id}`);
  await settled(vendor);
  await auditDialog(
    vendor,
    'vendor',
    vendor
      .getByRole('button', { name: new RegExp(`^(Přidat kreativu k položce|Kreativa položky) ${item.name}`) })
      .first(),
    /kreativ/i,
    findings,
  );

  // A campaign sent for checking: the retailer may return it to the advertiser.
  await json(await vendor.request.post(`/api/campaigns/${open.id}/request-check`, { data: {} }));
  const retailer = await signInOn(browser, portal, ACCOUNTS.retailer.email);
  await retailer.goto(`/campaigns/${open.id}`);
  await settled(retailer);
  await auditDialog(
    retailer,
    'retailer',
    retailer.getByRole('button', { name: 'Vrátit inzerentovi' }),
    'Vrátit inzerentovi',
    findings,
  );

  const admin = await signInOn(browser, portal, ACCOUNTS.admin.email);
  await admin.goto('/settings/users');
  await settled(admin);
  await auditDialog(
    admin,
    'administrator',
    admin.getByRole('button', { name: 'Pozvat uživatele' }),
    'Pozvat uživatele',
    findings,
  );

  judge(findings);
});
