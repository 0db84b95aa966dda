/**
 * `pnpm bench:api`: starts the built server on the embedded database (and on PostgreSQL when
 * DATABASE_URL is set), signs in once and drives GET /api/auth/authorization with autocannon.
 * Then, with haproxy installed, the same through the gateway in front of 1 and of 3 instances on
 * that database (issue 36). Prints requests per second and p50/p99 latency. Nothing here asserts: figures go into docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { builtCluster } from './built-cluster';
import { LOG_LEVEL, withServer } from './harness';
import { login } from './server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);

async function measure(label: string, url: string): Promise<void> {
  const token = await login(url, 'retailer@portal.test');

  // A short warm-up so the JIT and the connection pool are in their steady state.
  await autocannon({
    url: `${url}/api/auth/authorization`,
    connections: CONNECTIONS,
    duration: 3,
    headers: { authorization: `Bearer ${token}` },
  });
  const result = await autocannon({
    url: `${url}/api/auth/authorization`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { authorization: `Bearer ${token}` },
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${label.padEnd(10)} GET /api/auth/authorization  ${CONNECTIONS} connections, ${DURATION_S} s, log level ${LOG_LEVEL}: ` +
      `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.requests.total} requests, ${failures} failures`,
  );
}

const run = (label: string, env: Record<string, string>) => withServer(env, (url) => measure(label, url));

/** N instances of the built server on the database behind HAProxy (docs/operations.md): the gateway's cost. */
async function runGateway(instances: number, databaseUrl: string): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-gateway-'));
  const cluster = await builtCluster({ instances, databaseUrl, dataDir, env: { LOG_LEVEL } });
  try {
    await cluster.start();
    await measure(`gateway×${instances}`, cluster.url);
  } finally {
    await cluster.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(`node ${process.version}, ${os.cpus().length} cores`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  try {
    await run('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }

  const server = process.env.DATABASE_URL;
  if (!server) {
    console.log(
      'PostgreSQL skipped: set DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/postgres)',
    );
    return;
  }
  // A database of its own, created and dropped here, so the bench never touches real data.
  const name = `portal_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  try {
    const url = new URL(server);
    url.pathname = `/${name}`;
    await run('PostgreSQL', {
      DATABASE_URL: url.toString(),
      SEED_DEMO_DATA: 'always',
      DATA_DIR: os.tmpdir(),
    });
    if (spawnSync('haproxy', ['-v']).status === 0) {
      for (const instances of [1, 3]) await runGateway(instances, url.toString());
    } else {
      console.log('gateway skipped: haproxy is not installed (apt-get install haproxy)');
    }
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
