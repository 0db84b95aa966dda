import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { creativeFieldValues, creatives } from '../../../db/schema';
import { NotFoundError } from '../../../errors';
import { companyTenancy } from '../../campaign-access';
import type { AuthContext } from '../../sessions';

/** An item media (a field value) of a creative in the caller's tenancy: 404 otherwise. */
export async function findItemMedia(db: Executor, auth: AuthContext, mediaId: number) {
  const [row] = await db
    .select({
      id: creativeFieldValues.id,
      fieldId: creativeFieldValues.fieldId,
      creativeId: creatives.id,
      formatId: creatives.formatId,
    })
    .from(creativeFieldValues)
    .innerJoin(creatives, eq(creatives.id, creativeFieldValues.creativeId))
    .where(and(eq(creativeFieldValues.id, mediaId), companyTenancy(auth, creatives.companyId)));
  if (!row) throw new NotFoundError('creative_media_not_found');
  return row;
}
