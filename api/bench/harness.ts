/**
 * What the data-set benchmarks (`bench:ordering`, `bench:campaigns`) share: a database of their own
 * (PostgreSQL when DATABASE_URL is set, in a database created and dropped here; else PGlite in a
 * temporary directory), migrated and seeded with the demo data, the benchmark's data set added, the
 * built server started on it and each scenario driven with autocannon, printing p50/p99 per call and
 * a markdown table. Nothing here asserts: the figures go into docs/performance.md.
 *
 * Environment: BENCH_CONNECTIONS (20), BENCH_DURATION (10 s), BENCH_LOG_LEVEL (info),
 * BENCH_ONLY=<text> measures only the calls whose label contains the text, BENCH_KEEP_DATABASE=1
 * keeps the PostgreSQL database for EXPLAIN (and writes what the scenarios need of its data set to
 * <tmpdir>/<database>.json), BENCH_DATABASE=<kept database> measures on it again without making a new
 * one (minutes of generating saved while trying a change; its migrations are brought up to date),
 * BENCH_SQL=<file> runs the file's SQL after the data set is made (to try an index before it becomes a
 * migration).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { earliestStartDate, type DatedProduct } from '@portal/shared-contracts';
import { cpuPerRequest, cpuSnapshot } from './cpu-time';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { migrateAndSeed } from '../src/demo/seed/migrate-and-seed';
import { freePort } from '../src/cluster/local-net';
import { waitForHealth } from './server';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
/** Extra node options for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (NODE_OPTIONS refuses them). */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const apiDir = path.resolve(import.meta.dirname, '..');

const pragueDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' });
/** Today in Prague, 'YYYY-MM-DD'. */
export const pragueToday = () => pragueDate.format(new Date());
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The Monday on or before a date. */
export const mondayOf = (iso: string) => addDays(iso, -((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * The Monday an order placed now may start on, with time to spare: the first Monday after the
 * earliest start the API allows (earliestStartDate: today for a flat rate, else today plus the
 * category's minDaysBeforeStartDate), so a run that passes midnight still asks for a start it allows.
 */
export const firstOrderableMonday = (product: DatedProduct, today = pragueToday()) =>
  mondayOf(addDays(earliestStartDate(product, today), 7));

export async function rowsOf<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Scenario {
  label: string;
  method: 'GET' | 'PUT' | 'POST';
  token: string;
  /** The request of the n-th call, so the calls vary. */
  request: (n: number) => { path: string; body?: unknown };
  /** Budget of the p99 on PostgreSQL, if the issue sets one. */
  p99Target?: number;
}

export interface Figures {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** CPU milliseconds per request of the server and the local PostgreSQL (cpu-time.ts), when known. */
  cpu: ReturnType<typeof cpuPerRequest>;
}

export async function measure(url: string, scenario: Scenario, serverPid?: number): Promise<Figures> {
  // Every answer is checked once before the run, so a broken call is not measured as a fast one.
  const probe = scenario.request(0);
  const check = await fetch(`${url}${probe.path}`, {
    method: scenario.method,
    headers: { authorization: `Bearer ${scenario.token}`, 'content-type': 'application/json' },
    body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
  });
  if (!check.ok) throw new Error(`${scenario.label} answered ${check.status}: ${await check.text()}`);

  const options = (duration: number): autocannon.Options => {
    let n = 0;
    return {
      url,
      connections: CONNECTIONS,
      duration,
      headers: { authorization: `Bearer ${scenario.token}`, 'content-type': 'application/json' },
      requests: [
        {
          method: scenario.method,
          setupRequest: (request) => {
            const next = scenario.request(n);
            n += 1;
            return {
              ...request,
              path: next.path,
              body: next.body === undefined ? undefined : JSON.stringify(next.body),
            };
          },
        },
      ],
    };
  };
  await autocannon(options(3));
  const cpuBefore = serverPid === undefined ? null : await cpuSnapshot(serverPid);
  const result = await autocannon(options(DURATION_S));
  const cpuAfter = serverPid === undefined ? null : await cpuSnapshot(serverPid);
  return {
    label: scenario.label,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    cpu: cpuPerRequest(cpuBefore, cpuAfter, result.requests.total),
  };
}

/**
 * Measures the scenarios (those BENCH_ONLY names) one after the other, printing a line for each and
 * then the markdown table; `label` names the database.
 */
export async function runScenarios(
  label: string,
  url: string,
  scenarios: Scenario[],
  serverPid?: number,
): Promise<Figures[]> {
  const figures: Figures[] = [];
  const only = process.env.BENCH_ONLY;
  const width = Math.max(46, ...scenarios.map((scenario) => scenario.label.length));
  for (const scenario of scenarios.filter((candidate) => !only || candidate.label.includes(only))) {
    const result = await measure(url, scenario, serverPid);
    figures.push(result);
    const target =
      scenario.p99Target === undefined
        ? ''
        : `, target p99 ≤ ${scenario.p99Target} ms${label === 'PostgreSQL' ? (result.failures === 0 && result.p99 <= scenario.p99Target ? ': met' : ': NOT met') : ''}`;
    console.log(
      `${label.padEnd(10)} ${scenario.label.padEnd(width)} ${CONNECTIONS} conn, ${DURATION_S} s: ` +
        `${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.requests} requests, ` +
        `${result.failures} failures${target}${cpuText(result.cpu, label)}`,
    );
  }
  console.log(
    `\n| database | call | req/s | p50 | p99 | CPU ms/request |\n| --- | --- | --- | --- | --- | --- |`,
  );
  for (const row of figures) {
    console.log(
      `| ${label} | ${row.label} | ${row.rps} | ${row.p50} ms | ${row.p99} ms | ${row.cpu ? row.cpu.total.toFixed(2) : '–'} |`,
    );
  }
  return figures;
}

const cpuText = (cpu: Figures['cpu'], label: string) =>
  cpu
    ? `, CPU ${cpu.total.toFixed(2)} ms/request (server ${cpu.server.toFixed(2)}` +
      `${cpu.database === null ? '' : `, ${label} ${cpu.database.toFixed(2)}`})`
    : '';

/** Servers started here and not yet stopped: stopped when this process ends, however it ends. */
const liveServers = new Set<ChildProcess>();
let stopOnExitInstalled = false;

function stopServersOnExit(): void {
  if (stopOnExitInstalled) return;
  stopOnExitInstalled = true;
  // A normal end or process.exit (a failed run): the servers still running get SIGTERM (their own
  // graceful stop). A bench killed outright is covered by server-identity.mjs (the IPC channel closes).
  process.once('exit', () => {
    for (const child of liveServers) child.kill('SIGTERM');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`${signal}: stopping the bench's server${liveServers.size === 1 ? '' : 's'}`);
      process.exit(128 + os.constants.signals[signal]);
    });
  }
}

/**
 * Stops a started server (SIGTERM, SIGKILL after 15 s) and waits until it has exited and its stderr
 * is read to the end (`closed`: its 'close' event).
 */
async function stopServer(child: ChildProcess, closed: Promise<void>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await closed;
    clearTimeout(kill);
  }
  await closed;
  liveServers.delete(child);
}

const identityHook = pathToFileURL(path.join(import.meta.dirname, 'server-identity.mjs')).href;

/**
 * Starts the built server (dist/server.js) with `env` on a port the OS gave as free, waits for its
 * health check to answer with the nonce made for it (server-identity.mjs: no other process on that
 * port is taken for it), runs `fn` with its URL and pid, and stops it. Should another process take the
 * port before the server listens, it starts again on another (three tries).
 */
export async function withServer<T>(
  env: Record<string, string>,
  fn: (url: string, serverPid: number) => Promise<T>,
  // bench:api's server seeds the demo data on its first start: up to a minute and more on a busy machine.
  healthTimeoutMs = 120_000,
): Promise<T> {
  stopServersOnExit();
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const nonce = randomUUID();
    const child = spawn(process.execPath, [...SERVER_NODE_ARGS, '--import', identityHook, 'dist/server.js'], {
      cwd: apiDir,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL,
        NODE_ENV: 'production',
        BENCH_SERVER_NONCE: nonce,
      },
      // stderr passed on (and kept to tell a taken port); the IPC channel tells the server when
      // this process is gone.
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    liveServers.add(child);
    const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      stderr = (stderr + chunk.toString()).slice(-4_096);
    });
    try {
      await waitForHealth(url, child, nonce, healthTimeoutMs);
    } catch (error) {
      await stopServer(child, closed);
      if (attempt < 3 && stderr.includes('EADDRINUSE')) {
        console.log(`port ${port} was taken before the server listened: starting it on another`);
        continue;
      }
      throw error;
    }
    console.log(`server pid ${child.pid} on ${url} (nonce ${nonce})`);
    try {
      return await fn(url, child.pid!);
    } finally {
      await stopServer(child, closed);
    }
  }
}

