// How soon a release reaches the users (issue 30, docs/releasing.md): the time from `pnpm remote
// promote` (and `rollback`) returning to the first fresh page load that runs the new version, in
// headless Chromium, with no restart.
//
//   pnpm bench:release                                   starts a portal (fresh DATA_DIR, free port)
//   BENCH_URL=http://localhost:8080 BENCH_DATA_DIR=api/.data pnpm bench:release   a running one
//
// BENCH_RUNS (default 5) promote/rollback pairs; figures are medians and maxima. Target: ≤ 1 s after
// the command returns. Two figures per step: until the portal names the new version (the registry
// answer a page load reads), and until a page load started then shows the new version's text.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { REPO_ROOT, startPortal, type PortalInstance } from '../support/portal.js';
import { CHROMIUM } from '../support/settings.js';
import { remoteCli as run } from './remote-cli.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 1000;
const PASSWORD = 'Portal123!';
const OLD_TEXT = 'Pozvat uživatele';

/** The built mf-users with its invite button saying `text`: another version of it. */
function variant(text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-release-'));
  fs.cpSync(path.join(REPO_ROOT, 'mf-users', 'dist'), dir, { recursive: true });
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.js'))) {
    const file = path.join(dir, name);
    const content = fs.readFileSync(file, 'utf8');
    if (!content.includes(OLD_TEXT)) continue;
    fs.writeFileSync(file, content.replaceAll(OLD_TEXT, text));
    // The precompressed copies would still say the old text.
    fs.rmSync(`${file}.gz`, { force: true });
    fs.rmSync(`${file}.br`, { force: true });
  }
  return dir;
}

async function registryVersion(url: string, cookie: string): Promise<string | null> {
  const response = await fetch(`${url}/api/app-settings/remotes`, { headers: { cookie } });
  const answer = (await response.json()) as { remotes: { name: string; version: string | null }[] };
  return answer.remotes.find((remote) => remote.name === 'mf-users')?.version ?? null;
}

/** The user list's invite button by its visible text (its name also holds the icon's). */
const invite = (page: Page, text: string) =>
  page.getByRole('button').filter({ hasText: new RegExp(`^${text.replace(/[()]/g, '\\$&')}$`) });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  let portal: PortalInstance | { url: string; dataDir: string; stop?: undefined };
  if (process.env.BENCH_URL) {
    portal = { url: process.env.BENCH_URL, dataDir: path.resolve(process.env.BENCH_DATA_DIR ?? 'api/.data') };
  } else {
    console.log('starting a portal (fresh DATA_DIR; builds what is missing)…');
    portal = await startPortal({ label: 'bench-release' });
  }
  const browser = await chromium.launch(CHROMIUM);
  const dirs = ['Pozvat uživatele (A)', 'Pozvat uživatele (B)'].map((text) => ({ text, dir: variant(text) }));
  try {
    const versions: { text: string; version: string }[] = [];
    for (const { text, dir } of dirs) {
      const out = await run(portal, 'release', 'mf-users', '--dir', dir);
      versions.push({ text, version: /(\d+\.\d+\.\d+-[0-9a-f]{8})/.exec(out)![1]! });
    }
    const context = await browser.newContext({ baseURL: portal.url, locale: 'cs-CZ' });
    const page: Page = await context.newPage();
    await page.goto('/login');
    await page.locator('input[name="login"]').fill('admin@portal.test');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/campaigns/);
    const cookie = (await context.cookies()).map((item) => `${item.name}=${item.value}`).join('; ');
    // Version A live (it may be from an earlier run), then warm: the shell and mf-users cached as a
    // person's browser has them.
    if (!/Live:\s+(\S+)/.exec(await run(portal, 'list', 'mf-users'))?.[1]?.startsWith(versions[0]!.version))
      await run(portal, 'promote', 'mf-users', versions[0]!.version);
    await page.goto('/settings/users');
    await invite(page, versions[0]!.text).waitFor();

    // What a page load of the screen takes when nothing was released: the part of the figures below
    // that is the page's own (issue 35 works on it), not the release's.
    const baseline: number[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      const started = performance.now();
      await page.goto('/settings/users');
      await invite(page, versions[0]!.text).waitFor();
      baseline.push(performance.now() - started);
    }
    const figures = {
      promote: { registry: [] as number[], page: [] as number[], command: [] as number[] },
      rollback: { registry: [] as number[], page: [] as number[], command: [] as number[] },
    };
    for (let index = 0; index < RUNS; index += 1) {
      for (const [step, args, expected] of [
        ['promote', ['promote', 'mf-users', versions[1]!.version], versions[1]!],
        ['rollback', ['rollback', 'mf-users'], versions[0]!],
      ] as const) {
        const started = performance.now();
        await run(portal, ...args);
        const returned = performance.now();
        figures[step].command.push(returned - started);
        while ((await registryVersion(portal.url, cookie)) !== expected.version)
          await new Promise((r) => setTimeout(r, 10));
        figures[step].registry.push(performance.now() - returned);
        const loadStarted = performance.now();
        await page.goto('/settings/users');
        await invite(page, expected.text).waitFor();
        figures[step].page.push(performance.now() - loadStarted + (loadStarted - returned));
      }
    }
    console.log(`\nbench:release — mf-users, ${RUNS} promotes and rollbacks, ${portal.url}`);
    console.log(
      `a page load of /settings/users with nothing released: ${median(baseline).toFixed(0)} ms (max ${Math.max(...baseline).toFixed(0)})`,
    );
    console.log(
      'step      command (ms)   registry names it (ms after return)   page runs it (ms after return)   target',
    );
    for (const step of ['promote', 'rollback'] as const) {
      const { command, registry, page: loads } = figures[step];
      const met = median(loads) <= TARGET_MS ? 'met' : 'NOT met';
      console.log(
        `${step.padEnd(9)} ${`${median(command).toFixed(0)} (max ${Math.max(...command).toFixed(0)})`.padEnd(14)} ${`${median(registry).toFixed(0)} (max ${Math.max(...registry).toFixed(0)})`.padEnd(37)} ${`${median(loads).toFixed(0)} (max ${Math.max(...loads).toFixed(0)})`.padEnd(32)} ≤ ${TARGET_MS} ms: ${met}`,
      );
    }
    await context.close();
  } finally {
    await browser.close();
    for (const { dir } of dirs) fs.rmSync(dir, { recursive: true, force: true });
    if (portal.stop) await portal.stop({ removeData: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
