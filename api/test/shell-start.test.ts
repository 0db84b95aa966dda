import type { ShellStart } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { settingsVariables } from '../src/db/schema';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import { buildFiles, DEPLOY_TOKENS_ENV, release, releaseLive, upload } from './release-fixtures';
import { makeZip } from './zip-fixtures';

/**
 * GET /app-settings/shell-start (issue 35): what the shell asked in three rounds before its first
 * signed-in screen, in one answer that says exactly what the separate calls say.
 */
let t: TestApp;
let vendor: string;
let shellVersion: string;
let campaignsVersion: string;

/** A federation manifest as the remotes' builds write it (shortened). */
const MANIFEST = {
  id: 'mf_campaigns',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
  exposes: [
    {
      name: 'routes',
      assets: {
        js: { sync: ['__federation_expose_routes.1a.js'], async: ['12.ab.js'] },
        css: { sync: [], async: [] },
      },
    },
    {
      name: 'i18n',
      assets: {
        js: { sync: ['__federation_expose_i18n.2b.js'], async: ['13.cd.js'] },
        css: { sync: [], async: [] },
      },
    },
    {
      name: 'other',
      assets: { js: { sync: ['__federation_expose_other.3c.js'], async: [] }, css: { sync: [], async: [] } },
    },
  ],
};

async function releaseWithMenu(target: 'mf-campaigns', menu: string[]): Promise<string> {
  const files = {
    ...buildFiles(target, 'with menu'),
    'portal-routes.json': JSON.stringify({ menu }),
    'mf-manifest.json': JSON.stringify(MANIFEST),
  };
  const uploaded = await upload(t, target, makeZip(files));
  const { version } = uploaded.json<{ version: string }>();
  const promoted = await release(t, 'POST', target, '/promote', { version, expectedLive: null });
  expect(promoted.statusCode).toBe(200);
  return version;
}

/** The shell's start-up chunks as its build lists them (shared-ui/webpack/startup-chunks.cjs). */
const STARTUP = {
  start: ['17.aa.js', 'contracts-core.bb.js'],
  signedIn: ['4548.cc.js'],
  // The federation runtime: only where the page shows a remote.
  federation: ['federation-host.dd.js'],
  // What does not name a plain CSS file of the build is left out of the page.
  signedInStyles: ['antd.css', '../other.css', 'x.js', 42],
};

async function releaseShellWithStartup(
  startup: object = STARTUP,
  expectedLive: string | null = null,
): Promise<string> {
  const files = { ...buildFiles('shell', 'shell for start'), 'portal-startup.json': JSON.stringify(startup) };
  const uploaded = await upload(t, 'shell', makeZip(files));
  const { version } = uploaded.json<{ version: string }>();
  const promoted = await release(t, 'POST', 'shell', '/promote', { version, expectedLive });
  expect(promoted.statusCode).toBe(200);
  return version;
}

beforeAll(async () => {
  t = await createTestApp({ DEPLOY_TOKENS: DEPLOY_TOKENS_ENV });
  vendor = await loginAs(t.app, 'vendor@portal.test');
  shellVersion = await releaseShellWithStartup();
  campaignsVersion = await releaseWithMenu('mf-campaigns', ['products', 'campaigns']);
  // The fixtures' portal-routes.json is not a route manifest: read as "no menu".
  await releaseLive(t, 'mf-users', 'users');
}, 60_000);
afterAll(() => t.close());

const get = (path: string, token?: string) => call(t.app, 'GET', `/api${path}`, { token });
const setVariable = (identifier: string, value: string) =>
  t.database.db.update(settingsVariables).set({ value }).where(eq(settingsVariables.identifier, identifier));

