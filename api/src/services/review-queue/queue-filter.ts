import type { ReviewQueueKind } from '@portal/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';

/** The queue's filters: one kind or all, one company or all. */
export interface QueueFilter {
  kind?: ReviewQueueKind | null | undefined;
  companyId?: number | null | undefined;
}

/**
 * A place in the queue's order: (waiting since, kind, id). The moment is kept as microseconds since
 * the epoch, as the database has it: a JavaScript Date would cut the microseconds of a moment the
 * database's clock gave, and the entry would then count as after itself.
 */
export interface QueuePosition {
  sinceMicros: string;
  kind: ReviewQueueKind;
  id: number;
}

/** A timestamptz column as the microseconds of QueuePosition, in SQL. */
export const micros = (column: SQL): SQL<string> =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

/** QueuePosition's microseconds back as a timestamptz, exactly. */
export const fromMicros = (value: string): SQL =>
  sql`('epoch'::timestamptz + ${value}::bigint * interval '1 microsecond')`;
