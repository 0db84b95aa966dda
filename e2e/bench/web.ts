// Front-end weight and speed of the composed portal in headless Chromium, and of the monolith
// reference build of the same code (issue 35: shell and remotes as one webpack application, no
// Module Federation; bench/monolith.ts), measured in one run on the same machine.
//
//   pnpm --filter @portal/e2e bench:web                  starts both portals (fresh DATA_DIRs, free ports)
//   BENCH_URL=http://localhost:8080 pnpm … bench:web     measures a running composed portal
//   BENCH_MONOLITH_URL=http://localhost:8081 …           a running monolith portal; BENCH_MONOLITH=0: none
//
// Per screen (web-screens.ts): BENCH_RUNS (default 10) cold loads (new browser context, empty cache)
// each followed by a warm one (a second navigation in the same context): JavaScript bytes (as
// transferred) and the time to first content (the screen's ready selector, from navigation start),
// median and p90; the two portals alternate run by run. The composed portal's JS budgets and its
// modules loaded twice are checked as before. BENCH_STRICT=1 exits with 1 when a budget is exceeded
// or a module loaded twice; BENCH_STRICT_TARGETS=1 also when an issue-35 target is not met (they are
// reported either way). The results are also written to e2e/.bench/web-results.json.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { REPO_ROOT, startPortal, type PortalInstance } from '../support/portal.js';
import { CHROMIUM } from '../support/settings.js';
import { startMonolithPortal, type MonolithPortal } from './monolith.js';
import { bundleOf, findDuplicates, noDuplicates, reportDuplicates } from './web-duplicates.js';
import { coldAndWarm, loginToList, screensOf, setDashboards, type Load, type Screen } from './web-screens.js';
import { KB, kb, median, ms, p90, ratio, ratioText, sum, table, type JsFile } from './web-stats.js';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 10));
const BUDGETS = { loginGzipJs: 250 * KB, listGzipJs: 450 * KB };
/** Issue 35's targets: the campaign list loaded directly, signed in; composed against monolith. */
const TARGETS = { listWarmMs: 600, listColdMs: 800, timeRatio: 1.15, bytesRatio: 1.1 };

type Kind = 'composed' | 'monolith';

interface Measured {
  kind: Kind;
  url: string;
  note: string;
  screens: { screen: Screen; cold: Load[]; warm: Load[] }[];
}

const transferred = (loads: Load[]) => median(loads.map((load) => sum(load.js, 'transferred')));
const ready = (loads: Load[]) => loads.map((load) => load.readyMs);
const timeText = (loads: Load[]) => `${ms(median(ready(loads)))} / ${ms(p90(ready(loads)))}`;

function byBundle(js: JsFile[]): string {
  const groups = new Map<string, JsFile[]>();
  for (const file of js) groups.set(bundleOf(file.url), [...(groups.get(bundleOf(file.url)) ?? []), file]);
  return [...groups]
    .map(([bundle, files]) => `${bundle} ${files.length} files ${kb(sum(files, 'gzip'))} gzip`)
    .join(', ');
}

/** Every screen of every portal, RUNS cold + warm pairs each, the portals taking turns. */
async function measure(browser: Browser, portals: { kind: Kind; url: string }[]): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const portal of portals) {
    // One warm-up (the server's first answers, the database pages), not counted.
    const { screens, note } = await screensOf(browser, portal.url);
    await coldAndWarm(browser, portal.url, screens[1]!);
    measured.push({ ...portal, note, screens: screens.map((screen) => ({ screen, cold: [], warm: [] })) });
  }
  for (let index = 0; index < measured[0]!.screens.length; index += 1) {
    for (let run = 0; run < RUNS; run += 1) {
      const order = run % 2 ? [...measured].reverse() : measured;
      for (const portal of order) {
        const entry = portal.screens[index]!;
        const { cold, warm } = await coldAndWarm(browser, portal.url, entry.screen);
        entry.cold.push(cold);
        entry.warm.push(warm);
      }
    }
    const name = measured[0]!.screens[index]!.screen.name;
    console.log(
      `  ${name}: ${measured.map((portal) => `${portal.kind} ${timeText(portal.screens[index]!.cold)} cold`).join(', ')}`,
    );
  }
  return measured;
}

function printPortal(portal: Measured): void {
  const rows = [
    [
      'screen',
      'requests',
      'JS files',
      'JS raw',
      'JS transferred',
      'JS gzip-9',
      'budget (gzip)',
      'warm JS transferred',
    ],
  ];
  for (const { screen, cold, warm } of portal.screens) {
    const first = cold[0]!;
    const gzip = sum(first.js, 'gzip');
    const encodings = [...new Set(first.js.map((file) => file.encoding))].join('/');
    rows.push([
      screen.name,
      String(first.requests),
      String(first.js.length),
      kb(sum(first.js, 'raw')),
      `${kb(transferred(cold))} (${encodings})`,
      kb(gzip),
      screen.budget === null ? '–' : `${kb(screen.budget)} ${gzip <= screen.budget ? 'OK' : 'OVER'}`,
      kb(transferred(warm)),
    ]);
  }
  console.log(`\n${portal.kind} portal (${portal.url}; ${portal.note}), first cold load:\n${table(rows)}`);
}

