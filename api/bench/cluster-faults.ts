/**
 * `pnpm bench:faults` (issue 36): three built API instances on one PostgreSQL database (a database
 * of its own, created and dropped here, on the server of DATABASE_URL) behind HAProxy, loopback only.
 * 8 clients create campaigns and read them back through the gateway while
 *  1. the instances are restarted one by one with SIGTERM (a rolling release), then
 *  2. one instance is killed with kill -9 and started again.
 * Prints what each phase did to the clients: requests, failures (and when the last came after the
 * kill), acknowledged writes and how many of them cannot be read back. Bounded: about two minutes.
 * Nothing here asserts (test/cluster.test.ts does, for the rolling restart): the counts go into
 * docs/operations.md.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { writeLoad } from '../src/cluster/write-load';
import { builtCluster } from './built-cluster';
import { login } from './server';

const CLIENTS = 8;
const CHECK_INTERVAL_MS = 1000;

async function main(): Promise<void> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    console.log(
      'bench:faults needs DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
    process.exit(2);
  }
  const name = `portal_faults_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-faults-'));
  const url = new URL(server);
  url.pathname = `/${name}`;
  const cluster = await builtCluster({
    instances: 3,
    databaseUrl: url.toString(),
    dataDir,
    env: { NODE_ENV: 'production', SEED_DEMO_DATA: 'always', LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_SECONDS: '3' },
    checkIntervalMs: CHECK_INTERVAL_MS,
  });
  try {
    await cluster.start();
    const token = await login(cluster.url, 'vendor@portal.test');
    console.log(
      `3 instances behind HAProxy (health check every ${CHECK_INTERVAL_MS} ms, down after 2), ${CLIENTS} clients`,
    );

    const rolling = writeLoad(cluster.url, token, CLIENTS);
    await sleep(2_000);
    const started = Date.now();
    const codes = await cluster.rollingRestart();
    const took = Date.now() - started;
    await sleep(2_000);
    const afterRolling = await rolling.stop();
    const lostRolling = await rolling.lost();
    console.log(
      `rolling restart (SIGTERM, one by one, ${(took / 1000).toFixed(1)} s, exit codes ${codes.join(', ')}): ` +
        `${afterRolling.counts.requests} requests, ${afterRolling.counts.failed} failed, ` +
        `${afterRolling.counts.acknowledged} writes acknowledged, ${lostRolling.length} lost`,
    );

    const killed = writeLoad(cluster.url, token, CLIENTS);
    await sleep(2_000);
    const failedBefore = killed.counts.failed;
    const killedAt = Date.now();
    await cluster.killInstance(1);
    // Failures are counted as they happen: the last one tells when the gateway stopped sending there.
    let lastFailureAfter = 0;
    let seen = failedBefore;
    for (let waited = 0; waited < 8_000; waited += 50) {
      if (killed.counts.failed > seen) {
        seen = killed.counts.failed;
        lastFailureAfter = Date.now() - killedAt;
      }
      await sleep(50);
    }
    await cluster.startInstance(1);
    await sleep(CHECK_INTERVAL_MS * 3);
    const afterKill = await killed.stop();
    const lostKill = await killed.lost();
    console.log(
      `kill -9 of one instance (and its start again): ${afterKill.counts.requests} requests, ` +
        `${afterKill.counts.failed} failed${afterKill.counts.failed ? `, the last ${lastFailureAfter} ms after the kill` : ''}, ` +
        `${afterKill.counts.acknowledged} writes acknowledged, ${lostKill.length} lost`,
    );
    for (const failure of [...afterRolling.failures, ...afterKill.failures].slice(0, 10))
      console.log(`  failure: ${failure}`);
  } finally {
    await cluster.stop().catch(() => cluster.kill());
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
