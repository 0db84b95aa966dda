import { and, arrayContains, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/** An active user with the salesPerson role: who a campaign may name as its sales person. */
export async function isActiveSalesPerson(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.active, true), arrayContains(users.roles, ['salesPerson'])));
  return row !== undefined;
}
