/**
 * `pnpm bench:export`: the list exports (GET /api/campaigns/export.csv, /api/campaign-items/export.csv)
 * on the campaigns benchmark's data set (campaigns-data.ts: 100,000 campaigns, 1,000,000 items), in
 * a database of its own on the PostgreSQL server of DATABASE_URL (created and dropped here;
 * BENCH_KEEP_DATABASE=1 keeps it, BENCH_DATABASE=<kept> measures on it again). The API runs in this
 * process; each export is downloaded over HTTP and thrown away, and the process's resident memory is
 * sampled meanwhile: the figure that shows whether an export holds its rows (it should not grow with
 * them). Prints time to the first byte, the whole time, rows, megabytes and the memory before and at
 * most. Nothing asserts.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateAndSeed } from '../src/demo/seed/migrate-and-seed';
import { createFileStorage } from '../src/services/files';
import { systemClock } from '../src/services/context';
import { generateCampaignsData } from './campaigns-data';
import { login } from './server';

const server = process.env.DATABASE_URL;
if (!server) throw new Error('set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres');

const EXPORTS: { label: string; path: string; as: 'retailer' | 'vendor' }[] = [
  { label: 'campaigns, retailer, newest first', path: '/api/campaigns/export.csv', as: 'retailer' },
  {
    label: 'campaigns, retailer, by company',
    path: '/api/campaigns/export.csv?order=company&direction=ASC',
    as: 'retailer',
  },
  { label: 'activities, retailer, newest first', path: '/api/campaign-items/export.csv', as: 'retailer' },
  {
    label: 'activities, retailer, by product name',
    path: '/api/campaign-items/export.csv?order=name&direction=ASC',
    as: 'retailer',
  },
  {
    label: 'activities, retailer, by company',
    path: '/api/campaign-items/export.csv?order=company&direction=DESC',
    as: 'retailer',
  },
  {
    label: 'activities, retailer, search "káva"',
    path: `/api/campaign-items/export.csv?search=${encodeURIComponent('káva')}`,
    as: 'retailer',
  },
  { label: 'activities, vendor, newest first', path: '/api/campaign-items/export.csv', as: 'vendor' },
];

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function download(url: string, token: string) {
  const started = performance.now();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  let firstByte = 0;
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (!firstByte) firstByte = performance.now() - started;
    bytes += read.value.length;
    for (const byte of read.value) if (byte === 0x0a) lines += 1;
  }
  clearInterval(sampler);
  return { firstByte, total: performance.now() - started, bytes, rows: lines - 1, peak };
}

async function main() {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const kept = process.env.BENCH_DATABASE;
  const name = kept ?? `portal_bench_export_${process.pid}`;
  const url = new URL(server!);
  url.pathname = `/${name}`;
  if (!kept) await admin.query(`create database "${name}"`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-export-'));
  try {
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    await migrateAndSeed(database, path.resolve(import.meta.dirname, '..', 'drizzle'), { seed: !kept });
    if (!kept) await generateCampaignsData(database);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: url.toString(),
    });
    const app = await buildApp({
      ctx: {
        db: database.db,
        config,
        mailer: { send: async () => undefined, close: () => undefined },
        files: createFileStorage(config, database.db),
        clock: systemClock,
        remoteManifests: {},
      },
      database,
      logger: false,
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const tokens = {
      retailer: await login(address, 'retailer@portal.test'),
      vendor: await login(address, 'vendor@portal.test'),
    };
    console.log(`node ${process.version}, ${os.cpus().length} cores, database ${name}`);
    console.log('| export | rows | size | first byte | total | memory before | memory at most |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const { label, path: exportPath, as } of EXPORTS) {
      global.gc?.();
      const before = process.memoryUsage().rss;
      const figures = await download(`${address}${exportPath}`, tokens[as]);
      console.log(
        `| ${label} | ${figures.rows.toLocaleString('en')} | ${megabytes(figures.bytes)} | ${(figures.firstByte / 1000).toFixed(2)} s | ${(figures.total / 1000).toFixed(1)} s | ${megabytes(before)} | ${megabytes(figures.peak)} |`,
      );
    }
    await app.close();
    await database.close();
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_DATABASE || kept) console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
