// Front-end weight and speed of the composed portal in headless Chromium, each page with an empty
// cache: JavaScript bytes (raw, as transferred, gzip), requests, time until the page is usable, and
// every JavaScript module the browser loaded more than once.
//
//   pnpm --filter @portal/e2e bench:web            starts a portal (fresh DATA_DIR, free port)
//   BENCH_URL=http://localhost:8080 pnpm … bench:web  measures a running one
//
// BENCH_RUNS (default 3) runs per page; times are their median. BENCH_STRICT=1 exits with 1 when a
// budget is exceeded. The results are also written to e2e/.bench/web-results.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { REPO_ROOT, startPortal, type PortalInstance } from '../support/portal.js';
import { CHROMIUM } from '../support/settings.js';

const KB = 1000;
const BUDGETS = { loginGzipJs: 250 * KB, listGzipJs: 450 * KB };
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PASSWORD = 'Portal123!';
const ACCOUNT = process.env.BENCH_ACCOUNT ?? 'retailer@portal.test';

const LOGIN_READY = 'form input[name="login"]';
const LIST_READY = '.ant-table-tbody tr.ant-table-row';
/** The first chart of the dashboards page drawn (shell/src/pages/dashboards: each chart is a named figure). */
const DASHBOARDS_READY = 'figure[role="figure"] svg.recharts-surface';
/** The administrator who switches the dashboards page on for (d): it is off by default. */
const ADMIN = process.env.BENCH_ADMIN ?? 'admin@portal.test';

interface JsFile {
  url: string;
  status: number;
  encoding: string;
  /** Body as the page got it (decoded). */
  raw: number;
  /** Body bytes on the wire (Chromium's encoded body size). */
  transferred: number;
  /** The raw body gzipped here at level 9 (what a gzip-only server would send). */
  gzip: number;
  body: Buffer;
}

interface Run {
  requests: number;
  js: JsFile[];
  /** ms from the start of the navigation (or the click) until the page was usable. */
  readyMs: number;
  domContentLoadedMs: number | null;
}

/** Records every request and every JavaScript response of a page until `stop` is called. */
function recorder(page: Page) {
  let requests = 0;
  const pending: Promise<JsFile | null>[] = [];
  const onRequest = () => (requests += 1);
  const onResponse = (response: Response) => {
    const url = response.url();
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type !== 'script' && !/javascript/.test(contentType) && !/\.m?js(\?|$)/.test(new URL(url).pathname))
      return;
    pending.push(
      (async () => {
        try {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            url,
            status: response.status(),
            encoding: response.headers()['content-encoding'] ?? 'identity',
            raw: body.length,
            transferred: sizes.responseBodySize,
            gzip: zlib.gzipSync(body, { level: 9 }).length,
            body,
          };
        } catch {
          return null;
        }
      })(),
    );
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  return async () => {
    page.off('request', onRequest);
    page.off('response', onResponse);
    const js = (await Promise.all(pending)).filter((file): file is JsFile => file !== null);
    return { requests, js };
  };
}

/** Notes, in the page, when the first element matching a selector appears (performance.now()). */
async function watchFor(context: BrowserContext, selector: string): Promise<void> {
  await context.addInitScript((css: string) => {
    const win = window as unknown as { __benchReadyAt?: number };
    const check = () => {
      if (win.__benchReadyAt === undefined && document.querySelector(css)) {
        win.__benchReadyAt = performance.now();
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
    check();
  }, selector);
}

async function readyAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __benchReadyAt?: number }).__benchReadyAt ?? NaN);
}

async function domContentLoaded(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry ? entry.domContentLoadedEventEnd : null;
  });
}

/** (a) The login page, signed out, empty cache. */
async function loginPage(browser: Browser, baseUrl: string): Promise<Run> {
  const context = await browser.newContext({ baseURL: baseUrl });
  await watchFor(context, LOGIN_READY);
  const page = await context.newPage();
  const stop = recorder(page);
  await page.goto('/login');
  await page.locator(LOGIN_READY).waitFor();
  await page.waitForLoadState('networkidle');
  const run = {
    ...(await stop()),
    readyMs: await readyAt(page),
    domContentLoadedMs: await domContentLoaded(page),
  };
  await context.close();
  return run;
}

