import type { LandingPageTypeRequestSchema } from '@portal/shared-contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Transaction } from '../../../db/client';
import { creativeFormats, landingPageTypes, targets } from '../../../db/schema';
import type { FieldIssue } from '../../../errors';

export type LandingPageTypeRequest = v.InferOutput<typeof LandingPageTypeRequestSchema>;

/**
 * What the database must say of a type's form (spec 001 §5): the name is no other type's (any case),
 * the creative format exists, every allowed shop exists. The schema has checked the rest.
 */
export async function landingPageTypeIssues(
  tx: Transaction,
  body: LandingPageTypeRequest,
  typeId: number | null,
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  const [taken] = await tx
    .select({ id: landingPageTypes.id })
    .from(landingPageTypes)
    .where(
      and(
        sql`lower(${landingPageTypes.name}) = lower(${body.name})`,
        typeId === null ? undefined : ne(landingPageTypes.id, typeId),
      ),
    );
  if (taken) issues.push({ field: 'name', code: 'landing_page_type_name_taken' });
  const [format] = await tx
    .select({ id: creativeFormats.id })
    .from(creativeFormats)
    .where(eq(creativeFormats.id, body.creativeFormatId));
  if (!format) issues.push({ field: 'creativeFormatId', code: 'landing_page_type_format_not_found' });
  const wanted = [...new Set(body.allowedTargetIds)];
  if (wanted.length > 0) {
    const found = new Set(
      (await tx.select({ id: targets.id }).from(targets).where(inArray(targets.id, wanted))).map(
        (row) => row.id,
      ),
    );
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length > 0)
      issues.push({
        field: 'allowedTargetIds',
        code: 'landing_page_type_targets_not_found',
        params: { ids: missing.join(', ') },
      });
  }
  return issues;
}