describe('the shell’s start', () => {
  it('answers what the four separate calls answer, and the stored remotes’ menus', async () => {
    const start = await get(`/app-settings/shell-start?shell=${shellVersion}`, vendor);
    expect(start.statusCode).toBe(200);
    expect(start.headers['cache-control']).toBe('private, no-store');
    const body = start.json<ShellStart>();
    expect(body.authorization).toEqual((await get('/auth/authorization', vendor)).json());
    expect(body.menu).toEqual((await get('/app-settings/menu', vendor)).json());
    expect(body.registry).toEqual((await get(`/app-settings/remotes?shell=${shellVersion}`, vendor)).json());
    expect(body.supportContact).toEqual((await get('/app-settings/support-contact')).json());
    // Unreleased remotes (creatives, catalogue admin) have no stored file: the shell asks for them.
    expect(body.remoteMenus).toEqual([
      { name: 'mf-campaigns', menu: ['products', 'campaigns'] },
      { name: 'mf-users', menu: null },
    ]);
  });

  it('never hands the browser its session token (the cookie holds it)', async () => {
    const start = await call(t.app, 'GET', '/api/app-settings/shell-start', {
      headers: { cookie: `portal_session=${vendor}` },
    });
    expect(start.statusCode).toBe(200);
    expect(start.json<ShellStart>().authorization).toMatchObject({
      token: null,
      user: { userName: 'vendor@portal.test' },
    });
  });

  it('leaves out a remote that is switched off', async () => {
    await setVariable('remote-mf-campaigns', 'false');
    try {
      const body = (await get('/app-settings/shell-start', vendor)).json<ShellStart>();
      expect(body.menu.remotes['mf-campaigns']).toBe(false);
      expect(body.remoteMenus.map((entry) => entry.name)).toEqual(['mf-users']);
    } finally {
      await setVariable('remote-mf-campaigns', 'true');
    }
  });

  it('is preloaded by the page of a browser with a session, with the first files of the path’s remote', async () => {
    const page = async (path: string, cookie?: string) => {
      const answer = await t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
      expect(answer.statusCode).toBe(200);
      return answer;
    };
    const links = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];
    const shellFile = (file: string) =>
      `<link rel="preload" href="/shell/${shellVersion}/${file}" as="script">`;
    const start = `<link rel="preload" href="/api/app-settings/shell-start?shell=${shellVersion}" as="fetch" crossorigin="use-credentials">`;
    const base = `/remotes/mf-campaigns/${campaignsVersion}/`;
    const signedIn = await page('/campaigns?page=2', `portal_session=${vendor}`);
    expect(signedIn.headers.vary).toContain('cookie');
    // antd's stylesheet: fetched beside the code, linked by the shell (the page's own link would hold
    // back main.js); only for the signed-in pages, as the sign-in pages use no antd.
    const antd = `<link rel="preload" href="/shell/${shellVersion}/antd.css" as="style">`;
    expect(links(signedIn.body)).toEqual([
      start,
      antd,
      `<link rel="preload" href="${base}remoteEntry.js" as="script">`,
      `<link rel="preload" href="${base}__federation_expose_routes.1a.js" as="script">`,
      `<link rel="preload" href="${base}__federation_expose_i18n.2b.js" as="script">`,
      ...[...STARTUP.start, ...STARTUP.signedIn, ...STARTUP.federation].map(shellFile),
    ]);
    expect(signedIn.body).toContain('as="script"></head>');
    // The shell's own page, or a remote without a stored version: no remote files.
    const layoutOnly = [start, antd, ...[...STARTUP.start, ...STARTUP.signedIn].map(shellFile)];
    expect(links((await page('/dashboards', `portal_session=${vendor}`)).body)).toEqual(layoutOnly);
    expect(links((await page('/settings/categories', `portal_session=${vendor}`)).body)).toEqual(layoutOnly);
    // An anonymous visitor, or a session that has ended: what the sign-in page needs of the shell only.
    expect(links((await page('/campaigns')).body)).toEqual(STARTUP.start.map(shellFile));
    expect(links((await page('/login', 'portal_session=ended')).body)).toEqual(STARTUP.start.map(shellFile));
  });

  it('preloads nothing of a remote that is switched off', async () => {
    await setVariable('remote-mf-campaigns', 'false');
    try {
      const page = await t.app.inject({
        method: 'GET',
        url: '/campaigns',
        headers: { cookie: `portal_session=${vendor}` },
      });
      expect(page.body).toContain('shell-start');
      expect(page.body).toContain('4548.cc.js');
      expect(page.body).not.toContain('/remotes/');
      expect(page.body).not.toContain('federation-host');
    } finally {
      await setVariable('remote-mf-campaigns', 'true');
    }
  });

  it('is for a signed-in caller only', async () => {
    expectError(await get('/app-settings/shell-start'), 401, 'unauthorized');
  });

  it('refuses a malformed shell version as the registry does', async () => {
    const long = 'x'.repeat(81);
    expect((await get(`/app-settings/shell-start?shell=${long}`, vendor)).statusCode).toBe(400);
  });

  it('preloads no federation files for a shell that builds its remotes in (the monolith reference)', async () => {
    const monolith = await releaseShellWithStartup({ ...STARTUP, federated: false }, shellVersion);
    const page = await t.app.inject({
      method: 'GET',
      url: '/campaigns',
      headers: { cookie: `portal_session=${vendor}` },
    });
    expect(page.body).toContain(`/api/app-settings/shell-start?shell=${monolith}`);
    expect(page.body).toContain(`/shell/${monolith}/4548.cc.js`);
    expect(page.body).not.toContain('/remotes/');
    expect(page.body).not.toContain('federation-host');
  });
});