/** (b) The campaign list of a signed-in user, empty cache: navigation to /campaigns until rows show. */
async function campaignList(browser: Browser, baseUrl: string): Promise<Run> {
  const context = await browser.newContext({ baseURL: baseUrl });
  // Signed in through the API: the session cookie only, nothing in the HTTP cache.
  const login = await context.request.post('/api/auth/login', {
    data: { login: ACCOUNT, password: PASSWORD },
  });
  if (!login.ok()) throw new Error(`login of ${ACCOUNT} failed: ${login.status()} ${await login.text()}`);
  await watchFor(context, LIST_READY);
  const page = await context.newPage();
  const stop = recorder(page);
  await page.goto('/campaigns');
  await page.locator(LIST_READY).first().waitFor();
  await page.waitForLoadState('networkidle');
  const run = {
    ...(await stop()),
    readyMs: await readyAt(page),
    domContentLoadedMs: await domContentLoaded(page),
  };
  await context.close();
  return run;
}

/**
 * The period (d) shows: the year up to today, so that the demo's delivery (seeded around its own
 * "today" and simulated daily since) is in it whatever the date; the default 30 days may be empty.
 */
function dashboardsPath(): string {
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  return `/dashboards?from=${day(364)}&to=${day(0)}`;
}

/**
 * Switches the dashboards page on (settings variable `menu-dashboards`) through the API as the
 * administrator. Returns the value before, so that a portal measured with BENCH_URL is left as found.
 */
async function setDashboards(browser: Browser, baseUrl: string, value: string): Promise<string | null> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const login = await context.request.post('/api/auth/login', {
      data: { login: ADMIN, password: PASSWORD },
    });
    if (!login.ok()) throw new Error(`login of ${ADMIN} failed: ${login.status()} ${await login.text()}`);
    const groups = await context.request.get('/api/settings/variable-groups');
    if (!groups.ok()) throw new Error(`settings variables: ${groups.status()} ${await groups.text()}`);
    const variables = (
      (await groups.json()) as {
        variables: { id: number; identifier: string; value: string | null; version: number }[];
      }[]
    ).flatMap((group) => group.variables);
    const variable = variables.find((entry) => entry.identifier === 'menu-dashboards');
    if (!variable) throw new Error('no settings variable menu-dashboards');
    if (variable.value !== value) {
      const put = await context.request.put(`/api/settings/variables/${variable.id}`, {
        data: { id: variable.id, value, version: variable.version },
      });
      if (!put.ok()) throw new Error(`menu-dashboards = ${value}: ${put.status()} ${await put.text()}`);
    }
    return variable.value;
  } finally {
    await context.close();
  }
}

/**
 * (d) The dashboards page of a signed-in user, empty cache: navigation to /dashboards until the first
 * chart is drawn. Its chart library comes with the page's own lazy chunk, so this is the campaign
 * list's shell and antd plus the page and the charts, without the remote.
 */
async function dashboards(browser: Browser, baseUrl: string): Promise<Run> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const login = await context.request.post('/api/auth/login', {
    data: { login: ACCOUNT, password: PASSWORD },
  });
  if (!login.ok()) throw new Error(`login of ${ACCOUNT} failed: ${login.status()} ${await login.text()}`);
  await watchFor(context, DASHBOARDS_READY);
  const page = await context.newPage();
  const stop = recorder(page);
  await page.goto(dashboardsPath());
  await page.locator(DASHBOARDS_READY).first().waitFor();
  await page.waitForLoadState('networkidle');
  const run = {
    ...(await stop()),
    readyMs: await readyAt(page),
    domContentLoadedMs: await domContentLoaded(page),
  };
  await context.close();
  return run;
}

/** (c) Signing in on the login page (cache warm from it): click until the list rows show. */
async function loginToList(browser: Browser, baseUrl: string): Promise<Run> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator(LOGIN_READY).waitFor();
  await page.waitForLoadState('networkidle');
  await page.fill('input[name="login"]', ACCOUNT);
  await page.fill('input[name="password"]', PASSWORD);
  const stop = recorder(page);
  const clickedAt = await page.evaluate(() => performance.now());
  await page.click('button[type="submit"]');
  await page.locator(LIST_READY).first().waitFor();
  const rowsAt = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const run = { ...(await stop()), readyMs: rowsAt - clickedAt, domContentLoadedMs: null };
  await context.close();
  return run;
}