export interface Benchmark<D> {
  /** Names the temporary directory and database: portal-bench-<name>-…, portal_bench_<name>_<pid>. */
  name: string;
  /** Adds the data set to the migrated and seeded database, and says what the scenarios need of it. */
  generate: (handle: DatabaseHandle) => Promise<D>;
  /** The calls to measure against the server at `url` (database `label`); signs in as it needs. */
  scenarios: (url: string, data: D, label: 'PGlite' | 'PostgreSQL') => Promise<Scenario[]>;
}

async function run<D>(benchmark: Benchmark<D>): Promise<void> {
  console.log(`node ${process.version}, ${os.cpus().length} cores`);
  const migrations = path.join(apiDir, 'drizzle');
  const measureOn = (label: 'PGlite' | 'PostgreSQL', env: Record<string, string>, data: D) =>
    withServer(
      env,
      async (url, serverPid) => {
        await runScenarios(label, url, await benchmark.scenarios(url, data, label), serverPid);
      },
      120_000,
    );
  const prepare = async (handle: DatabaseHandle): Promise<D> => {
    try {
      await migrateAndSeed(handle, migrations, { seed: true });
      const data = await benchmark.generate(handle);
      const extra = process.env.BENCH_SQL;
      if (extra) {
        // One statement at a time: PGlite's query takes one.
        for (const statement of (await fs.readFile(extra, 'utf8')).split(/;\s*(?:\n|$)/)) {
          if (statement.trim()) await handle.db.execute(sql.raw(statement));
        }
        console.log(`applied ${extra} (BENCH_SQL)`);
      }
      return data;
    } finally {
      await handle.close();
    }
  };

  const server = process.env.DATABASE_URL;
  if (!server) {
    console.log(
      'PGlite (set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres, for PostgreSQL)',
    );
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `portal-bench-${benchmark.name}-`));
    try {
      const data = await prepare(await openDatabase({ pgliteDataDir: path.join(dataDir, 'pgdata') }));
      await measureOn('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, data);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    return;
  }

  const kept = process.env.BENCH_DATABASE;
  const name = kept ?? `portal_bench_${benchmark.name}_${process.pid}`;
  const dataFile = path.join(os.tmpdir(), `${name}.json`);
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  if (!kept) await admin.query(`create database "${name}"`);
  try {
    const url = new URL(server);
    url.pathname = `/${name}`;
    let data: D;
    if (kept) {
      const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      try {
        await migrate(handle, migrations);
      } finally {
        await handle.close();
      }
      data = JSON.parse(await fs.readFile(dataFile, 'utf8')) as D;
      console.log(`measuring on the kept database ${name} (BENCH_DATABASE)`);
    } else {
      data = await prepare(await openDatabase({ databaseUrl: url.toString(), poolSize: 2 }));
      if (process.env.BENCH_KEEP_DATABASE) await fs.writeFile(dataFile, JSON.stringify(data));
    }
    await measureOn(
      'PostgreSQL',
      { DATABASE_URL: url.toString(), SEED_DEMO_DATA: 'never', DATA_DIR: os.tmpdir() },
      data,
    );
  } finally {
    if (process.env.BENCH_KEEP_DATABASE || kept) console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

/** Runs the benchmark; a failure is printed and ends the process with 1. */
export function runBenchmark<D>(benchmark: Benchmark<D>): void {
  run(benchmark).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
