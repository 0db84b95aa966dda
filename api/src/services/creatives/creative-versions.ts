import type { CreativeState } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { creativeFieldValues, creativeVersions, type CreativeVersionValue } from '../../db/schema';
import type { AuthContext } from '../sessions/auth-context';

/** The values a creative holds now, as a version keeps them. */
export async function currentValues(tx: Transaction, creativeId: number): Promise<CreativeVersionValue[]> {
  const rows = await tx
    .select({
      fieldId: creativeFieldValues.fieldId,
      text: creativeFieldValues.text,
      fileId: creativeFieldValues.fileId,
    })
    .from(creativeFieldValues)
    .where(eq(creativeFieldValues.creativeId, creativeId));
  return rows.sort((a, b) => a.fieldId - b.fieldId);
}

/**
 * Keeps the creative as it is now: after every save that changed it (its new version), and at each
 * review with the state the retailer gave (approved or returned), which the changes are counted from.
 */
export async function keepVersion(
  tx: Transaction,
  auth: AuthContext,
  creative: { id: number; version: number; name: string },
  state: CreativeState,
  { review = false }: { review?: boolean } = {},
): Promise<void> {
  await tx.insert(creativeVersions).values({
    creativeId: creative.id,
    version: creative.version,
    state,
    review,
    name: creative.name,
    values: await currentValues(tx, creative.id),
    byUserId: auth.user.id,
  });
}