// ---- modules loaded twice --------------------------------------------------------------------

/** Which bundle a URL belongs to: shell or a remote (by its served path). */
function bundleOf(url: string): string {
  const { pathname } = new URL(url);
  const match = pathname.match(/^\/(shell)\/[^/]+\/|^\/remotes\/([^/]+)\/[^/]+\//);
  return match ? (match[1] ?? match[2]!) : pathname;
}

/**
 * A module's identity across bundles, from a source map entry: npm packages by name@version and
 * path inside the package (pnpm's .pnpm/<name>@<version>/node_modules/<name>/…), workspace files by
 * their path in the repository. Webpack's and the federation plugin's generated modules are skipped.
 */
function moduleKey(source: string, bundle: string): { key: string; pkg: string; version: string } | null {
  let file = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (/^(webpack\/|external |ignored|\(webpack\)|data:)/.test(file) || file.includes('webpack/runtime'))
    return null;
  file = file.replace(/\?.*$/, '').replace(/ \+ \d+ modules$/, '');
  const pnpm = file.match(/node_modules\/\.pnpm\/([^/]+)\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (pnpm) {
    const [, folder, pkg, inner] = pnpm as unknown as [string, string, string, string];
    const version = folder.slice(pkg.replace('/', '+').length + 1).split('_')[0] ?? '?';
    return { key: `${pkg}@${version}/${inner}`, pkg, version };
  }
  const plain = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (plain) {
    const [, pkg, inner] = plain as unknown as [string, string, string];
    return { key: `${pkg}/${inner}`, pkg, version: '?' };
  }
  // A workspace file: ./src/x (the bundle's own) or ../shared-ui/src/x (a workspace package).
  const resolved = path.posix.normalize(path.posix.join(bundle, file));
  const pkg = resolved.split('/')[0] ?? resolved;
  return { key: resolved, pkg: `workspace:${pkg}`, version: 'workspace' };
}

/** Decodes a source map's VLQ mappings into the generated characters each source accounts for. */
function bytesPerSource(mappings: string, sourceCount: number, lineLengths: number[]): number[] {
  const CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const totals = new Array<number>(sourceCount).fill(0);
  let source = 0;
  mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    const segments: { column: number; source: number | null }[] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = CHARS.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length >= 4) source += values[1]!;
      segments.push({ column, source: values.length >= 4 ? source : null });
    }
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.column ?? lineLengths[lineIndex] ?? segment.column;
      if (segment.source !== null && segment.source < sourceCount)
        totals[segment.source]! += Math.max(0, end - segment.column);
    });
  });
  return totals;
}

interface ModuleCopy {
  file: string;
  bundle: string;
  bytes: number;
}

interface Duplicates {
  urls: { url: string; count: number }[];
  /** The same module file in two bundles (shell and a remote): two instances at run time. */
  acrossBundles: { key: string; pkg: string; copies: ModuleCopy[] }[];
  /** The same module in two chunks of one bundle: downloaded twice, run once (one webpack runtime). */
  withinBundle: { key: string; pkg: string; copies: ModuleCopy[] }[];
  versions: { pkg: string; versions: string[] }[];
  withoutSourceMap: string[];
  /** Raw (minified) bytes per package over every inspected file, largest first. */
  packages: { pkg: string; bytes: number }[];
}