function printComparison(composed: Measured, monolith: Measured | undefined): void {
  const header = ['screen', 'JS composed', 'JS monolith', 'bytes ratio'];
  header.push(
    'cold composed med/p90',
    'cold monolith med/p90',
    'warm composed med/p90',
    'warm monolith med/p90',
  );
  header.push('time ratio cold', 'time ratio warm');
  const rows = [header];
  composed.screens.forEach((entry, index) => {
    const other = monolith?.screens[index];
    rows.push([
      entry.screen.name,
      kb(transferred(entry.cold)),
      other ? kb(transferred(other.cold)) : '–',
      other ? ratioText(ratio(transferred(entry.cold), transferred(other.cold))) : '–',
      timeText(entry.cold),
      other ? timeText(other.cold) : '–',
      timeText(entry.warm),
      other ? timeText(other.warm) : '–',
      other ? ratioText(ratio(median(ready(entry.cold)), median(ready(other.cold)))) : '–',
      other ? ratioText(ratio(median(ready(entry.warm)), median(ready(other.warm)))) : '–',
    ]);
  });
  console.log(
    `\ncomposed against monolith, ${RUNS} cold + ${RUNS} warm loads per screen and portal; JS = encoded bytes transferred (median of the cold loads); time to first content from navigation start; ratio = composed / monolith:\n${table(rows)}`,
  );
}

/** Issue 35's targets, each reported met or not met. */
function targets(composed: Measured, monolith: Measured | undefined) {
  const list = composed.screens.find((entry) => entry.screen.key === 'list')!;
  const lines: { text: string; met: boolean }[] = [
    {
      text: `campaign list, signed in, direct load: warm median ${ms(median(ready(list.warm)))} ≤ ${TARGETS.listWarmMs} ms`,
      met: median(ready(list.warm)) <= TARGETS.listWarmMs,
    },
    {
      text: `campaign list, signed in, direct load: cold median ${ms(median(ready(list.cold)))} ≤ ${TARGETS.listColdMs} ms`,
      met: median(ready(list.cold)) <= TARGETS.listColdMs,
    },
  ];
  composed.screens.forEach((entry, index) => {
    const other = monolith?.screens[index];
    if (!other) return;
    const bytes = ratio(transferred(entry.cold), transferred(other.cold));
    const cold = ratio(median(ready(entry.cold)), median(ready(other.cold)));
    const warm = ratio(median(ready(entry.warm)), median(ready(other.warm)));
    lines.push(
      {
        text: `${entry.screen.name}: time ratio cold ${ratioText(cold)} ≤ ${TARGETS.timeRatio}`,
        met: cold <= TARGETS.timeRatio,
      },
      {
        text: `${entry.screen.name}: time ratio warm ${ratioText(warm)} ≤ ${TARGETS.timeRatio}`,
        met: warm <= TARGETS.timeRatio,
      },
      {
        text: `${entry.screen.name}: bytes ratio ${ratioText(bytes)} ≤ ${TARGETS.bytesRatio}`,
        met: bytes <= TARGETS.bytesRatio,
      },
    );
  });
  if (!monolith)
    lines.push({ text: 'composed / monolith ratios: no monolith measured (BENCH_MONOLITH=0)', met: false });
  return lines;
}

