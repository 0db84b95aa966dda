import fs from 'node:fs';
import path from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { shiftedDemoDay } from '../../api/src/demo/seed/demo-day.js';
import { startPortal, type PortalInstance } from '../support/portal.js';

export { expect, test } from '@playwright/test';

/**
 * A day of the demo data (written for 2026-11-22) as it is in the portal under test, which seeded it
 * today: moved by whole weeks to this week (api/src/demo/seed/demo-day.ts).
 */
export function demoDay(day: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
  return shiftedDemoDay(day, today);
}

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'Portal123!';

export interface DemoAccount {
  email: string;
  name: string;
  company: string;
}

/** Demo accounts (api/src/demo/seed/demo-users.ts). */
export const ACCOUNTS = {
  admin: { email: 'admin@portal.test', name: 'Alena Adminová', company: 'Portal Retail a.s.' },
  retailer: { email: 'retailer@portal.test', name: 'Radek Prodejce', company: 'Portal Retail a.s.' },
  sales: { email: 'sales@portal.test', name: 'Simona Obchodní', company: 'Portal Retail a.s.' },
  vendor: { email: 'vendor@portal.test', name: 'Vojtěch Dodavatel', company: 'Acme Foods' },
  agency: { email: 'agency@portal.test', name: 'Adam Agenturní', company: 'MediaMax Agency s.r.o.' },
  inactive: { email: 'inactive@portal.test', name: 'Igor Neaktivní', company: 'Acme Foods' },
  // Used by one test each, because those tests change the account (password, preferred locale).
  bella: { email: 'bella@portal.test', name: 'Barbora Krásná', company: 'Bella Cosmetics s.r.o.' },
  sales2: { email: 'sales2@portal.test', name: 'Petr Novák', company: 'Portal Retail a.s.' },
  traffic: { email: 'traffic@portal.test', name: 'Tomáš Provozní', company: 'Portal Retail a.s.' },
  nordic: { email: 'nordic@portal.test', name: 'Nina Severová', company: 'Nordic Drinks a.s.' },
} satisfies Record<string, DemoAccount>;

export function portalDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir)
    throw new Error('E2E_DATA_DIR is not set: run the tests through the Playwright config (global setup)');
  return dir;
}

/** Fills and sends the login form (the page must show it). */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo').fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
}

/** Signs in through the login page and waits for the campaign list, the default landing page. */
export async function login(
  page: Page,
  account: DemoAccount | string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const email = typeof account === 'string' ? account : account.email;
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/campaigns(\?|$)/);
  await expect(userMenuButton(page)).toBeVisible();
}

/** The header's main menu (antd horizontal menu in the banner). */
export const headerMenu = (page: Page): Locator => page.getByRole('banner').getByRole('menu');

export const userMenuButton = (page: Page, label = 'Uživatelské menu'): Locator =>
  page.getByRole('banner').getByRole('button', { name: label });

/** The data rows of the (only) antd table on the page, without the empty-state row. */
export const dataRows = (page: Page): Locator => page.locator('.ant-table-tbody > tr.ant-table-row');

/**
 * Picks an option of an antd Select. The options a person clicks carry the label as their title;
 * antd's own role="option" elements are a zero-size copy for screen readers, not clickable.
 */
export async function chooseOption(page: Page, combobox: Locator, label: string): Promise<void> {
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(label, { exact: true });
  // A filter bar may still be settling (its filter data arriving) when the first click lands, and
  // the dropdown then closes or never opens (seen once in CI on a loaded machine): open it again
  // until the option can be clicked.
  // A click that timed out may still have landed: in a multiple select a second click would then
  // take the option off again (seen in CI, twice), so an option already chosen ends the retries.
  const chosen = () =>
    option.evaluate((element) => element.classList.contains('ant-select-item-option-selected'), undefined, {
      timeout: 1_000,
    });
  await expect(async () => {
    if ((await option.isVisible()) && (await chosen())) return;
    if (!(await option.isVisible())) await combobox.click();
    await scrollToOption(page, combobox, option);
    if (await chosen()) return;
    await option.click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * The options are a virtual list: one scrolled out of its window is not in the page at all, so this
 * combobox's own list (another select's may still be open) is scrolled down until the option shows.
 */
async function scrollToOption(page: Page, combobox: Locator, option: Locator): Promise<void> {
  const listId = await combobox.getAttribute('aria-controls');
  if (!listId) return;
  const holder = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .filter({ has: page.locator(`[id="${listId}"]`) })
    .locator('.rc-virtual-list-holder');
  for (let step = 1; step <= 20 && !(await option.isVisible()) && (await holder.count()) === 1; step += 1)
    await holder.evaluate((list, top) => list.scrollTo({ top }), step * 96);
}

/** Decodes a quoted-printable body (RFC 2045): soft line breaks and =XX bytes, UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const char = joined[index]!;
    const hex = joined.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The newest password-reset link mailed to `email` (DATA_DIR/outbox/*.eml), waiting for the mail to
 * be written. Only mails written after `since` count.
 */
export async function readResetLink(email: string, since: number): Promise<string> {
  const outbox = path.join(portalDataDir(), 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(outbox)) return undefined;
        const mails = fs
          .readdirSync(outbox)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => path.join(outbox, name))
          .filter((file) => fs.statSync(file).mtimeMs >= since - 1_000)
          .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
        for (const file of mails) {
          const raw = fs.readFileSync(file, 'utf8');
          if (!new RegExp(`^To: .*${email.replace(/[.@]/g, '\\$&')}`, 'm').test(raw)) continue;
          link = decodeQuotedPrintable(raw).match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `a reset mail to ${email} in ${outbox}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/**
 * Playwright's `test` with a portal of its own for the spec's tests (the worker fixture `portal`):
 * for specs that change what every other test relies on (settings, shared pages, the catalogue).
 * Such a spec runs its tests one after another (`test.describe.configure({ mode: 'serial' })`).
 */
export function testOnOwnPortal(label: string) {
  return test.extend<object, { portal: PortalInstance }>({
    portal: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
      async ({}, use) => {
        const portal = await startPortal({ label });
        await use(portal);
        await portal.stop({ removeData: process.env.E2E_KEEP_DATA !== '1' });
      },
      // Other work on the sources can make the portal rebuild a part first: several minutes.
      { scope: 'worker', timeout: 15 * 60_000 },
    ],
  });
}

/** Signs in on a portal of a spec's own, in a browser context of its own, and waits for the campaign list. */
export async function signInOn(browser: Browser, portal: PortalInstance, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: portal.url })).newPage();
  await login(page, email);
  return page;
}

/** The JSON of an API answer, or an error naming the call and its answer. */
export async function json<T>(response: APIResponse): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The id of the campaign of that exact name (searched as the caller of `request` sees the list). */
export async function campaignIdByName(request: APIRequestContext, name: string): Promise<number> {
  const { campaigns } = await json<{ campaigns: { id: number; name: string }[] }>(
    await request.post('/api/campaigns/filter', { data: { limit: 10, offset: 0, search: name } }),
  );
  const campaign = campaigns.find((candidate) => candidate.name === name);
  if (!campaign) throw new Error(`no campaign "${name}"`);
  return campaign.id;
}