async function findDuplicates(js: JsFile[]): Promise<Duplicates> {
  const urlCounts = new Map<string, number>();
  for (const file of js) urlCounts.set(file.url, (urlCounts.get(file.url) ?? 0) + 1);
  const urls = [...urlCounts].filter(([, count]) => count > 1).map(([url, count]) => ({ url, count }));

  const seen = new Map<string, { pkg: string; copies: ModuleCopy[] }>();
  const packageBytes = new Map<string, number>();
  const versions = new Map<string, Set<string>>();
  const withoutSourceMap: string[] = [];
  for (const file of new Map(js.map((entry) => [entry.url, entry])).values()) {
    const code = file.body.toString('utf8');
    const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
    const response = mapName ? await fetch(new URL(mapName, file.url)) : null;
    if (!response?.ok) {
      withoutSourceMap.push(new URL(file.url).pathname);
      continue;
    }
    const map = (await response.json()) as { sources?: string[]; mappings?: string };
    const sources = map.sources ?? [];
    const bytes = bytesPerSource(
      map.mappings ?? '',
      sources.length,
      code.split('\n').map((line) => line.length),
    );
    const bundle = bundleOf(file.url);
    sources.forEach((source, index) => {
      const module = moduleKey(source, bundle);
      if (!module) return;
      packageBytes.set(module.pkg, (packageBytes.get(module.pkg) ?? 0) + (bytes[index] ?? 0));
      const entry = seen.get(module.key) ?? { pkg: module.pkg, copies: [] };
      entry.copies.push({ file: new URL(file.url).pathname, bundle, bytes: bytes[index] ?? 0 });
      seen.set(module.key, entry);
      if (!module.pkg.startsWith('workspace:')) {
        versions.set(module.pkg, (versions.get(module.pkg) ?? new Set()).add(module.version));
      }
    });
  }
  const repeated = [...seen]
    .filter(([, entry]) => entry.copies.length > 1)
    .sort(([a], [b]) => a.localeCompare(b));
  const acrossBundles = repeated
    .filter(([, entry]) => new Set(entry.copies.map((copy) => copy.bundle)).size > 1)
    .map(([key, entry]) => ({ key, ...entry }));
  const withinBundle = repeated
    .filter(([, entry]) => new Set(entry.copies.map((copy) => copy.bundle)).size === 1)
    .map(([key, entry]) => ({ key, ...entry }));
  const multiVersion = [...versions]
    .filter(([, set]) => set.size > 1 && !set.has('?'))
    .map(([pkg, set]) => ({ pkg, versions: [...set] }));
  const packages = [...packageBytes]
    .map(([pkg, bytes]) => ({ pkg, bytes }))
    .sort((a, b) => b.bytes - a.bytes);
  return { urls, acrossBundles, withinBundle, versions: multiVersion, withoutSourceMap, packages };
}

/**
 * The federation glue every webpack container carries in its entry (the shell's main.js, each
 * remote's remoteEntry.js): the bundler runtime that wires that bundle's own __webpack_require__ to the
 * shared runtime core. It keeps per-container state, so one copy for the page would point the shell's
 * loadRemote at a remote's instance (docs/performance.md); the runtime core itself comes once, from
 * the shell (externalRuntime). Like webpack's own runtime, it is one per bundle by design.
 */
const CONTAINER_RUNTIME_PACKAGES = new Set([
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/sdk',
  '@module-federation/error-codes',
]);
const isContainerEntry = (file: string) => /\/(main|remoteEntry)\.js$/.test(file);
const isContainerRuntime = (module: { pkg: string; copies: ModuleCopy[] }) =>
  CONTAINER_RUNTIME_PACKAGES.has(module.pkg) && module.copies.every((copy) => isContainerEntry(copy.file));
const containerRuntime = <T extends { pkg: string; copies: ModuleCopy[] }>(modules: T[]) =>
  modules.filter(isContainerRuntime);
const withoutContainerRuntime = <T extends { pkg: string; copies: ModuleCopy[] }>(modules: T[]) =>
  modules.filter((module) => !isContainerRuntime(module));

/** Bytes of the copies beyond the first (the cost of the duplication), grouped by package. */
function groupByPackage(modules: { key: string; pkg: string; copies: ModuleCopy[] }[]) {
  const groups = new Map<string, { modules: number; extraBytes: number; files: Set<string> }>();
  for (const module of modules) {
    const group = groups.get(module.pkg) ?? { modules: 0, extraBytes: 0, files: new Set<string>() };
    const sizes = module.copies.map((copy) => copy.bytes).sort((a, b) => b - a);
    group.modules += 1;
    group.extraBytes += sizes.slice(1).reduce((total, size) => total + size, 0);
    module.copies.forEach((copy) => group.files.add(copy.file));
    groups.set(module.pkg, group);
  }
  return [...groups].sort(([, a], [, b]) => b.extraBytes - a.extraBytes);
}

// ---- report ----------------------------------------------------------------------------------

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const sum = (files: JsFile[], field: 'raw' | 'transferred' | 'gzip') =>
  files.reduce((total, file) => total + file[field], 0);
