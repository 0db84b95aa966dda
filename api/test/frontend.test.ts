import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { findFrontend, servedRemoteManifests } from '../src/plugins/frontend';
import { createFileStorage } from '../src/services/files/file-storage';
import { MIGRATIONS_FOLDER } from './database';
import { MemoryMailer, TestClock } from './helper';

const CHUNK = `console.log(${JSON.stringify('chunk '.repeat(500))});`;
const MANIFEST = JSON.stringify({ id: 'mf_campaigns', exposes: Array(100).fill({ path: './routes' }) });

/** A workspace with a fake build of the shell and one remote, served the way `pnpm start` serves them. */
async function fakeWorkspace(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
  const write = async (file: string, content: string | Buffer) => {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), content);
  };
  await write('shell/package.json', JSON.stringify({ name: '@portal/shell', version: '1.2.3' }));
  await write('shell/dist/index.html', '<!doctype html><div id="root"></div>');
  await write('shell/dist/main.js', 'console.log("main")');
  await write('shell/dist/123.abcdef0123.js', 'console.log("chunk")');
  // Precompressed copies as the build writes them, and a source map it leaves as it is.
  await write('shell/dist/456.0123abcdef.js', CHUNK);
  await write('shell/dist/456.0123abcdef.js.br', zlib.brotliCompressSync(CHUNK));
  await write('shell/dist/456.0123abcdef.js.gz', zlib.gzipSync(CHUNK));
  await write('shell/dist/456.0123abcdef.js.map', JSON.stringify({ mappings: 'AAAA;'.repeat(2000) }));
  await write(
    'mf-campaigns/package.json',
    JSON.stringify({ name: '@portal/mf-campaigns', version: '0.4.0' }),
  );
  await write('mf-campaigns/dist/mf-manifest.json', MANIFEST);
  await write('mf-campaigns/dist/mf-manifest.json.br', zlib.brotliCompressSync(MANIFEST));
  await write('mf-campaigns/dist/portal-routes.json', '[]');
  await write('mf-campaigns/dist/remoteEntry.js', 'var mf_campaigns;');
  return root;
}

describe('serving the built portal', () => {
  let root: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    root = await fakeWorkspace();
    const frontend = findFrontend(root)!;
    const handle = await openDatabase({});
    await migrate(handle, MIGRATIONS_FOLDER);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    app = await buildApp({
      ctx: {
        db: handle.db,
        config,
        mailer: new MemoryMailer(),
        files: createFileStorage(config),
        clock: new TestClock(),
        remoteManifests: servedRemoteManifests(frontend),
      },
      database: handle,
      logger: false,
      frontend,
    });
    close = async () => {
      await app.close();
      await handle.close();
      await fs.rm(root, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('finds the built bundles and their versions', () => {
    const frontend = findFrontend(root)!;
    expect(frontend.shell.urlPrefix).toBe('/shell/1.2.3/');
    expect(frontend.remotes.map((remote) => remote.urlPrefix)).toEqual(['/remotes/mf-campaigns/0.4.0/']);
    expect(servedRemoteManifests(frontend)).toEqual({
      'mf-campaigns': '/remotes/mf-campaigns/0.4.0/mf-manifest.json',
    });
  });

  it('serves index.html for the SPA routes, never cached', async () => {
    for (const url of ['/', '/campaigns', '/campaigns/12/items/3/edit?tab=1', '/login']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves assets under versioned paths: hashed ones for a year, the rest revalidated', async () => {
    const hashed = await app.inject({ url: '/shell/1.2.3/123.abcdef0123.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await app.inject({ url: '/remotes/mf-campaigns/0.4.0/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves the precompressed copies as they are, with the cache headers of the file they stand for', async () => {
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const chunk = await app.inject({
        url: '/shell/1.2.3/456.0123abcdef.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(chunk.headers['content-encoding']).toBe(encoding);
      expect(chunk.headers['content-type']).toContain('javascript');
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(chunk.headers.vary).toContain('accept-encoding');
      // Compressed once, by the build: decoding once gives the file.
      expect(decode(chunk.rawPayload).toString()).toBe(CHUNK);
    }
    const manifest = await app.inject({
      url: '/remotes/mf-campaigns/0.4.0/mf-manifest.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(manifest.rawPayload).toString()).toBe(MANIFEST);
  });

  it('revalidates manifests and HTML on every use', async () => {
    for (const url of [
      '/remotes/mf-campaigns/0.4.0/mf-manifest.json',
      '/remotes/mf-campaigns/0.4.0/portal-routes.json',
      '/shell/1.2.3/index.html',
      '/shell/1.2.3/main.js',
    ]) {
      const response = await app.inject({ url });
      expect({ url, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'no-cache',
      });
    }
  });

  it('compresses no front-end file at request time', async () => {
    // A source map has no precompressed copy: it goes out as it is, not through the API's compression.
    const map = await app.inject({
      url: '/shell/1.2.3/456.0123abcdef.js.map',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-encoding']).toBeUndefined();
    expect(map.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(map.json().mappings).toHaveLength(10_000);
    const page = await app.inject({ url: '/campaigns', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404 for missing assets and other versions instead of the page', async () => {
    expect((await app.inject({ url: '/shell/1.2.3/nope.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/mf-campaigns/0.3.0/remoteEntry.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/favicon.ico' })).statusCode).toBe(404);
  });

  it('points the registry at the served remotes', async () => {
    const registry = (await app.inject({ url: '/api/app-settings/remotes' })).json();
    expect(registry[0]).toEqual({
      name: 'mf-campaigns',
      manifestUrl: '/remotes/mf-campaigns/0.4.0/mf-manifest.json',
    });
    expect(registry[1]).toEqual({
      name: 'mf-creatives',
      manifestUrl: '/remotes/mf-creatives/mf-manifest.json',
    });
  });

  it('keeps the API answering JSON', async () => {
    const response = await app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('route_not_found');
  });
});
