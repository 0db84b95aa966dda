import type { CategoryRequestSchema } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Transaction } from '../../../db/client';
import { targets } from '../../../db/schema';
import { ValidationError } from '../../../errors';
import { compactTranslations } from '../compact-translations';

export type CategoryInput = v.InferOutput<typeof CategoryRequestSchema>;

/**
 * The category's columns from a checked form. What the schema cannot know is checked here: the shop
 * named exists (400 on targetId otherwise).
 */
export async function categoryValues(tx: Transaction, body: CategoryInput) {
  if (body.targetId !== null) {
    const [target] = await tx.select({ id: targets.id }).from(targets).where(eq(targets.id, body.targetId));
    if (!target) throw new ValidationError([{ field: 'targetId', code: 'category_target_not_found' }]);
  }
  return {
    title: body.title,
    description: body.description,
    shortDescription: body.shortDescription,
    minDaysBeforeStartDate: body.minDaysBeforeStartDate,
    active: body.active,
    internal: body.internal,
    autoPauseFlight: body.autoPauseFlight,
    domainUrl: body.domainUrl,
    targetId: body.targetId,
    sasName: body.sasName,
    translations: compactTranslations(body.translations),
  };
}
