import zlib from 'node:zlib';
import type { RemoteRegistry } from '@portal/shared-contracts';
import { fakeWorkspace, workspaceApp, writeBuild } from './workspace-app';

const CHUNK = `console.log(${JSON.stringify('chunk '.repeat(500))});`;
const MANIFEST = JSON.stringify({ id: 'mf_campaigns', exposes: Array(100).fill({ path: './routes' }) });
const PAGE =
  '<!doctype html><script defer src="/shell/__PORTAL_SHELL_VERSION__/main.js"></script><div id="root"></div>';

const shellBuild = (main = 'console.log("main")') => ({
  'index.html': PAGE,
  'main.js': main,
  '123.abcdef0123.js': 'console.log("chunk")',
  // Precompressed copies as the build writes them, and a source map it leaves as it is.
  '456.0123abcdef.js': CHUNK,
  '456.0123abcdef.js.br': zlib.brotliCompressSync(CHUNK),
  '456.0123abcdef.js.gz': zlib.gzipSync(CHUNK),
  '456.0123abcdef.js.map': JSON.stringify({ mappings: 'AAAA;'.repeat(2000) }),
});

/**
 * The front end as `pnpm start` serves it (docs/releasing.md): the workspace's builds imported as
 * released versions on start and served from the release store under their versions' paths, every
 * file immutable; the shell's page for every other path, naming the live shell's files.
 */
describe('serving the built portal', () => {
  let portal: Awaited<ReturnType<typeof workspaceApp>>;
  let root: string;
  const registry = async () =>
    (await portal.app.inject({ url: '/api/app-settings/remotes' })).json<RemoteRegistry>();

  beforeAll(async () => {
    root = await fakeWorkspace({
      shell: shellBuild(),
      'mf-campaigns': {
        'mf-manifest.json': MANIFEST,
        'mf-manifest.json.br': zlib.brotliCompressSync(MANIFEST),
        'portal-routes.json': '[]',
        'remoteEntry.js': 'var mf_campaigns;',
      },
    });
    portal = await workspaceApp(root);
  }, 60_000);
  afterAll(() => portal.close());

  it('releases the workspace builds on start and makes them live', async () => {
    const answer = await registry();
    expect(answer.shell).toEqual({
      version: expect.stringMatching(/^1\.4\.0-[0-9a-f]{8}$/),
      channel: 'live',
    });
    expect(answer.remotes[0]).toEqual({
      name: 'mf-campaigns',
      manifestUrl: expect.stringMatching(/^\/remotes\/mf-campaigns\/1\.4\.0-[0-9a-f]{8}\/mf-manifest\.json$/),
      version: expect.any(String),
      channel: 'live',
      unmet: [],
    });
    // A remote with no build: the gateway convention, which nothing serves here.
    expect(answer.remotes[1]).toMatchObject({ name: 'mf-creatives', version: null });
  });

  it('serves the live shell’s page for the SPA routes, never cached, naming its version’s files', async () => {
    const { shell } = await registry();
    for (const url of ['/', '/campaigns', '/campaigns/12/items/3/edit?tab=1', '/login']) {
      const response = await portal.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(`src="/shell/${shell.version}/main.js"`);
    }
  });

  it('serves every file of a version for a year, immutable; remotes to any origin', async () => {
    const { shell, remotes } = await registry();
    for (const url of [`/shell/${shell.version}/123.abcdef0123.js`, `/shell/${shell.version}/main.js`]) {
      const response = await portal.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const entry = await portal.app.inject({
      url: remotes[0]!.manifestUrl.replace('mf-manifest.json', 'remoteEntry.js'),
    });
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves the precompressed copies as they are, decoded once to the file', async () => {
    const { shell, remotes } = await registry();
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const chunk = await portal.app.inject({
        url: `/shell/${shell.version}/456.0123abcdef.js`,
        headers: { 'accept-encoding': encoding },
      });
      expect(chunk.headers['content-encoding']).toBe(encoding);
      expect(chunk.headers['content-type']).toContain('javascript');
      expect(chunk.headers.vary).toContain('accept-encoding');
      expect(decode(chunk.rawPayload).toString()).toBe(CHUNK);
    }
    const manifest = await portal.app.inject({
      url: remotes[0]!.manifestUrl,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(manifest.rawPayload).toString()).toBe(MANIFEST);
  });

  it('compresses no front-end file at request time', async () => {
    const { shell } = await registry();
    const map = await portal.app.inject({
      url: `/shell/${shell.version}/456.0123abcdef.js.map`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-encoding']).toBeUndefined();
    expect(map.json().mappings).toHaveLength(10_000);
  });

  it('answers 404 for missing files and unknown versions instead of the page', async () => {
    const { shell } = await registry();
    expect((await portal.app.inject({ url: `/shell/${shell.version}/nope.js` })).statusCode).toBe(404);
    expect((await portal.app.inject({ url: '/shell/1.4.0-00000000/main.js' })).statusCode).toBe(404);
    expect((await portal.app.inject({ url: '/remotes/mf-campaigns/0.3.0/remoteEntry.js' })).statusCode).toBe(
      404,
    );
    expect((await portal.app.inject({ url: '/favicon.ico' })).statusCode).toBe(404);
  });

  it('makes a rebuilt workspace build live on the next start, keeping the old version’s files', async () => {
    const before = (await registry()).shell.version;
    await writeBuild(root, 'shell', shellBuild('console.log("rebuilt")'));
    await portal.importBuilds();
    const after = (await registry()).shell.version;
    expect(after).not.toBe(before);
    expect((await portal.app.inject({ url: '/campaigns' })).body).toContain(`/shell/${after}/main.js`);
    expect((await portal.app.inject({ url: `/shell/${before}/main.js` })).statusCode).toBe(200);
    // Started again without a change: the same version, nothing new.
    await portal.importBuilds();
    expect((await registry()).shell.version).toBe(after);
  });

  it('keeps the API answering JSON', async () => {
    const response = await portal.app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('route_not_found');
  });
});
