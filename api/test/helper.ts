import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { TOKEN_MODE_HEADER } from '@portal/shared-contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/demo/seed/demo-users';
import type { MailMessage, Mailer } from '../src/mail/mailer';
import type { Clock } from '../src/services/context';
import { createFileStorage } from '../src/services/files/file-storage';
import type { Readiness } from '../src/services/lifecycle/readiness';
import {
  databaseUrl,
  dropDatabase,
  DUMP_ENV,
  serverUrl,
  TEMPLATE_ENV,
  uniqueName,
  withAdminClient,
} from './database';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  /** Moves the clock to an instant (e.g. '2026-11-23T08:00:00+01:00'); it keeps running from there. */
  set(instant: string | Date): void {
    this.offsetMs = new Date(instant).getTime() - Date.now();
  }
}

/** Keeps sent mail in memory so a test can read the links in it. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  close(): void {}
  lastLink(): string {
    const link = this.sent.at(-1)?.links?.[0];
    if (!link) throw new Error('no mail with a link was sent');
    return link;
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  clock: TestClock;
  mailer: MemoryMailer;
  close(): Promise<void>;
}

/** A fresh copy of the seeded database for one test file. */
async function freshDatabase(
  poolSize: number,
): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  const server = serverUrl();
  const template = process.env[TEMPLATE_ENV];
  if (server && template) {
    const name = uniqueName('portal_test');
    await withAdminClient((client) => client.query(`create database "${name}" template "${template}"`));
    const handle = await openDatabase({ databaseUrl: databaseUrl(server, name), poolSize });
    return { handle, dispose: () => dropDatabase(name) };
  }
  const dumpFile = process.env[DUMP_ENV];
  if (!dumpFile) throw new Error('the jest global setup did not prepare a database');
  const dump = new Blob([await fs.readFile(dumpFile)]);
  const handle = await openDatabase({ pgliteLoadDataDir: dump });
  return { handle, dispose: async () => undefined };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { accessProbe?: boolean; readiness?: Readiness } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), uniqueName('portal-data')),
    PUBLIC_URL: 'http://portal.test',
    LOG_LEVEL: 'silent',
    ...env,
  });
  // On a server, 5 connections unless the test asks for more (DATABASE_POOL_SIZE).
  const { handle, dispose } = await freshDatabase(Number(env.DATABASE_POOL_SIZE ?? 5));
  const clock = new TestClock();
  const mailer = new MemoryMailer();
  const app = await buildApp({
    // Uploaded files go to the test's own temporary DATA_DIR, removed by close().
    ctx: {
      db: handle.db,
      config,
      mailer,
      files: createFileStorage(config, handle.db),
      clock,
      remoteManifests: {},
    },
    database: handle,
    logger: false,
    accessProbe: options.accessProbe,
    readiness: options.readiness,
  });
  await app.ready();
  return {
    app,
    database: handle,
    config,
    clock,
    mailer,
    async close() {
      await app.close();
      await handle.close();
      await dispose();
      if (!env.DATA_DIR) await fs.rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Raw payload, for malformed-input tests. */
  payload?: string;
}

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const request: InjectOptions = { method, url, headers };
  if (options.payload !== undefined) request.payload = options.payload;
  else if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  return app.inject(request);
}

export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await call(app, 'POST', '/api/auth/login', {
    body: { login: email, password },
    headers: { [TOKEN_MODE_HEADER]: 'bearer' },
  });
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** Asserts the one error shape of design.md §2. */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  code: string,
): Record<string, unknown> {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({
    status,
    body: { code, message: expect.any(String), requestId: expect.any(String) },
  });
  return response.json();
}

/** Features that are off in the seeded settings and whose routes answer 404 until they are on. */
export async function switchOnFeatures(t: TestApp): Promise<void> {
  await t.database.db.execute(
    sql`update settings_variables set value = 'true' where identifier in ('menu-dashboards')`,
  );
}
