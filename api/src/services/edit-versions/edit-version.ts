import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { EditConflictError } from '../../errors';
import { dateTimeLabel } from '../calendar';
import { fullName, type AuthContext } from '../sessions';

/** What a record with an edit version holds of it (db/schema/edit-version.ts). */
export interface Versioned {
  version: number;
  updatedAt: Date;
  updatedByUserId: number | null;
}

/**
 * Refuses a save made from an older read of the record: 409 `edit_conflict` naming who saved it since
 * and when. The caller holds the record's row lock (select … for update), so nobody saves between
 * this check and its own update.
 */
export async function checkEditVersion(db: Executor, current: Versioned, expected: number): Promise<void> {
  if (current.version !== expected) await refuseEdit(db, current);
}

/** The 409 of a save that someone else's save (`current`, as stored now) came before. */
export async function refuseEdit(db: Executor, current: Versioned): Promise<never> {
  const [user] =
    current.updatedByUserId === null
      ? []
      : await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, current.updatedByUserId));
  throw new EditConflictError(
    {
      changedBy: user ? { id: user.id, name: fullName(user) } : null,
      changedAt: current.updatedAt.toISOString(),
      version: current.version,
    },
    dateTimeLabel(current.updatedAt),
  );
}

/** The columns an accepted save sets besides its values: the next version, its author and time. */
export const nextEditVersion = (current: Pick<Versioned, 'version'>, auth: AuthContext, now: Date) => ({
  version: current.version + 1,
  updatedByUserId: auth.user.id,
  updatedAt: now,
});
