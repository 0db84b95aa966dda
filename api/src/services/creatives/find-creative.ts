import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creatives } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { companyTenancy } from '../campaign-access';
import type { AuthContext } from '../sessions';

export type CreativeRow = typeof creatives.$inferSelect;

/**
 * A creative of the caller's tenancy (404 otherwise, like an id that does not exist). With `lock`,
 * the row is locked FOR UPDATE: every write of a creative (values, state) takes it first.
 */
export async function findCreative(
  db: Executor,
  auth: AuthContext,
  creativeId: number,
  { lock }: { lock: boolean },
): Promise<CreativeRow> {
  const query = db
    .select()
    .from(creatives)
    .where(and(eq(creatives.id, creativeId), companyTenancy(auth, creatives.companyId)));
  const [creative] = lock ? await query.for('update') : await query;
  if (!creative) throw new NotFoundError('creative_not_found');
  return creative;
}
