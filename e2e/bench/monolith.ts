// The monolith reference portal of bench:web (issue 35): the same API, seed and remote releases,
// with the shell's live version the monolith build (`pnpm --filter @portal/shell build:monolith`,
// shell/dist-monolith: shell and remotes as one webpack application, no Module Federation;
// shared-ui/webpack/monolith/). It runs as a second portal instance (its own DATA_DIR and port)
// where dist-monolith is released as the shell with the release tool (docs/releasing.md), so the
// API serves it exactly as it serves a shell: index.html with the version put in, immutable files.
//
//   BENCH_MONOLITH_URL=http://localhost:8191   measure a running one (its live shell the monolith)
//   BENCH_MONOLITH_PORT=8191                   the port of the one started here (default: a free one)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, startPortal } from '../support/portal.js';
import { remoteCli } from './remote-cli.js';

const DIST = path.join(REPO_ROOT, 'shell', 'dist-monolith');
/** What the monolith is built from: the shell's, every remote's and the shared packages' sources. */
const INPUTS = [
  'shell/src',
  'shell/webpack.monolith.cjs',
  'shared-ui/src',
  'shared-ui/webpack',
  'shared-contracts/src',
  ...fs
    .readdirSync(REPO_ROOT)
    .filter((name) => fs.existsSync(path.join(REPO_ROOT, name, 'src', 'portal-routes.json')))
    .map((name) => `${name}/src`),
];

function newest(file: string): number {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(file).map((name) => newest(path.join(file, name))));
}

/** Builds dist-monolith when it is missing or older than its sources (as api/scripts/start.mjs does). */
export function buildMonolith(): void {
  const marker = path.join(DIST, 'index.html');
  const built = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  const changed = Math.max(...INPUTS.map((input) => newest(path.join(REPO_ROOT, input))));
  if (built > changed) return;
  console.log(`building the monolith (${built ? 'sources changed since its build' : 'no build yet'})…`);
  const result = spawnSync('pnpm', ['--filter', '@portal/shell', 'build:monolith'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error(`pnpm --filter @portal/shell build:monolith: exit ${result.status}`);
}

/** The shell version a portal's page names (/shell/<version>/main.js). */
export async function servedShellVersion(url: string): Promise<string | null> {
  const html = await (await fetch(`${url}/login`)).text();
  return /\/shell\/([^/"]+)\/main\.js/.exec(html)?.[1] ?? null;
}

export interface MonolithPortal {
  url: string;
  /** The monolith's shell version, when it was released here. */
  version: string | null;
  stop(): Promise<void>;
}

/** A portal whose live shell is the monolith: the running BENCH_MONOLITH_URL, or a second instance. */
export async function startMonolithPortal(): Promise<MonolithPortal> {
  const running = process.env.BENCH_MONOLITH_URL?.replace(/\/+$/, '');
  if (running) return { url: running, version: await servedShellVersion(running), stop: async () => {} };
  buildMonolith();
  console.log('starting the monolith portal (node api/scripts/start.mjs, fresh DATA_DIR)…');
  const portal = await startPortal({
    label: 'portal-bench-monolith',
    port: process.env.BENCH_MONOLITH_PORT ? Number(process.env.BENCH_MONOLITH_PORT) : undefined,
  });
  try {
    const out = await remoteCli(portal, 'release', 'shell', '--dir', DIST, '--promote');
    const version = /(\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?-[0-9a-f]{8})/.exec(out)?.[1] ?? null;
    const served = await servedShellVersion(portal.url);
    if (!version || served !== version) {
      throw new Error(`the monolith (${version ?? '?'}) is not the shell served (${served ?? '?'}):\n${out}`);
    }
    return { url: portal.url, version, stop: () => portal.stop({ removeData: true }) };
  } catch (error) {
    await portal.stop({ removeData: true });
    throw error;
  }
}
