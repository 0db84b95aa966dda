import type { ErrorBody, ReleaseOverview, RemoteRegistry } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { inStagedShare } from '../src/services/releases/served-releases';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import { rows } from './ordering-fixtures';
import {
  buildZip,
  DEPLOY_TOKENS_ENV,
  manifestOf,
  release,
  releaseLive,
  REMOTE_REQUIRES,
  SHELL_PROVIDES,
  TOKENS,
  upload,
} from './release-fixtures';
import { makeZip } from './zip-fixtures';

/**
 * Releasing the shell and the remotes (issue 30, docs/releasing.md): immutable versions uploaded by a
 * team's deploy token, promoted and rolled back with compare-and-set, staged for a stable share of
 * users, previewed in one session, judged by the compatibility gate, served immutable, and the page
 * and the registry following at the next load.
 */
let t: TestApp;
let admin: string;
let retailer: string;

beforeAll(async () => {
  t = await createTestApp({ DEPLOY_TOKENS: DEPLOY_TOKENS_ENV, REMOTE_ORIGINS: 'https://cdn.example.com' });
  admin = await loginAs(t.app, 'admin@portal.test');
  retailer = await loginAs(t.app, 'retailer@portal.test');
}, 60_000);
afterAll(() => t.close());

const overview = async (target: Parameters<typeof release>[2]) =>
  (await release(t, 'GET', target, '')).json<ReleaseOverview>();
const registry = async (token?: string, shell?: string) =>
  (
    await call(t.app, 'GET', `/api/app-settings/remotes${shell ? `?shell=${shell}` : ''}`, { token })
  ).json<RemoteRegistry>();
const remoteEntry = (answer: RemoteRegistry, name: string) =>
  answer.remotes.find((entry) => entry.name === name)!;
const storedFileCount = async () =>
  Number(
    (await rows<{ count: number }>(t, sql`select count(*)::int as count from release_version_files`))[0]!
      .count,
  );
const versionCount = async () =>
  Number(
    (await rows<{ count: number }>(t, sql`select count(*)::int as count from release_versions`))[0]!.count,
  );

