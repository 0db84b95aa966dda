import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { PortalInstance } from '../support/portal.js';
import { ACCOUNTS, expect, headerMenu, login, testOnOwnPortal, userMenuButton } from './fixtures';

// The help page (spec 000 §2 "Other"): an administrator rewrites the Czech page (title, HTML and a
// script) and then the English one; a vendor reads the Czech page, switches to English and reads the
// English one. HTML that would run script is stored sanitised. These change the help page every other
// test could read, and switching the language saves each account's preferred locale, so they run on a
// portal of their own, one after another.

const test = testOnOwnPortal('portal-e2e-help');
test.describe.configure({ mode: 'serial' });

const CZECH = {
  title: 'Nápověda k objednávkám',
  heading: 'Jak postupovat',
  items: ['Vyberte produkt', 'Přidejte jej do kampaně', 'Odešlete kampaň ke schválení'],
  scriptText: 'Skript nápovědy proběhl.',
};
const ENGLISH = {
  title: 'Ordering help',
  heading: 'How to proceed',
  items: ['Choose a product', 'Add it to a campaign', 'Send the campaign for approval'],
  scriptText: 'The help script ran.',
};

/**
 * A script that marks the body and appends a paragraph with a known text to the page's content. Its
 * names live in a function of their own: the page's script is a classic script, run again in the same
 * document (a language switch, leaving the edit mode, coming back to the page), where a second
 * top-level `const` of the same name is a SyntaxError and nothing of the script runs.
 */
const scriptOf = (marker: string, text: string) =>
  [
    '(() => {',
    `  document.body.dataset.helpScript = ${JSON.stringify(marker)};`,
    "  const note = document.createElement('p');",
    "  note.className = 'help-script-note';",
    `  note.textContent = ${JSON.stringify(text)};`,
    "  document.querySelector('.content-page').append(note);",
    '})();',
  ].join('\n');

const contentOf = (page: typeof CZECH, extra = '') =>
  `<h3>${page.heading}</h3>\n<ul>\n${page.items.map((item) => `  <li>${item}</li>`).join('\n')}\n</ul>${extra}`;

// Everything here would run script if the server stored it as written: an image of a source the
// sanitiser drops whole, an image it keeps (from the API, answering 404, so onerror would fire), a
// script element, a javascript: link and an event handler on an ordinary element.
const HOSTILE_HTML = `
<img src=x onerror="document.body.dataset.xss='1'">
<p>Obrázek: <img src="/api/images/999999" alt="Ilustrace" onerror="document.body.dataset.xss='1'"></p>
<script>document.body.dataset.xss = '1';</script>
<p><a href="javascript:document.body.dataset.xss='1'">Odkaz</a></p>
<p onclick="document.body.dataset.xss='1'" onmouseover="document.body.dataset.xss='1'">Bezpečný odstavec.</p>`;

// The contexts a test opened on the portal, closed after it, and the errors thrown in their pages
// (a page script that fails, or hostile HTML that ran): there must be none.
const opened: BrowserContext[] = [];
const pageErrors: string[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
  expect(pageErrors.splice(0), 'errors thrown in the pages').toEqual([]);
});