const median = (values: number[]) => {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [
    line(rows[0]!),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}

function byBundle(js: JsFile[]): string {
  const groups = new Map<string, JsFile[]>();
  for (const file of js) groups.set(bundleOf(file.url), [...(groups.get(bundleOf(file.url)) ?? []), file]);
  return [...groups]
    .map(([bundle, files]) => `${bundle} ${files.length} files ${kb(sum(files, 'gzip'))} gzip`)
    .join(', ');
}

async function main(): Promise<void> {
  let portal: PortalInstance | undefined;
  let baseUrl = process.env.BENCH_URL?.replace(/\/+$/, '');
  if (!baseUrl) {
    console.log('starting the portal (node api/scripts/start.mjs, fresh DATA_DIR)…');
    portal = await startPortal({
      label: 'portal-bench',
      port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined,
    });
    baseUrl = portal.url;
  }
  const browser = await chromium.launch({ ...CHROMIUM, headless: true });
  try {
    console.log(
      `measuring ${baseUrl} in ${browser.version()} (headless), ${RUNS} runs per page, empty cache each`,
    );
    // One warm-up (the server's first answers, the database pages), not counted.
    await campaignList(browser, baseUrl);
    // (d) needs the dashboards page, off by default; switched back afterwards if it was off.
    const dashboardsBefore = await setDashboards(browser, baseUrl, 'true');

    const scenarios = [
      { name: '(a) login page', run: loginPage, budget: BUDGETS.loginGzipJs, ready: 'login form shown' },
      {
        name: '(b) campaign list (signed in)',
        run: campaignList,
        budget: BUDGETS.listGzipJs,
        ready: 'list rows shown',
      },
      { name: '(c) login → list (after (a))', run: loginToList, budget: null, ready: 'click → rows shown' },
      // No budget: a page few open, loaded on its own (docs/dashboards.md has the chart library's cost).
      { name: '(d) dashboards (signed in)', run: dashboards, budget: null, ready: 'first chart drawn' },
    ] as const;
    const results: ((typeof scenarios)[number] & { runs: Run[]; first: Run })[] = [];
    try {
      for (const scenario of scenarios) {
        const runs: Run[] = [];
        for (let index = 0; index < RUNS; index += 1) runs.push(await scenario.run(browser, baseUrl));
        results.push({ ...scenario, runs, first: runs[0]! });
      }
    } finally {
      if (dashboardsBefore !== 'true') await setDashboards(browser, baseUrl, dashboardsBefore ?? 'false');
    }

    const rows = [
      [
        'page',
        'requests',
        'JS files',
        'JS raw',
        'JS transferred',
        'JS gzip-9',
        'budget (gzip)',
        'ready (median)',
        'ready (runs)',
      ],
    ];
    for (const result of results) {
      const { js, requests } = result.first;
      const gzip = sum(js, 'gzip');
      const encodings = [...new Set(js.map((file) => file.encoding))].join('/');
      rows.push([
        result.name,
        String(requests),
        String(js.length),
        kb(sum(js, 'raw')),
        `${kb(sum(js, 'transferred'))} (${encodings})`,
        kb(gzip),
        result.budget === null ? '–' : `${kb(result.budget)} ${gzip <= result.budget ? 'OK' : 'OVER'}`,
        `${median(result.runs.map((run) => run.readyMs)).toFixed(0)} ms`,
        result.runs.map((run) => run.readyMs.toFixed(0)).join(' / '),
      ]);
    }
    console.log(`\n${table(rows)}\n`);
    for (const result of results) {
      console.log(`${result.name}: ${result.ready}; JS by bundle: ${byBundle(result.first.js)}`);
      const largest = [...result.first.js].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
      console.log(
        `  largest: ${largest.map((file) => `${new URL(file.url).pathname} ${kb(file.gzip)}`).join(', ')}`,
      );
    }

    // Everything the signed-in list needed, and the login page before it, in one browser page.
    const listDuplicates = await findDuplicates(results[1]!.first.js);
    const sessionDuplicates = await findDuplicates([...results[0]!.first.js, ...results[2]!.first.js]);
    const report = (name: string, duplicates: Duplicates) => {
      console.log(`\nmodules loaded twice — ${name}:`);
      console.log(
        `  same URL requested twice: ${duplicates.urls.length ? duplicates.urls.map((entry) => `${entry.url} ×${entry.count}`).join(', ') : 'none'}`,
      );
      const show = (title: string, modules: Duplicates['acrossBundles']) => {
        const groups = groupByPackage(modules);
        const extra = groups.reduce((total, [, group]) => total + group.extraBytes, 0);
        console.log(
          `  ${title}: ${modules.length ? `${modules.length} modules, ${kb(extra)} raw downloaded again` : 'none'}`,
        );
        for (const [pkg, group] of groups) {
          console.log(
            `    ${pkg}: ${group.modules} modules, ${kb(group.extraBytes)} raw — in ${[...group.files].join(', ')}`,
          );
        }
      };
      show('same module in two bundles (two instances)', withoutContainerRuntime(duplicates.acrossBundles));
      show(
        "federation glue of each container (its own per bundle, like webpack's runtime; not a budget breach)",
        containerRuntime(duplicates.acrossBundles),
      );
      show('same module in two chunks of one bundle (downloaded twice, run once)', duplicates.withinBundle);
      console.log(
        `  packages in two versions: ${duplicates.versions.length ? duplicates.versions.map((entry) => `${entry.pkg} ${entry.versions.join(' + ')}`).join(', ') : 'none'}`,
      );
      console.log(
        `  files without a source map (not inspected): ${duplicates.withoutSourceMap.join(', ') || 'none'}`,
      );
    };
    console.log(
      `\n(b) campaign list, raw JS by package (source maps): ${listDuplicates.packages
        .slice(0, 10)
        .map((entry) => `${entry.pkg} ${kb(entry.bytes)}`)
        .join(', ')}`,
    );
    report('(b) campaign list', listDuplicates);
    report('(a) login page then (c) login → list, one page', sessionDuplicates);
    // The page imports antd's range picker and statistic itself (shell/src/pages/dashboards/antd-extras.ts):
    // this shows they are the shell's one antd, not a copy in a chunk of their own.
    const dashboardsDuplicates = await findDuplicates(results[3]!.first.js);
    const dashboardsChunks = results[3]!.first.js.filter(
      (file) => !results[1]!.first.js.some((other) => other.url === file.url),
    );
    console.log(
      `\n(d) dashboards: ${kb(sum(results[3]!.first.js, 'gzip'))} gzip JS in all; beyond the files of (b): ${dashboardsChunks.length} files, ${kb(sum(dashboardsChunks, 'gzip'))} gzip`,
    );
    report('(d) dashboards', dashboardsDuplicates);

    const noDuplicates = [listDuplicates, sessionDuplicates, dashboardsDuplicates].every(
      (duplicates) =>
        duplicates.urls.length === 0 &&
        withoutContainerRuntime(duplicates.acrossBundles).length === 0 &&
        duplicates.withinBundle.length === 0,
    );
    const budgetsMet =
      sum(results[0]!.first.js, 'gzip') <= BUDGETS.loginGzipJs &&
      sum(results[1]!.first.js, 'gzip') <= BUDGETS.listGzipJs;
    console.log(
      `\nbudgets: login ≤ ${kb(BUDGETS.loginGzipJs)} gzip JS, campaign list ≤ ${kb(BUDGETS.listGzipJs)} gzip JS: ${budgetsMet ? 'met' : 'EXCEEDED'}; no module loaded twice: ${noDuplicates ? 'met' : 'NOT MET'}`,
    );

    const out = path.join(REPO_ROOT, 'e2e', '.bench', 'web-results.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      JSON.stringify(
        {
          url: baseUrl,
          browser: browser.version(),
          date: new Date().toISOString(),
          budgets: BUDGETS,
          pages: results.map((result) => ({
            name: result.name,
            requests: result.first.requests,
            readyMs: result.runs.map((run) => run.readyMs),
            domContentLoadedMs: result.runs.map((run) => run.domContentLoadedMs),
            js: result.first.js.map(({ body: _body, ...file }) => file),
          })),
          duplicates: {
            list: listDuplicates,
            loginThenList: sessionDuplicates,
            dashboards: dashboardsDuplicates,
          },
        },
        null,
        2,
      ),
    );
    console.log(`results: ${path.relative(process.cwd(), out)}`);
    if (process.env.BENCH_STRICT === '1' && !(budgetsMet && noDuplicates)) process.exitCode = 1;
  } finally {
    await browser.close();
    await portal?.stop({ removeData: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
