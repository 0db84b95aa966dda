import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { TOKEN_MODE_HEADER } from '@portal/shared-contracts';
import { buildApp } from '../src/app';
import { createInitialAdministrator, INITIAL_RETAILER_COMPANY, prepareDatabase } from '../src/bootstrap';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { createFileStorage } from '../src/services/files/file-storage';
import {
  databaseUrl,
  dropDatabase,
  MIGRATIONS_FOLDER,
  serverUrl,
  uniqueName,
  withAdminClient,
} from './database';
import { MemoryMailer, TestClock } from './helper';

const quiet = { info: () => undefined, warn: () => undefined };

/** Keeps the warnings of a start. */
function recordingLog(): { info: () => void; warn: (message: string) => void; warnings: string[] } {
  const warnings: string[] = [];
  return { info: () => undefined, warn: (message: string) => void warnings.push(message), warnings };
}

async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await handle.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function userCount(handle: DatabaseHandle): Promise<number> {
  const [row] = await rows<{ count: number }>(handle, sql`select count(*)::int as count from users`);
  return Number(row!.count);
}

const INITIAL_ADMIN = {
  INITIAL_ADMIN_EMAIL: 'Owner@Shop.example',
  INITIAL_ADMIN_PASSWORD: 'first-start-secret',
};

/** Signs in through the real route of an app on the prepared database; answers the status and user. */
async function signIn(
  handle: DatabaseHandle,
  config: Config,
  login: string,
  password: string,
): Promise<{ status: number; user?: Record<string, unknown> }> {
  const app = await buildApp({
    ctx: {
      db: handle.db,
      config,
      mailer: new MemoryMailer(),
      files: createFileStorage(config, handle.db),
      clock: new TestClock(),
      remoteManifests: {},
    },
    database: handle,
    logger: false,
  });
  try {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { [TOKEN_MODE_HEADER]: 'bearer' },
      payload: { login, password },
    });
    return {
      status: response.statusCode,
      user: response.statusCode === 200 ? response.json<{ user: Record<string, unknown> }>().user : undefined,
    };
  } finally {
    await app.close();
  }
}

async function initialAdministrator(handle: DatabaseHandle) {
  return rows<{
    email: string;
    roles: string[];
    active: boolean;
    company_type: string;
    company_name: string;
  }>(
    handle,
    sql`select u.email, u.roles, u.active, c.type as company_type, c.name as company_name
        from users u join companies c on c.id = u.company_id
        where lower(u.email) = lower(${INITIAL_ADMIN.INITIAL_ADMIN_EMAIL})`,
  );
}

/** An empty database (no demo data) started with INITIAL_ADMIN_*: the administrator, and only them. */
async function expectInitialAdministrator(handle: DatabaseHandle, config: Config): Promise<void> {
  expect(await userCount(handle)).toBe(1);
  expect(await initialAdministrator(handle)).toEqual([
    {
      email: INITIAL_ADMIN.INITIAL_ADMIN_EMAIL,
      roles: ['administrator', 'retailer'],
      active: true,
      company_type: 'retailer',
      company_name: INITIAL_RETAILER_COMPANY,
    },
  ]);
  const signedIn = await signIn(
    handle,
    config,
    INITIAL_ADMIN.INITIAL_ADMIN_EMAIL.toLowerCase(),
    INITIAL_ADMIN.INITIAL_ADMIN_PASSWORD,
  );
  expect(signedIn).toMatchObject({
    status: 200,
    user: { isAdministrator: true, isRetailer: true, companyName: INITIAL_RETAILER_COMPANY },
  });
  expect((await signIn(handle, config, INITIAL_ADMIN.INITIAL_ADMIN_EMAIL, 'wrong-password!!')).status).toBe(
    401,
  );
}

