/** What both drivers tell of a failed statement (node-postgres' DatabaseError, PGlite's error). */
export interface PgError {
  code: string;
  constraint?: string;
  detail?: string;
}

/**
 * The PostgreSQL error behind a failed query. Drizzle wraps the driver's error in a DrizzleQueryError
 * (`cause`); node-postgres and PGlite both put the SQLSTATE in `code` and the index in `constraint`.
 */
export function pgErrorOf(error: unknown): PgError | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as PgError;
    }
    current = candidate.cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
