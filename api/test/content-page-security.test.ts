import { contentPageScriptUrl, type ContentPage } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import { rows } from './ordering-fixtures';
import { fakeWorkspace, workspaceApp } from './workspace-app';

/**
 * The help page under the portal's Content-Security-Policy (spec 000 §2 "Other", docs/architecture.md
 * "Content pages"): the HTML is sanitised on the server, the administrator's script is served as a
 * same-origin JavaScript file, and no route's policy allows inline script.
 */
let t: TestApp;
let admin: string;
let retailer: string;
let vendor: string;

/** A save as the editor makes it: the version of the page as read just before, no script unless given. */
const write = async (token: string, language: string, body: object, code = 'help') => {
  const headers = { 'accept-language': language };
  const read = await call(t.app, 'GET', `/api/pages/code/${code}`, { token, headers });
  const version = read.statusCode === 200 ? read.json<{ version: number }>().version : 0;
  return call(t.app, 'PUT', `/api/pages/code/${code}`, {
    token,
    body: { script: '', version, ...body },
    headers,
  });
};
const read = (token: string, language: string, code = 'help') =>
  call(t.app, 'GET', `/api/pages/code/${code}`, { token, headers: { 'accept-language': language } });
const script = (token: string | undefined, url: string, headers: Record<string, string> = {}) =>
  call(t.app, 'GET', url, { token, headers });
/** The script as served: a block, so running it again in the same page declares its names anew. */
const block = (written: string) => `{\n${written}\n}\n`;
const storedContents = async () =>
  (await rows<{ content: string }>(t, sql`select content from content_pages order by code, language`)).map(
    (row) => row.content,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@portal.test');
  retailer = await loginAs(t.app, 'retailer@portal.test');
  vendor = await loginAs(t.app, 'vendor@portal.test');
});
afterAll(() => t.close());

