import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database, type DatabaseHandle, type Executor } from './db/client';
import { pgErrorOf, UNIQUE_VIOLATION } from './db/pg-error';
import { companies, users } from './db/schema';
import { migrateAndSeed } from './demo/seed/migrate-and-seed';
import { recordAudit } from './services/audit';
import { hashPassword } from './services/sessions';

type StartLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** The retailer company the initial administrator belongs to when the database has none yet. */
export const INITIAL_RETAILER_COMPANY = 'Retailer';

/**
 * Opens the configured database, migrates it and loads the demo data when the configuration asks for
 * it. A database left without users gets the initial administrator of the configuration
 * (INITIAL_ADMIN_EMAIL, INITIAL_ADMIN_PASSWORD), or a warning that nobody can sign in.
 */
export async function prepareDatabase(
  config: Config,
  migrationsFolder: string,
  log: StartLog,
): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: path.join(config.dataDir, 'pgdata'),
    poolSize: config.databasePoolSize,
  });
  log.info({ database: handle.kind }, 'database opened, migrating');
  const seed =
    config.seedDemoData === 'always' || (config.seedDemoData === 'auto' && handle.kind === 'pglite');
  if (await migrateAndSeed(handle, migrationsFolder, { seed })) {
    log.info('empty database: demo data loaded (password of every demo account: Portal123!)');
  } else {
    await ensureSomeoneCanSignIn(handle.db, config, log);
  }
  return handle;
}

/**
 * Without users nobody can sign in (users are invited by an administrator): makes the configured
 * initial administrator, or warns how to make one.
 */
async function ensureSomeoneCanSignIn(db: Database, config: Config, log: StartLog): Promise<void> {
  if (await hasUsers(db)) return;
  if (!config.initialAdmin) {
    log.warn(
      'the database has no users, so nobody can sign in: set INITIAL_ADMIN_EMAIL and INITIAL_ADMIN_PASSWORD ' +
        '(12+ characters) and start again to make the first administrator (or SEED_DEMO_DATA=always for demo data)',
    );
    return;
  }
  const { email } = config.initialAdmin;
  const made = await createInitialAdministrator(db, config.initialAdmin);
  if (made) {
    log.info(
      { email, companyId: made.companyId, userId: made.userId },
      'empty database: initial administrator made from INITIAL_ADMIN_EMAIL (roles administrator and retailer)',
    );
  } else {
    log.info(
      { email },
      'the database got a user meanwhile (another instance starting): no initial administrator made',
    );
  }
}

async function hasUsers(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

/**
 * Makes the administrator (and retailer) of a database without users, in the retailer company: the
 * first active one, or a new one. Instances starting together may both try: the unique login lets
 * only one succeed, and the other answers null (as it does when a user appeared meanwhile).
 */
export async function createInitialAdministrator(
  db: Database,
  admin: { email: string; password: string },
): Promise<{ userId: number; companyId: number } | null> {
  const passwordHash = await hashPassword(admin.password);
  try {
    return await db.transaction(async (tx) => {
      if (await hasUsers(tx)) return null;
      const [retailer] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.type, 'retailer'), eq(companies.active, true)))
        .orderBy(companies.id)
        .limit(1);
      const companyId =
        retailer?.id ??
        (
          await tx
            .insert(companies)
            .values({ name: INITIAL_RETAILER_COMPANY, type: 'retailer' })
            .returning({ id: companies.id })
        )[0]!.id;
      const [user] = await tx
        .insert(users)
        .values({
          email: admin.email,
          passwordHash,
          firstName: 'Portal',
          lastName: 'Administrator',
          companyId,
          roles: ['administrator', 'retailer'],
          active: true,
          storefrontActive: true,
        })
        .returning({ id: users.id });
      await recordAudit(
        tx,
        { userId: null },
        {
          action: 'user.created',
          entityType: 'user',
          entityId: user!.id,
          details: { source: 'INITIAL_ADMIN_EMAIL', roles: ['administrator', 'retailer'], companyId },
        },
      );
      return { userId: user!.id, companyId };
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) return null;
    throw error;
  }
}
