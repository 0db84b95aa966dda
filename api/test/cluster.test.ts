import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import sharp from 'sharp';
import { Cluster } from '../src/cluster/cluster';
import { DEMO_PASSWORD } from '../src/demo/seed/demo-users';
import { databaseUrl, dropDatabase, serverUrl, uniqueName, withAdminClient } from './database';
import { freePorts } from '../src/cluster/local-net';
import { writeLoad, type WriteLoad } from '../src/cluster/write-load';

/**
 * Three API instances (the real server under tsx) on one PostgreSQL database behind HAProxy
 * (issue 36, docs/operations.md "Several instances"). Needs the PostgreSQL server of
 * TEST_DATABASE_URL (PGlite is one process's database) and haproxy (Debian package; CI installs it).
 */
const haproxy = spawnSync('haproxy', ['-v']).status === 0;
const runs = Boolean(serverUrl()) && (haproxy || Boolean(process.env.CI));
if (!runs) {
  console.log(
    `cluster test skipped: ${serverUrl() ? 'haproxy is not installed (apt-get install haproxy)' : 'needs TEST_DATABASE_URL (PostgreSQL)'}`,
  );
}
const describeCluster = runs ? describe : describe.skip;

const API_DIR = path.resolve(__dirname, '..');
const LOGIN_LIMIT = 4;
const CLOCK_SECONDS = 2;

let cluster: Cluster;
let database: string;
let dataDir: string;
let log = '';

async function login(base: string, email: string, password = DEMO_PASSWORD): Promise<Response> {
  return fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-mode': 'bearer' },
    body: JSON.stringify({ login: email, password }),
  });
}

async function tokenOf(base: string, email: string): Promise<string> {
  const response = await login(base, email);
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function sql<T>(query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl()!, database) });
  await client.connect();
  try {
    return (await client.query(query)).rows as T[];
  } finally {
    await client.end();
  }
}

describeCluster('three API instances behind the gateway', () => {
  beforeAll(async () => {
    database = uniqueName('portal_cluster');
    await withAdminClient((client) => client.query(`create database "${database}"`));
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-cluster-'));
    const [gatewayPort, firstInstancePort] = await freePorts(4);
    cluster = new Cluster({
      instances: 3,
      gatewayPort: gatewayPort!,
      firstInstancePort: firstInstancePort!,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl(serverUrl()!, database),
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'always',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_SECONDS: '3',
        CLOCK_INTERVAL_SECONDS: String(CLOCK_SECONDS),
        LOGIN_RATE_LIMIT_MAX: String(LOGIN_LIMIT),
      },
      command: {
        command: path.join(API_DIR, 'node_modules', '.bin', 'tsx'),
        args: ['src/server.ts'],
        cwd: API_DIR,
      },
      gatewayDir: path.join(dataDir, 'gateway'),
      log: (source, line) => (log += `[${source}] ${line}\n`),
    });
    try {
      await cluster.start();
    } catch (error) {
      throw new Error(`${String(error)}\n${log}`);
    }
  }, 400_000);

  afterAll(async () => {
    cluster?.kill();
    if (database) await dropDatabase(database);
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('serves a file uploaded through one instance from the others', async () => {
    const admin = await tokenOf(cluster.instanceUrl(0), 'admin@portal.test');
    const png = await sharp({
      create: { width: 1200, height: 400, channels: 3, background: { r: 200, g: 30, b: 60 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cluster.png');
    const uploaded = await fetch(`${cluster.instanceUrl(0)}/api/images/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { id } = (await uploaded.json()) as { id: number };
    // The image and its thumbnail, as each instance serves them: the same bytes from all three.
    for (const query of ['', '?thumb=1']) {
      const bytes = await Promise.all(
        [0, 1, 2].map(async (index) => {
          const served = await fetch(`${cluster.instanceUrl(index)}/api/images/${id}${query}`, {
            headers: { authorization: `Bearer ${admin}` },
          });
          expect(served.status).toBe(200);
          return Buffer.from(await served.arrayBuffer());
        }),
      );
      expect(bytes[0]!.length).toBeGreaterThan(0);
      expect(bytes[1]!.equals(bytes[0]!) && bytes[2]!.equals(bytes[0]!)).toBe(true);
    }
  });

  it('knows a session made on one instance on all of them', async () => {
    const token = await tokenOf(cluster.instanceUrl(1), 'vendor@portal.test');
    for (const index of [0, 1, 2]) {
      const response = await fetch(`${cluster.instanceUrl(index)}/api/auth/authorization`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      const { user } = (await response.json()) as { user: { userName: string } };
      expect(user.userName).toBe('vendor@portal.test');
    }
  });

  it('counts failed sign-ins across the instances', async () => {
    // Each attempt at the next instance: the limit holds for the sum, not per instance.
    const answers: number[] = [];
    for (let attempt = 0; attempt < LOGIN_LIMIT + 2; attempt += 1) {
      const response = await login(cluster.instanceUrl(attempt % 3), 'agency@portal.test', 'wrong password');
      answers.push(response.status);
    }
    expect(answers).toEqual([...Array<number>(LOGIN_LIMIT).fill(401), 429, 429]);
  });

  it('runs the clock job once per interval, not once per instance', async () => {
    const count = async () =>
      Number(
        (await sql<{ run_count: string }>(`select run_count from job_runs where name = 'clock'`))[0]
          ?.run_count ?? 0,
      );
    const before = await count();
    const seconds = 10;
    await sleep(seconds * 1000);
    const runs = (await count()) - before;
    // Three timers every 2 s would make about 15 runs; claimed per interval (1.8 s), at most 6.
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(Math.ceil(seconds / (CLOCK_SECONDS * 0.9)) + 1);
  });

  it('sends a mail once, whichever instance is asked', async () => {
    const outbox = path.join(dataDir, 'outbox');
    const before = new Set(await fs.readdir(outbox).catch(() => [] as string[]));
    const response = await fetch(`${cluster.url}/api/account/password-recovery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'retailer@portal.test' }),
    });
    expect(response.status).toBe(200);
    await sleep(500);
    const sent = (await fs.readdir(outbox)).filter((file) => !before.has(file));
    expect(sent).toHaveLength(1);
  });

  it('answers through the gateway with the security headers of an instance', async () => {
    const headers = (response: Response) => {
      const names: string[] = [];
      response.headers.forEach((_value, name) => names.push(name));
      return names
        .filter((name) => !['date', 'x-request-id', 'keep-alive', 'connection'].includes(name))
        .sort();
    };
    const direct = await fetch(`${cluster.instanceUrl(0)}/campaigns`);
    const through = await fetch(`${cluster.url}/campaigns`);
    expect(headers(through)).toEqual(headers(direct));
    expect(through.headers.get('content-security-policy')).toBe(
      direct.headers.get('content-security-policy'),
    );
  });

  it('restarts the instances one by one under load without failing a request or losing a write', async () => {
    const load: WriteLoad = writeLoad(cluster.url, await tokenOf(cluster.url, 'vendor@portal.test'), 8);
    await sleep(1_000);
    const codes = await cluster.rollingRestart();
    await sleep(1_000);
    const result = await load.stop();
    console.log(
      `rolling restart under load: ${JSON.stringify(result.counts)}${result.failures.length ? `; first failures: ${result.failures.slice(0, 5).join(' | ')}` : ''}`,
    );
    expect(codes).toEqual([0, 0, 0]);
    expect(result.counts.failed).toBe(0);
    expect(result.counts.acknowledged).toBeGreaterThan(0);
    expect(await load.lost()).toEqual([]);
  }, 300_000);
});