describe('the HTML of a content page', () => {
  it('loses everything that runs script when an administrator saves it', async () => {
    const response = await write(admin, 'cs-CZ', {
      title: 'Nápověda',
      content: [
        '<h2 onclick="steal()">Kontakt</h2>',
        '<script>alert(1)</script>',
        '<p>Text<style>body{display:none}</style></p>',
        '<img src="/api/images/1/file" onerror="alert(2)" alt="logo">',
        '<img src="x" onerror="alert(3)">',
        '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
        '<a href="javascript:alert(4)">a</a>',
        '<a href="JaVaScRiPt&colon;alert(5)">b</a>',
        '<iframe src="https://example.com"></iframe>',
        '<svg onload="alert(6)"><circle r="1"/></svg>',
        '<div style="background:url(javascript:alert(7))">d</div>',
      ].join(''),
      script: '',
    });
    expect(response.statusCode).toBe(200);
    const { content } = response.json<ContentPage>();
    expect(content).toBe(
      '<h2>Kontakt</h2><p>Text</p><img src="/api/images/1/file" alt="logo" /><a>a</a><a>b</a><div>d</div>',
    );
    expect((await read(vendor, 'cs-CZ')).json<ContentPage>().content).toBe(content);
  });

  it('keeps the rich text of a help page', async () => {
    const html = [
      '<h1>Nápověda</h1><h2 id="objednavky" class="lead">Objednávky</h2><h3>Postup</h3>',
      '<p>Text <strong>tučně</strong>, <em>kurzívou</em>, <b>b</b>, <i>i</i>, <u>u</u>, <s>s</s><br />další řádek</p>',
      '<ol start="2"><li>Jedna</li><li>Dvě</li></ol><ul><li>Odrážka</li></ul>',
      '<p><a href="https://portal.example.com/help">web</a> <a href="http://example.com">http</a> ',
      '<a href="mailto:podpora@portal.test">e-mail</a> <a href="/campaigns">kampaně</a> <a href="#objednavky">nahoru</a></p>',
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">nové okno</a></p>',
      '<img src="https://cdn.example.com/a.png" alt="a" width="100" height="50" /><img src="/api/images/2/file" alt="b" />',
      '<table class="prices"><caption>Ceník</caption><thead><tr><th scope="col">Produkt</th><th>Cena</th></tr></thead>',
      '<tbody><tr><td colspan="2" rowspan="1">Banner</td></tr></tbody></table>',
      '<pre><code>const a = 1 &lt; 2;</code></pre><blockquote>Citace</blockquote><hr />',
      '<div class="box"><span class="note">Poznámka</span></div>',
    ].join('');
    const response = await write(admin, 'cs-CZ', { title: 'Nápověda', content: html });
    expect(response.json<ContentPage>().content).toBe(html);
  });

  it('opens a link into a new window without access to the portal', async () => {
    const response = await write(admin, 'cs-CZ', {
      title: 'Nápověda',
      content: '<a href="https://example.com" target="main" rel="opener">x</a>',
    });
    expect(response.json<ContentPage>().content).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('cannot be stored by a vendor or a retailer at all', async () => {
    const before = await storedContents();
    for (const token of [vendor, retailer]) {
      expectError(
        await write(token, 'cs-CZ', {
          title: 'Nápověda',
          content: '<img src=x onerror="alert(1)"><script>alert(2)</script>',
          script: 'alert(3)',
        }),
        403,
        'forbidden',
      );
      expectError(
        await write(token, 'en-GB', { title: 'Help', content: '<p>x</p>' }, 'new-page'),
        403,
        'forbidden',
      );
    }
    expect(await storedContents()).toEqual(before);
  });
});

describe("the page's script", () => {
  it('is kept as written, never in the HTML, and served as JavaScript', async () => {
    const source = "document.querySelector('.box')?.classList.add('ready'); // <script> & </script>";
    const saved = await write(admin, 'en-GB', {
      title: 'Help',
      content: '<div class="box">Help</div>',
      script: source,
    });
    const page = saved.json<ContentPage>();
    expect(page).toMatchObject({ language: 'en', script: source, content: '<div class="box">Help</div>' });

    const url = contentPageScriptUrl(page, 'en-GB');
    expect(url).toBe(`/api/pages/code/help/script.js?v=${encodeURIComponent(page.updatedAt!)}&locale=en-GB`);
    const response = await script(vendor, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toBe(block(source));

    // Unchanged since the last read: 304 without the body.
    const again = await script(vendor, url, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // Another script: the old ETag no longer matches.
    await write(admin, 'en-GB', { title: 'Help', content: '', script: 'void 0;' });
    const changed = await script(vendor, url, { 'if-none-match': String(response.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(block('void 0;'));
  });

  it("is the script of the page the caller reads: the address's locale, else the caller's language, else Czech", async () => {
    await write(admin, 'cs-CZ', { title: 'Nápověda', content: '<p>cs</p>', script: 'window.lang = "cs";' });
    await write(admin, 'en-GB', { title: 'Help', content: '<p>en</p>', script: 'window.lang = "en";' });
    const url = '/api/pages/code/help/script.js';
    // A script element sends the browser's Accept-Language: the locale of the address wins.
    expect((await script(vendor, `${url}?locale=en-GB`, { 'accept-language': 'cs-CZ' })).body).toBe(
      block('window.lang = "en";'),
    );
    expect((await script(vendor, `${url}?locale=cs-CZ-publisher&v=1`)).body).toBe(
      block('window.lang = "cs";'),
    );
    expect((await script(vendor, url, { 'accept-language': 'en-GB' })).body).toBe(
      block('window.lang = "en";'),
    );
    // Polish has a page of its own (seeded) without a script: an empty file.
    const polish = await script(vendor, `${url}?locale=pl-PL`);
    expect(polish.statusCode).toBe(200);
    expect(polish.body).toBe('');

    // A page that exists in Czech only: its script in every language.
    await write(
      admin,
      'cs-CZ',
      { title: 'Podmínky', content: '<p>…</p>', script: 'window.terms = 1;' },
      'terms',
    );
    for (const locale of ['en-GB', 'pl-PL'])
      expect((await script(retailer, `/api/pages/code/terms/script.js?locale=${locale}`)).body).toBe(
        block('window.terms = 1;'),
      );
  });

  it('is for signed-in users only, of a page that exists', async () => {
    expectError(await script(undefined, '/api/pages/code/help/script.js'), 401, 'unauthorized');
    expectError(await script(vendor, '/api/pages/code/unknown/script.js'), 404, 'page_not_found');
    expectError(
      await script(vendor, '/api/pages/code/help/script.js?locale=de-DE'),
      400,
      'validation_failed',
    );
  });
});

/** A workspace with a fake build of the shell, served the way `pnpm start` serves it. */

/** The directives of a Content-Security-Policy header by name. */
const directives = (header: string | string[] | number | undefined) =>
  new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe("the portal's Content-Security-Policy", () => {
  let portal: Awaited<ReturnType<typeof workspaceApp>>;

  beforeAll(async () => {
    portal = await workspaceApp(
      await fakeWorkspace({ shell: { 'index.html': '<!doctype html><div id="root"></div>', 'main.js': '' } }),
    );
  }, 60_000);
  afterAll(() => portal.close());

  it("runs only same-origin scripts on the help page and every other screen: no 'unsafe-inline'", async () => {
    for (const url of ['/help', '/campaigns', '/login']) {
      const response = await portal.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const policy = directives(response.headers['content-security-policy']);
      // The help page's script (/api/pages/code/help/script.js) is of the portal's own origin.
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      // Event handler attributes (onerror=…) never run, whatever reaches the page.
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
      for (const [name, values] of policy)
        if (name.startsWith('script-src')) expect(values).not.toContain("'unsafe-inline'");
    }
  });
});