async function signIn(browser: Browser, portal: PortalInstance, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: portal.url });
  opened.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${email}: ${error.message}`));
  await login(page, email);
  return page;
}

/**
 * Switches a Czech UI to English from the user menu (as language.spec.ts does: the submenu opens on
 * hover with an animation, so opening, hovering and clicking are retried together), and waits until
 * the menu has gone, so that no fading menu shows in a screenshot.
 */
async function switchToEnglish(page: Page) {
  const languageItem = page.getByRole('menuitem', { name: 'Jazyk' });
  // A click on a submenu still sliding in may land beside it (seen in CI on a loaded machine: the
  // page scrolled and the language stayed): the switch is checked inside the retry.
  await expect(async () => {
    if (!(await languageItem.isVisible())) await userMenuButton(page).click();
    await languageItem.hover();
    await page.getByRole('menuitem', { name: 'English' }).click({ timeout: 3_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await expect(userMenuButton(page, 'User menu')).toBeVisible();
  // A submenu stays open while the pointer rests on it, as a person's would not after the choice.
  await page.mouse.move(10, 400);
  await expect(
    page.locator(
      '.ant-dropdown:not(.ant-dropdown-hidden), .ant-dropdown-menu-submenu-popup:not(.ant-dropdown-menu-submenu-hidden)',
    ),
  ).toHaveCount(0);
}

/** Puts the account's saved preferred locale back to Czech. */
async function backToCzech(page: Page) {
  const session = await page.request.get('/api/auth/authorization');
  if (!session.ok()) return;
  const { user } = (await session.json()) as { user: { userId: number } };
  const response = await page.request.put(`/api/users/update-preferred-locale/${user.userId}`, {
    data: { locale: 'cs-CZ' },
  });
  expect(response.ok()).toBe(true);
}

const content = (page: Page) => page.locator('.content-page');
const helpScriptMark = (page: Page) => page.evaluate(() => document.body.dataset.helpScript ?? null);
const xssMark = (page: Page) => page.evaluate(() => document.body.dataset.xss ?? null);

async function expectHelpContent(page: Page, help: typeof CZECH, suffix: string) {
  await expect(page.getByRole('heading', { level: 1, name: help.title, exact: true })).toBeVisible();
  await expect(content(page).getByRole('heading', { level: 3, name: help.heading })).toBeVisible();
  await expect(content(page).getByRole('listitem')).toHaveText(help.items);
  await expect(page).toHaveTitle(`${help.title} | ${suffix}`);
}

/** Fills the open editor and saves it. */
async function editAndSave(
  page: Page,
  labels: { title: string; content: string; script: string; save: string },
  values: { title: string; content: string; script: string },
) {
  const form = page.getByRole('form');
  await form.getByRole('textbox', { name: labels.title, exact: true }).fill(values.title);
  await form.getByRole('textbox', { name: labels.content, exact: true }).fill(values.content);
  await form.getByRole('textbox', { name: labels.script, exact: true }).fill(values.script);
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/api/pages/code/help'),
  );
  await form.getByRole('button', { name: labels.save, exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(form).toBeHidden();
}

test('an administrator rewrites the Czech help page; its script runs after leaving the edit mode', async ({
  browser,
  portal,
}) => {
  const admin = await signIn(browser, portal, ACCOUNTS.admin.email);
  await headerMenu(admin).getByRole('menuitem', { name: 'Nápověda', exact: true }).click();
  await expect(admin).toHaveURL(/\/help$/);
  // The page as the portal ships it (api/src/demo/seed/seed-pages.ts).
  await expect(admin.getByRole('heading', { level: 1, name: 'Nápověda', exact: true })).toBeVisible();
  await expect(content(admin).getByRole('heading', { name: 'Jak objednat reklamu' })).toBeVisible();
  await expect(admin).toHaveTitle('Nápověda | Reklamní portál');

  await admin.getByRole('button', { name: 'Upravit', exact: true }).click();
  await expect(admin.getByRole('form', { name: 'Úprava nápovědy' })).toBeVisible();
  await expect(admin.getByText('Upravujete nápovědu v jazyce: čeština.')).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Nadpis', exact: true })).toHaveValue('Nápověda');
  await expect(admin.getByRole('textbox', { name: 'Obsah (HTML)', exact: true })).toHaveValue(
    /Jak objednat reklamu/,
  );
  await admin.screenshot({ path: 'test-results/help-1-admin-editing-cs.png', fullPage: true });

  // Nothing has run yet: the page shipped without a script, and none runs while editing.
  expect(await helpScriptMark(admin)).toBeNull();
  await editAndSave(
    admin,
    { title: 'Nadpis', content: 'Obsah (HTML)', script: 'Skript (JavaScript)', save: 'Uložit' },
    {
      title: CZECH.title,
      content: contentOf(CZECH, HOSTILE_HTML),
      script: scriptOf('ran', CZECH.scriptText),
    },
  );

  await expectHelpContent(admin, CZECH, 'Reklamní portál');
  // The script ran, loaded from the API's own origin (never inline).
  await expect.poll(() => helpScriptMark(admin)).toBe('ran');
  await expect(content(admin).locator('p.help-script-note')).toHaveText(CZECH.scriptText);
  await expect(admin.locator('script[data-content-page-script="help"]')).toHaveAttribute(
    'src',
    /^\/api\/pages\/code\/help\/script\.js\?v=[^&]+&locale=cs-CZ$/,
  );
  expect(await xssMark(admin)).toBeNull();
  await admin.screenshot({ path: 'test-results/help-2-admin-saved-cs.png', fullPage: true });

  // Stored: a reload shows it again, and the script runs again.
  await admin.reload();
  await expectHelpContent(admin, CZECH, 'Reklamní portál');
  await expect.poll(() => helpScriptMark(admin)).toBe('ran');
  await expect(content(admin).locator('p.help-script-note')).toHaveCount(1);

  // The HTML was stored sanitised: nothing of it runs script.
  const stored = await admin.request.get('/api/pages/code/help', { headers: { 'accept-language': 'cs-CZ' } });
  expect(stored.ok()).toBe(true);
  const page = (await stored.json()) as { title: string; content: string; script: string; language: string };
  expect(page.language).toBe('cs');
  expect(page.title).toBe(CZECH.title);
  expect(page.script).toBe(scriptOf('ran', CZECH.scriptText));
  expect(page.content).toContain(`<h3>${CZECH.heading}</h3>`);
  expect(page.content).toContain('Bezpečný odstavec.');
  expect(page.content).not.toMatch(/onerror|onclick|onmouseover|<script|javascript:|dataset\.xss/i);
  expect(page.content).not.toContain('src="x"');
});

test('an administrator switches to English and rewrites the English help page', async ({
  browser,
  portal,
}) => {
  const admin = await signIn(browser, portal, ACCOUNTS.admin.email);
  try {
    await switchToEnglish(admin);
    await headerMenu(admin).getByRole('menuitem', { name: 'Help', exact: true }).click();
    await expect(admin).toHaveURL(/\/help$/);
    // The English page as shipped: the Czech edit left it alone.
    await expect(admin.getByRole('heading', { level: 1, name: 'Help', exact: true })).toBeVisible();
    await expect(content(admin).getByRole('heading', { name: 'How to order advertising' })).toBeVisible();
    await expect(admin).toHaveTitle('Help | Advertising portal');

    await admin.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(admin.getByText('You are editing the help page in: English.')).toBeVisible();
    await expect(admin.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Help');
    await editAndSave(
      admin,
      { title: 'Title', content: 'Content (HTML)', script: 'Script (JavaScript)', save: 'Save' },
      { title: ENGLISH.title, content: contentOf(ENGLISH), script: scriptOf('ran-en', ENGLISH.scriptText) },
    );
    await expectHelpContent(admin, ENGLISH, 'Advertising portal');
    await expect.poll(() => helpScriptMark(admin)).toBe('ran-en');
    await expect(content(admin).locator('p.help-script-note')).toHaveText(ENGLISH.scriptText);
    await admin.screenshot({ path: 'test-results/help-3-admin-saved-en.png', fullPage: true });
  } finally {
    await backToCzech(admin);
  }
});

test('a vendor reads the Czech help page, switches to English and reads the English one', async ({
  browser,
  portal,
}) => {
  const vendor = await signIn(browser, portal, ACCOUNTS.vendor.email);
  try {
    await headerMenu(vendor).getByRole('menuitem', { name: 'Nápověda', exact: true }).click();
    await expect(vendor).toHaveURL(/\/help$/);
    await expectHelpContent(vendor, CZECH, 'Reklamní portál');
    // Vendors read, they do not edit.
    await expect(vendor.getByRole('button', { name: 'Upravit' })).toHaveCount(0);
    // The administrator's script runs for every user.
    await expect.poll(() => helpScriptMark(vendor)).toBe('ran');
    await expect(content(vendor).locator('p.help-script-note')).toHaveText(CZECH.scriptText);

    // The hostile HTML arrived sanitised: the kept image has no handler, no script, no javascript: link.
    const image = content(vendor).getByRole('img', { name: 'Ilustrace' });
    await expect(image).toHaveCount(1);
    await expect(content(vendor).locator('img')).toHaveCount(1);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
    await expect(content(vendor).locator('[onerror], [onclick], [onmouseover]')).toHaveCount(0);
    await expect(content(vendor).locator('script')).toHaveCount(0);
    await expect(content(vendor).getByText('Odkaz')).not.toHaveAttribute('href', /javascript:/);
    await content(vendor).getByText('Bezpečný odstavec.').hover();
    await content(vendor).getByText('Bezpečný odstavec.').click();
    expect(await xssMark(vendor)).toBeNull();
    await vendor.screenshot({ path: 'test-results/help-4-vendor-cs.png', fullPage: true });

    await switchToEnglish(vendor);
    await expect(vendor).toHaveURL(/\/help$/);
    await expectHelpContent(vendor, ENGLISH, 'Advertising portal');
    await expect(headerMenu(vendor).getByRole('menuitem', { name: 'Help', exact: true })).toBeVisible();
    await expect(content(vendor)).not.toContainText(CZECH.heading);
    // The English page's own script ran (the Czech one's paragraph went with the Czech content).
    await expect.poll(() => helpScriptMark(vendor)).toBe('ran-en');
    await expect(content(vendor).locator('p.help-script-note')).toHaveText(ENGLISH.scriptText);
    await expect(vendor.locator('script[data-content-page-script="help"]')).toHaveAttribute(
      'src',
      /&locale=en-GB$/,
    );
    expect(await xssMark(vendor)).toBeNull();
    await vendor.screenshot({ path: 'test-results/help-5-vendor-en.png', fullPage: true });
  } finally {
    // The vendor's language was saved on this portal only; put it back all the same.
    await backToCzech(vendor);
  }
});