describe('start-up', () => {
  it('creates, migrates and seeds an embedded database on first start, and only then', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-start-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await prepareDatabase(config, MIGRATIONS_FOLDER, quiet);
    const seeded = await userCount(first);
    expect(seeded).toBeGreaterThanOrEqual(6);
    await first.db.execute(sql`delete from users where email = 'marketing@portal.test'`);
    await first.close();

    const second = await prepareDatabase(config, MIGRATIONS_FOLDER, quiet);
    expect(await userCount(second)).toBe(seeded - 1);
    await second.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 240_000);

  it('makes the initial administrator of an empty database without demo data, once', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-start-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'never', ...INITIAL_ADMIN });
      const log = recordingLog();
      const first = await prepareDatabase(config, MIGRATIONS_FOLDER, log);
      expect(log.warnings).toEqual([]);
      await expectInitialAdministrator(first, config);
      await first.close();

      // Kept in the environment for later starts: nothing more is made, the password is not reset.
      const again = loadConfig({
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'never',
        INITIAL_ADMIN_EMAIL: 'someone.else@shop.example',
        INITIAL_ADMIN_PASSWORD: 'another-long-secret',
      });
      const second = await prepareDatabase(again, MIGRATIONS_FOLDER, quiet);
      expect(await userCount(second)).toBe(1);
      expect(
        (await signIn(second, again, INITIAL_ADMIN.INITIAL_ADMIN_EMAIL, INITIAL_ADMIN.INITIAL_ADMIN_PASSWORD))
          .status,
      ).toBe(200);
      await second.close();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('makes no initial administrator when demo data is loaded, nor later when the database has users', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-start-'));
    try {
      // A first start that loads the demo data: its accounts, and no initial administrator.
      const seeded = await prepareDatabase(
        loadConfig({ DATA_DIR: dataDir, ...INITIAL_ADMIN }),
        MIGRATIONS_FOLDER,
        quiet,
      );
      const users = await userCount(seeded);
      expect(users).toBeGreaterThanOrEqual(6);
      expect(await initialAdministrator(seeded)).toEqual([]);
      await seeded.close();

      // A later start without demo data: the database has users, so nothing is made or warned about.
      const log = recordingLog();
      const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'never', ...INITIAL_ADMIN });
      const handle = await prepareDatabase(config, MIGRATIONS_FOLDER, log);
      expect(await userCount(handle)).toBe(users);
      expect(await initialAdministrator(handle)).toEqual([]);
      expect(log.warnings).toEqual([]);
      await handle.close();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('warns how to make an administrator when the database has no users and none is configured', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-start-'));
    try {
      const log = recordingLog();
      const handle = await prepareDatabase(
        loadConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'never' }),
        MIGRATIONS_FOLDER,
        log,
      );
      expect(await userCount(handle)).toBe(0);
      expect(log.warnings).toEqual([expect.stringMatching(/INITIAL_ADMIN_EMAIL and INITIAL_ADMIN_PASSWORD/)]);
      await handle.close();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  const onServer = serverUrl() ? it : it.skip;
  onServer('migrates a PostgreSQL database without demo data unless asked', async () => {
    const name = uniqueName('portal_start');
    await withAdminClient((client) => client.query(`create database "${name}"`));
    try {
      const url = databaseUrl(serverUrl()!, name);
      const log = recordingLog();
      const plain = await prepareDatabase(loadConfig({ DATABASE_URL: url }), MIGRATIONS_FOLDER, log);
      expect(await userCount(plain)).toBe(0);
      expect(log.warnings).toHaveLength(1);
      await plain.close();
      const seeded = await prepareDatabase(
        loadConfig({ DATABASE_URL: url, SEED_DEMO_DATA: 'always' }),
        MIGRATIONS_FOLDER,
        quiet,
      );
      expect(await userCount(seeded)).toBeGreaterThanOrEqual(6);
      await seeded.close();
    } finally {
      await dropDatabase(name);
    }
  });

  onServer('lets several instances start at once (migrations under an advisory lock)', async () => {
    const name = uniqueName('portal_start');
    await withAdminClient((client) => client.query(`create database "${name}"`));
    try {
      const config = loadConfig({ DATABASE_URL: databaseUrl(serverUrl()!, name), SEED_DEMO_DATA: 'always' });
      const handles = await Promise.all(
        [1, 2, 3].map(() => prepareDatabase(config, MIGRATIONS_FOLDER, quiet)),
      );
      expect(await userCount(handles[0]!)).toBeGreaterThanOrEqual(6);
      await Promise.all(handles.map((handle) => handle.close()));
    } finally {
      await dropDatabase(name);
    }
  });

  onServer('makes one initial administrator when several instances start at once', async () => {
    const name = uniqueName('portal_start');
    await withAdminClient((client) => client.query(`create database "${name}"`));
    try {
      const config = loadConfig({
        DATABASE_URL: databaseUrl(serverUrl()!, name),
        DATA_DIR: path.join(os.tmpdir(), name),
        ...INITIAL_ADMIN,
      });
      const handles = await Promise.all(
        [1, 2, 3].map(() => prepareDatabase(config, MIGRATIONS_FOLDER, quiet)),
      );
      await expectInitialAdministrator(handles[0]!, config);
      await Promise.all(handles.map((handle) => handle.close()));
    } finally {
      await dropDatabase(name);
      await fs.rm(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }
  });

  onServer('lets only one of simultaneous makers of the initial administrator make it', async () => {
    const name = uniqueName('portal_start');
    await withAdminClient((client) => client.query(`create database "${name}"`));
    try {
      const config = loadConfig({
        DATABASE_URL: databaseUrl(serverUrl()!, name),
        DATA_DIR: path.join(os.tmpdir(), name),
        ...INITIAL_ADMIN,
      });
      const empty = loadConfig({ DATABASE_URL: config.databaseUrl, DATA_DIR: config.dataDir });
      const handles = await Promise.all(
        [1, 2, 3].map(() => prepareDatabase(empty, MIGRATIONS_FOLDER, quiet)),
      );
      const made = await Promise.all(
        handles.map((handle) => createInitialAdministrator(handle.db, config.initialAdmin!)),
      );
      expect(made.filter((result) => result !== null)).toHaveLength(1);
      // The losers' retailer companies went with their transactions.
      expect(await rows(handles[0]!, sql`select id from companies`)).toHaveLength(1);
      await expectInitialAdministrator(handles[0]!, config);
      await Promise.all(handles.map((handle) => handle.close()));
    } finally {
      await dropDatabase(name);
      await fs.rm(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }
  });
});
