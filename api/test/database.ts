import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', 'drizzle');
export const DUMP_ENV = 'PORTAL_TEST_PGLITE_DUMP';
export const TEMPLATE_ENV = 'PORTAL_TEST_PG_TEMPLATE';

/** TEST_DATABASE_URL (or DATABASE_URL) selects the machine's PostgreSQL server; otherwise PGlite runs in-process. */
export function serverUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdminClient((client) => client.query(`drop database if exists "${name}" with (force)`));
}