describe('a release', () => {
  let shellVersion: string;

  it('makes a shell live first, whose provisions every remote is judged against', async () => {
    shellVersion = await releaseLive(t, 'shell', 'shell one');
    expect(shellVersion).toMatch(/^1\.4\.0-[0-9a-f]{8}$/);
    expect((await overview('shell')).live).toBe(shellVersion);
    const page = await t.app.inject({ method: 'GET', url: '/campaigns/12' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain(`src="/shell/${shellVersion}/main.js"`);
    expect(page.body).not.toContain('__PORTAL_SHELL_VERSION__');
  });

  it('uploads a build as an immutable version named by package and content hash, not live until promoted', async () => {
    const uploaded = await upload(t, 'mf-users', buildZip('mf-users', 'Uživatelé v1'));
    expect(uploaded.statusCode).toBe(200);
    const first = uploaded.json<{ version: string; created: boolean }>();
    expect(first).toMatchObject({
      name: 'mf-users',
      created: true,
      version: expect.stringMatching(/^1\.4\.0-[0-9a-f]{8}$/),
    });
    // The same build again (another build time, same files) is the same version; nothing stored again.
    const files = await storedFileCount();
    const again = await upload(
      t,
      'mf-users',
      buildZip('mf-users', 'Uživatelé v1', manifestOf('mf-users', { builtAt: '2026-11-28T08:00:00.000Z' })),
    );
    expect(again.json()).toEqual({ ...first, created: false });
    expect(await storedFileCount()).toBe(files);

    const state = await overview('mf-users');
    expect(state.live).toBeNull();
    expect(state.versions).toEqual([
      expect.objectContaining({
        version: first.version,
        states: ['kept'],
        uploadedBy: 'deploy token mf-users',
        gitCommit: '0123456789abcdef0123456789abcdef01234567',
        fileCount: 6,
        unmet: [],
      }),
    ]);
    // Served under its own path, every file immutable, the precompressed copy when accepted.
    const chunk = await t.app.inject({
      method: 'GET',
      url: `/remotes/mf-users/${first.version}/static/12.abcdef0123.js`,
    });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('console.log("Uživatelé v1");');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const gzip = await t.app.inject({
      method: 'GET',
      url: `/remotes/mf-users/${first.version}/static/12.abcdef0123.js`,
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const manifest = await t.app.inject({
      method: 'GET',
      url: `/remotes/mf-users/${first.version}/mf-manifest.json`,
    });
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of [
      `/remotes/mf-users/${first.version}/missing.js`,
      '/remotes/mf-users/1.4.0-00000000/remoteEntry.js',
      `/remotes/mf-creatives/${first.version}/remoteEntry.js`,
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('is promoted and rolled back with compare-and-set; the registry and the page follow at once', async () => {
    const v1 = await releaseLive(t, 'mf-users', 'Uživatelé v1');
    const answer = await registry(admin);
    expect(remoteEntry(answer, 'mf-users')).toEqual({
      name: 'mf-users',
      manifestUrl: `/remotes/mf-users/${v1}/mf-manifest.json`,
      version: v1,
      channel: 'live',
      unmet: [],
    });
    expect(answer.shell).toEqual({ version: shellVersion, channel: 'live' });

    const v2 = (await upload(t, 'mf-users', buildZip('mf-users', 'Uživatelé v2'))).json<{ version: string }>()
      .version;
    const stale = await release(t, 'POST', 'mf-users', '/promote', { version: v2, expectedLive: null });
    const refused = expectError(stale, 409, 'release_conflict') as ErrorBody;
    expect(refused.message).toContain(v1);
    const promoted = await release(t, 'POST', 'mf-users', '/promote', { version: v2, expectedLive: v1 });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<ReleaseOverview>()).toMatchObject({ live: v2, previous: v1 });
    expect(remoteEntry(await registry(admin), 'mf-users').version).toBe(v2);
    // The old version's files stay: a tab that loaded it still gets its lazy chunks.
    expect(
      (await t.app.inject({ method: 'GET', url: `/remotes/mf-users/${v1}/static/12.abcdef0123.js` }))
        .statusCode,
    ).toBe(200);

    const back = await release(t, 'POST', 'mf-users', '/rollback', { expectedLive: v2 });
    expect(back.json<ReleaseOverview>()).toMatchObject({ live: v1, previous: v2 });
    expect(remoteEntry(await registry(), 'mf-users').version).toBe(v1);
    expectError(
      await release(t, 'POST', 'mf-users', '/rollback', { expectedLive: v2 }),
      409,
      'release_conflict',
    );
    // A second rollback rolls forward.
    expect((await release(t, 'POST', 'mf-users', '/rollback', { expectedLive: v1 })).json()).toMatchObject({
      live: v2,
      previous: v1,
    });
    expectError(
      await release(t, 'POST', 'mf-users', '/promote', { version: v2, expectedLive: v2 }),
      409,
      'release_already_live',
    );
    expectError(
      await release(t, 'POST', 'mf-users', '/promote', { version: '1.4.0-00000000', expectedLive: v2 }),
      404,
      'release_version_not_found',
    );
    const history = (await overview('mf-users')).history;
    expect(
      history.slice(0, 4).map((entry) => [entry.action, entry.version, entry.fromVersion, entry.actor]),
    ).toEqual([
      ['rolled-back', v2, v1, 'deploy token mf-users'],
      ['rolled-back', v1, v2, 'deploy token mf-users'],
      ['promoted', v2, v1, 'deploy token mf-users'],
      ['uploaded', v2, null, 'deploy token mf-users'],
    ]);
    expectError(
      await release(t, 'POST', 'mf-creatives', '/rollback', { expectedLive: '1.4.0-00000000' }),
      409,
      'release_conflict',
    );
  });

  it('lets one of two concurrent promotes win; the other gets 409 naming the live version', async () => {
    const live = (await overview('mf-creatives')).live;
    const a = (await upload(t, 'mf-creatives', buildZip('mf-creatives', 'A'))).json<{ version: string }>()
      .version;
    const b = (await upload(t, 'mf-creatives', buildZip('mf-creatives', 'B'))).json<{ version: string }>()
      .version;
    const answers = await Promise.all([
      release(t, 'POST', 'mf-creatives', '/promote', { version: a, expectedLive: live }),
      release(t, 'POST', 'mf-creatives', '/promote', { version: b, expectedLive: live }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? a : b;
    const loser = answers.find((answer) => answer.statusCode === 409)!.json<ErrorBody>();
    expect(loser.code).toBe('release_conflict');
    expect(loser.message).toContain(winner);
    expect((await overview('mf-creatives')).live).toBe(winner);
  });
});

describe('a staged release', () => {
  it('puts a stable share of users on the candidate: 1,000 users within ±5 % of the share', () => {
    for (const percent of [10, 25, 50]) {
      const users = Array.from({ length: 1000 }, (_, index) => index + 1);
      const inside = users.filter((id) => inStagedShare('mf-users', id, percent));
      expect(Math.abs(inside.length / 10 - percent)).toBeLessThanOrEqual(5);
      // Each user always on the same side, and a larger share keeps everyone already in it.
      expect(users.filter((id) => inStagedShare('mf-users', id, percent))).toEqual(inside);
      expect(inside.every((id) => inStagedShare('mf-users', id, percent + 10))).toBe(true);
    }
  });

  it('serves the candidate to the users in the share and the live version to the others, until it ends', async () => {
    const live = await releaseLive(t, 'mf-campaigns', 'Kampaně v1');
    const candidate = (await upload(t, 'mf-campaigns', buildZip('mf-campaigns', 'Kampaně v2'))).json<{
      version: string;
    }>().version;
    expectError(
      await release(t, 'PUT', 'mf-campaigns', '/stage', {
        version: candidate,
        percent: 100,
        expectedLive: live,
      }),
      400,
      'validation_failed',
    );
    const staged = await release(t, 'PUT', 'mf-campaigns', '/stage', {
      version: candidate,
      percent: 50,
      expectedLive: live,
    });
    expect(staged.json<ReleaseOverview>().canary).toEqual({ version: candidate, percent: 50 });
    const users = await rows<{ id: number; email: string }>(
      t,
      sql`select id, email from users where active order by id`,
    );
    const seen = new Map<string, string>();
    for (const user of users.slice(0, 8)) {
      const token = await loginAs(t.app, user.email).catch(() => null);
      if (!token) continue;
      const entry = remoteEntry(await registry(token), 'mf-campaigns');
      const expected = inStagedShare('mf-campaigns', Number(user.id), 50)
        ? [candidate, 'canary']
        : [live, 'live'];
      expect([entry.version, entry.channel]).toEqual(expected);
      seen.set(user.email, entry.version!);
    }
    expect(new Set(seen.values()).size).toBe(2);
    expect(remoteEntry(await registry(), 'mf-campaigns').version).toBe(live);
    const ended = await release(t, 'DELETE', 'mf-campaigns', '/stage');
    expect(ended.json<ReleaseOverview>().canary).toBeNull();
    for (const email of seen.keys())
      expect(remoteEntry(await registry(await loginAs(t.app, email)), 'mf-campaigns').version).toBe(live);
  });
});

describe('who may release', () => {
  it('takes a target’s own deploy token, administrators’ sessions, and nobody else', async () => {
    const zip = buildZip('mf-users', 'tokens');
    const wrong = expectError(
      await upload(t, 'mf-creatives', zip, { token: TOKENS['mf-users'] }),
      403,
      'deploy_token_wrong_target',
    );
    expect(wrong.message).toContain('mf-users');
    expectError(await upload(t, 'mf-users', zip, { token: 'x'.repeat(30) }), 401, 'deploy_token_invalid');
    expectError(
      await release(t, 'GET', 'mf-users', '', undefined, TOKENS.shell),
      403,
      'deploy_token_wrong_target',
    );
    expectError(await call(t.app, 'GET', '/api/remotes/mf-users'), 401, 'unauthorized');
    expectError(await call(t.app, 'GET', '/api/remotes/mf-users', { token: retailer }), 403, 'forbidden');
    expect((await call(t.app, 'GET', '/api/remotes/mf-users', { token: admin })).statusCode).toBe(200);
    expect((await upload(t, 'mf-users', zip, { session: admin })).json()).toMatchObject({ created: true });
    const history = (await overview('mf-users')).history;
    expect(history[0]).toMatchObject({ action: 'uploaded', actor: 'Alena Adminová' });
    expectError(
      await call(t.app, 'GET', '/api/remotes/mf-unknown', { token: admin }),
      400,
      'validation_failed',
    );
  });
});

describe('an archive', () => {
  const hostile: [string, Buffer, string][] = [
    ['a parent path', makeZip({ ...filesOf('x'), '../evil.js': 'x' }), 'release_archive_unsafe_path'],
    ['an absolute path', makeZip({ ...filesOf('x'), '/etc/evil.js': 'x' }), 'release_archive_unsafe_path'],
    ['a backslash path', makeZip({ ...filesOf('x'), 'a\\..\\evil.js': 'x' }), 'release_archive_unsafe_path'],
    [
      'a symbolic link',
      makeZip({ ...filesOf('x'), 'link.js': { content: '/etc/passwd', unixMode: 0o120777 } }),
      'release_archive_symlink',
    ],
    ['a NUL in a name', makeZip({ ...filesOf('x'), 'a.js\u0000.png': 'x' }), 'release_archive_nul_in_name'],
    [
      'two entries of one name',
      makeZip([...Object.entries(filesOf('x')), ['REMOTEENTRY.JS', 'x']]),
      'release_archive_duplicate_entry',
    ],
    [
      'a bomb',
      makeZip({ ...filesOf('x'), 'bomb.js': { content: Buffer.alloc(5 * 1024 * 1024), deflate: true } }),
      'release_archive_bomb',
    ],
    [
      'headers that lie',
      makeZip({ ...filesOf('x'), 'liar.js': { content: 'x'.repeat(100), declaredSize: 10 } }),
      'release_archive_unreadable',
    ],
    ['no zip at all', Buffer.from('not a zip'), 'release_archive_unreadable'],
    [
      'no manifest',
      makeZip({ 'remoteEntry.js': 'x', 'mf-manifest.json': '{}' }),
      'release_archive_entry_missing',
    ],
    [
      'a manifest that is no JSON',
      makeZip({ ...filesOf('x'), 'portal-release.json': '{' }),
      'release_archive_manifest_invalid',
    ],
    [
      'a manifest of another target',
      makeZip({ ...filesOf('x'), 'portal-release.json': JSON.stringify(manifestOf('mf-creatives')) }),
      'release_archive_wrong_target',
    ],
    [
      'a build without its container',
      makeZip(Object.fromEntries(Object.entries(filesOf('x')).filter(([name]) => name !== 'remoteEntry.js'))),
      'release_archive_entry_missing',
    ],
    [
      'too many files',
      makeZip(Object.fromEntries(Array.from({ length: 2001 }, (_, index) => [`f${index}.js`, 'x']))),
      'release_archive_too_many_entries',
    ],
  ];

  function filesOf(text: string) {
    return Object.fromEntries(Object.entries(makeZipEntries(text)));
  }
  function makeZipEntries(text: string) {
    return {
      'mf-manifest.json': '{}',
      'remoteEntry.js': 'var mf_users;',
      'portal-routes.json': '[]',
      'chunk.js': `console.log(${JSON.stringify(text)})`,
      'portal-release.json': JSON.stringify(manifestOf('mf-users')),
    };
  }

  it.each(hostile)('with %s is refused, and nothing of it is stored', async (_what, zip, code) => {
    const [filesBefore, versionsBefore] = [await storedFileCount(), await versionCount()];
    const storedBefore = await storedKeys();
    expectError(await upload(t, 'mf-users', zip), 400, code);
    expect([await storedFileCount(), await versionCount()]).toEqual([filesBefore, versionsBefore]);
    expect(await storedKeys()).toEqual(storedBefore);
  });

  it('must come as the file field of a multipart body', async () => {
    expectError(
      await release(t, 'POST', 'mf-users', '/versions', { file: 'x' }),
      400,
      'release_archive_missing',
    );
  });

  async function storedKeys() {
    const fs = await import('node:fs/promises');
    const path = await import('node:path');
    const dir = path.join(t.config.dataDir, 'files', 'releases');
    const entries = await fs.readdir(dir, { recursive: true }).catch(() => []);
    return entries.sort();
  }
});

describe('the compatibility gate', () => {
  it('refuses a remote the live shell cannot run, naming each unmet need, and stores nothing', async () => {
    const cases: [string, Partial<typeof REMOTE_REQUIRES>, RegExp][] = [
      [
        'a newer shared-contracts',
        { shared: { react: '^19.2.0', '@portal/shared-contracts': '^99.0.0' } },
        /needs @portal\/shared-contracts \^99\.0\.0; the portal provides 1\.3\.0/,
      ],
      [
        'a singleton the shell lacks',
        { shared: { swr: '^2.3.0' } },
        /needs swr \^2\.3\.0; the portal does not provide it/,
      ],
      [
        'a contracts function the shell lacks',
        { contracts: { '@portal/shared-contracts/users': ['searchUsers'] } },
        /mf-users 1\.4\.0-[0-9a-f]{8} calls searchUsers of @portal\/shared-contracts\/users; the shell 1\.4\.0-[0-9a-f]{8} does not have it/,
      ],
    ];
    for (const [, requires, message] of cases) {
      const versions = await versionCount();
      const refused = await upload(
        t,
        'mf-users',
        buildZip(
          'mf-users',
          `gate ${String(message)}`,
          manifestOf('mf-users', { requires: { ...REMOTE_REQUIRES, ...requires } }),
        ),
        {},
        { 'accept-language': 'en-GB' },
      );
      const body = expectError(refused, 409, 'release_requirements_unmet') as ErrorBody;
      expect(body.message).toMatch(message);
      expect(await versionCount()).toBe(versions);
    }
  });

  it('refuses a shell that lacks what a live remote needs, and judges each remote against the asking shell', async () => {
    const poorer = manifestOf('shell', {
      provides: { ...SHELL_PROVIDES, contracts: { '@portal/shared-contracts/users': ['getUser'] } },
    });
    const refused = expectError(
      await upload(t, 'shell', buildZip('shell', 'poorer shell', poorer), {}, { 'accept-language': 'en-GB' }),
      409,
      'release_requirements_unmet',
    ) as ErrorBody;
    expect(refused.message).toMatch(
      /calls filterUsers of @portal\/shared-contracts\/users; the shell 1\.4\.0-[0-9a-f]{8} does not have it/,
    );
    // A shell the portal knows and that cannot run a live remote: the registry says so to that shell.
    const live = (await overview('shell')).live!;
    const richer = await releaseLive(
      t,
      'shell',
      'richer shell',
      manifestOf('shell', {
        provides: {
          ...SHELL_PROVIDES,
          contracts: {
            '@portal/shared-contracts/users': [
              ...SHELL_PROVIDES.contracts['@portal/shared-contracts/users'],
              'searchUsers',
            ],
          },
        },
      }),
    );
    const needy = await releaseLive(
      t,
      'mf-users',
      'needs searchUsers',
      manifestOf('mf-users', {
        requires: { ...REMOTE_REQUIRES, contracts: { '@portal/shared-contracts/users': ['searchUsers'] } },
      }),
    );
    const asOldShell = remoteEntry(await registry(admin, live), 'mf-users');
    expect(asOldShell.version).toBe(needy);
    expect(asOldShell.unmet).toEqual([expect.stringContaining('searchUsers')]);
    expect(remoteEntry(await registry(admin, richer), 'mf-users').unmet).toEqual([]);
    // Rolling the shell back would leave the live remote without its function: refused.
    expectError(
      await release(t, 'POST', 'shell', '/rollback', { expectedLive: richer }),
      409,
      'release_requirements_unmet',
    );
  });
});

describe('a preview', () => {
  it('is seen only by the session that chose it, with a banner’s worth of registry, until it ends', async () => {
    const live = (await overview('mf-users')).live!;
    const tried = (await upload(t, 'mf-users', buildZip('mf-users', 'preview'))).json<{ version: string }>()
      .version;
    const otherAdmin = await loginAs(t.app, 'admin@portal.test');
    expectError(
      await call(t.app, 'PUT', '/api/remotes/mf-users/preview', {
        token: retailer,
        body: { version: tried },
      }),
      403,
      'forbidden',
    );
    const previewed = await call(t.app, 'PUT', '/api/remotes/mf-users/preview', {
      token: admin,
      body: { version: tried },
    });
    expect(previewed.json<ReleaseOverview>()).toMatchObject({ live, preview: tried });
    expect(remoteEntry(await registry(admin), 'mf-users')).toMatchObject({
      version: tried,
      channel: 'preview',
    });
    expect(remoteEntry(await registry(otherAdmin), 'mf-users')).toMatchObject({
      version: live,
      channel: 'live',
    });
    expect(remoteEntry(await registry(), 'mf-users').version).toBe(live);
    expect((await overview('mf-users')).versions.find((row) => row.version === tried)?.states).toEqual([
      'preview',
    ]);

    // A previewed shell: this session's page loads it, nobody else's.
    const shellLive = (await overview('shell')).live!;
    const shellTried = (
      await upload(
        t,
        'shell',
        buildZip(
          'shell',
          'shell preview',
          manifestOf('shell', {
            provides: (
              await rows<{ provides: typeof SHELL_PROVIDES }>(
                t,
                sql`select provides from release_versions where target = 'shell' and version = ${shellLive}`,
              )
            )[0]!.provides,
          }),
        ),
      )
    ).json<{ version: string }>().version;
    expect(
      (
        await call(t.app, 'PUT', '/api/remotes/shell/preview', {
          token: admin,
          body: { version: shellTried },
        })
      ).statusCode,
    ).toBe(200);
    const page = (token: string) =>
      t.app.inject({ method: 'GET', url: '/settings/users', headers: { cookie: `portal_session=${token}` } });
    expect((await page(admin)).body).toContain(`/shell/${shellTried}/main.js`);
    expect((await page(otherAdmin)).body).toContain(`/shell/${shellLive}/main.js`);
    expect((await registry(admin)).shell).toEqual({ version: shellTried, channel: 'preview' });

    for (const target of ['mf-users', 'shell'])
      expect(
        (await call(t.app, 'DELETE', `/api/remotes/${target}/preview`, { token: admin })).statusCode,
      ).toBe(204);
    expect(remoteEntry(await registry(admin), 'mf-users')).toMatchObject({ version: live, channel: 'live' });
    expect((await page(admin)).body).toContain(`/shell/${shellLive}/main.js`);
  });
});

describe('versions hosted elsewhere', () => {
  it('are registered on the allowed origins only, and the Content-Security-Policy admits exactly those', async () => {
    const manifest = manifestOf('mf-catalogue-admin');
    const hash = 'ab'.repeat(32);
    expectError(
      await release(t, 'POST', 'mf-catalogue-admin', '/versions/by-url', {
        baseUrl: 'https://evil.example.com/mf/',
        contentHash: hash,
        manifest,
      }),
      400,
      'release_origin_not_allowed',
    );
    const registered = await release(t, 'POST', 'mf-catalogue-admin', '/versions/by-url', {
      baseUrl: 'https://cdn.example.com/mf-catalogue-admin/1.4.0',
      contentHash: hash,
      manifest,
    });
    expect(registered.json()).toEqual({
      name: 'mf-catalogue-admin',
      version: '1.4.0-abababab',
      created: true,
    });
    const live = (await overview('mf-catalogue-admin')).live;
    await release(t, 'POST', 'mf-catalogue-admin', '/promote', {
      version: '1.4.0-abababab',
      expectedLive: live,
    });
    expect(remoteEntry(await registry(), 'mf-catalogue-admin').manifestUrl).toBe(
      'https://cdn.example.com/mf-catalogue-admin/1.4.0/mf-manifest.json',
    );
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com;/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.com;/);
    expectError(
      await release(t, 'POST', 'shell', '/versions/by-url', {
        baseUrl: 'https://cdn.example.com/shell/',
        contentHash: hash,
        manifest: manifestOf('shell'),
      }),
      400,
      'release_shell_by_url',
    );
  });
});

describe('kept versions', () => {
  it('are the live, previous, staged and previewed ones and the last ten; older files are deleted', async () => {
    const before = (await overview('mf-creatives')).live!;
    const versions: string[] = [];
    for (let index = 0; index < 12; index += 1)
      versions.push(
        (await upload(t, 'mf-creatives', buildZip('mf-creatives', `keep ${index}`))).json<{
          version: string;
        }>().version,
      );
    const state = await overview('mf-creatives');
    expect(state.versions).toHaveLength(11);
    expect(state.versions.map((row) => row.version)).toContain(before);
    expect(state.versions.map((row) => row.version)).not.toContain(versions[0]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/remotes/mf-creatives/${versions[0]}/remoteEntry.js` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/remotes/mf-creatives/${before}/remoteEntry.js` }))
        .statusCode,
    ).toBe(200);
  });
});