async function main(): Promise<void> {
  let portal: PortalInstance | undefined;
  let monolith: MonolithPortal | undefined;
  let baseUrl = process.env.BENCH_URL?.replace(/\/+$/, '');
  const browser: { current?: Browser } = {};
  const dashboardsBefore: { url: string; value: string | null }[] = [];
  try {
    if (!baseUrl) {
      console.log('starting the portal (node api/scripts/start.mjs, fresh DATA_DIR)…');
      portal = await startPortal({
        label: 'portal-bench',
        port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined,
      });
      baseUrl = portal.url;
    }
    if (process.env.BENCH_MONOLITH !== '0') monolith = await startMonolithPortal();
    const chrome = await chromium.launch({ ...CHROMIUM, headless: true });
    browser.current = chrome;
    const portals: { kind: Kind; url: string }[] = [{ kind: 'composed', url: baseUrl }];
    if (monolith) portals.push({ kind: 'monolith', url: monolith.url });
    console.log(
      `measuring ${portals.map((entry) => `${entry.kind} ${entry.url}`).join(' and ')}${monolith?.version ? ` (monolith shell ${monolith.version})` : ''} in ${chrome.version()} (headless), ${RUNS} cold + warm loads per screen`,
    );
    // The dashboards page is off by default: switched on, and back afterwards if it was off.
    for (const { url } of portals)
      dashboardsBefore.push({ url, value: await setDashboards(chrome, url, 'true') });

    const measured = await measure(chrome, portals);
    const composed = measured[0]!;
    const mono = measured[1];
    const session: Load[] = [];
    for (let run = 0; run < RUNS; run += 1) session.push(await loginToList(chrome, baseUrl));

    for (const entry of measured) printPortal(entry);
    console.log(
      `composed: login → list (click on the login page, cache warm from it, until rows show): ${timeText(session)} median/p90, ${kb(sum(session[0]!.js, 'gzip'))} gzip JS more`,
    );
    printComparison(composed, mono);
    console.log('');
    for (const { screen, cold } of composed.screens) {
      console.log(`composed ${screen.name}: ${screen.readyText}; JS by bundle: ${byBundle(cold[0]!.js)}`);
      const largest = [...cold[0]!.js].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
      console.log(
        `  largest: ${largest.map((file) => `${new URL(file.url).pathname} ${kb(file.gzip)}`).join(', ')}`,
      );
    }

    // Everything the signed-in list needed, and the login page before the sign-in, in one page.
    const firstCold = (key: Screen['key']) =>
      composed.screens.find((entry) => entry.screen.key === key)!.cold[0]!;
    const listDuplicates = await findDuplicates(firstCold('list').js);
    const sessionDuplicates = await findDuplicates([...firstCold('login').js, ...session[0]!.js]);
    const dashboardsDuplicates = await findDuplicates(firstCold('dashboards').js);
    console.log(
      `\ncomposed campaign list, raw JS by package (source maps): ${listDuplicates.packages
        .slice(0, 10)
        .map((entry) => `${entry.pkg} ${kb(entry.bytes)}`)
        .join(', ')}`,
    );
    reportDuplicates('campaign list', listDuplicates);
    reportDuplicates('login page then login → list, one page', sessionDuplicates);
    const dashboardsChunks = firstCold('dashboards').js.filter(
      (file) => !firstCold('list').js.some((other) => other.url === file.url),
    );
    console.log(
      `\ndashboards: ${kb(sum(firstCold('dashboards').js, 'gzip'))} gzip JS in all; beyond the campaign list's files: ${dashboardsChunks.length} files, ${kb(sum(dashboardsChunks, 'gzip'))} gzip`,
    );
    reportDuplicates('dashboards', dashboardsDuplicates);

    const duplicatesMet = [listDuplicates, sessionDuplicates, dashboardsDuplicates].every(noDuplicates);
    const budgetsMet =
      sum(firstCold('login').js, 'gzip') <= BUDGETS.loginGzipJs &&
      sum(firstCold('list').js, 'gzip') <= BUDGETS.listGzipJs;
    console.log(
      `\nbudgets: login ≤ ${kb(BUDGETS.loginGzipJs)} gzip JS, campaign list ≤ ${kb(BUDGETS.listGzipJs)} gzip JS: ${budgetsMet ? 'met' : 'EXCEEDED'}; no module loaded twice: ${duplicatesMet ? 'met' : 'NOT MET'}`,
    );
    const targetLines = targets(composed, mono);
    console.log(`issue 35 targets (exit code only with BENCH_STRICT_TARGETS=1):`);
    for (const line of targetLines) console.log(`  ${line.met ? 'met    ' : 'NOT MET'}  ${line.text}`);
    const targetsMet = targetLines.every((line) => line.met);

    const out = path.join(REPO_ROOT, 'e2e', '.bench', 'web-results.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const loads = (list: Load[]) =>
      list.map(({ js, ...load }) => ({
        ...load,
        jsTransferred: sum(js, 'transferred'),
        jsGzip: sum(js, 'gzip'),
      }));
    fs.writeFileSync(
      out,
      JSON.stringify(
        {
          url: baseUrl,
          monolithUrl: monolith?.url ?? null,
          monolithVersion: monolith?.version ?? null,
          browser: chrome.version(),
          date: new Date().toISOString(),
          runs: RUNS,
          budgets: BUDGETS,
          targets: { ...TARGETS, lines: targetLines },
          portals: measured.map((entry) => ({
            kind: entry.kind,
            url: entry.url,
            note: entry.note,
            screens: entry.screens.map(({ screen, cold, warm }) => ({
              key: screen.key,
              name: screen.name,
              path: screen.path,
              ready: screen.ready,
              requests: cold[0]!.requests,
              js: cold[0]!.js.map(({ body: _body, ...file }) => file),
              cold: loads(cold),
              warm: loads(warm),
            })),
          })),
          loginToList: loads(session),
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
    if (process.env.BENCH_STRICT === '1' && !(budgetsMet && duplicatesMet)) process.exitCode = 1;
    if (process.env.BENCH_STRICT_TARGETS === '1' && !targetsMet) process.exitCode = 1;
  } finally {
    if (browser.current) {
      for (const { url, value } of dashboardsBefore) {
        if (value !== 'true') await setDashboards(browser.current, url, value ?? 'false').catch(() => {});
      }
      await browser.current.close();
    }
    await monolith?.stop();
    await portal?.stop({ removeData: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
