import type { CreativeState } from '@portal/shared-contracts';
import type { Transaction } from '../../db/client';
import { creativeFieldValues, creativeVersions, type CreativeVersionValue } from '../../db/schema';
import type { AuthContext } from '../sessions';
import { valuesOf, type ValueOwner } from './value-owner';

/** The values a creative or landing page holds now, as a version keeps them. */
export async function currentValues(tx: Transaction, owner: ValueOwner): Promise<CreativeVersionValue[]> {
  const rows = await tx
    .select({
      fieldId: creativeFieldValues.fieldId,
      text: creativeFieldValues.text,
      fileId: creativeFieldValues.fileId,
    })
    .from(creativeFieldValues)
    .where(valuesOf(owner));
  return rows.sort((a, b) => a.fieldId - b.fieldId);
}

/**
 * Keeps a creative or landing page as it is now: after every save that changed it (its new version),
 * and at each review with the state the retailer gave (approved or returned), which the changes are
 * counted from.
 */
export async function keepVersion(
  tx: Transaction,
  auth: AuthContext,
  owner: ValueOwner,
  snapshot: { version: number; name: string },
  state: CreativeState,
  { review = false }: { review?: boolean } = {},
): Promise<void> {
  await tx.insert(creativeVersions).values({
    ...owner,
    version: snapshot.version,
    state,
    review,
    name: snapshot.name,
    values: await currentValues(tx, owner),
    byUserId: auth.user.id,
  });
}
