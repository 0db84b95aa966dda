import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { landingPageTypeTargets } from '../../../db/schema';

/** Makes the type's allowed shops exactly these (none: every shop). */
export async function writeTypeTargets(
  tx: Transaction,
  typeId: number,
  targetIds: readonly number[],
): Promise<void> {
  await tx.delete(landingPageTypeTargets).where(eq(landingPageTypeTargets.typeId, typeId));
  const unique = [...new Set(targetIds)];
  if (unique.length > 0)
    await tx.insert(landingPageTypeTargets).values(unique.map((targetId) => ({ typeId, targetId })));
}
