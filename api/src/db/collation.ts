import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Text sorts use the ICU root collation, so that 'Čokoláda' follows 'Cider' and case does not split
 * the list (the databases' own collation is C). PGlite and the PostgreSQL packages of Debian and of
 * the official images have it; a server built without ICU would not.
 */
export const naturalOrder = (expression: SQLWrapper): SQL => sql`(${expression}) collate "und-x-icu"`;
