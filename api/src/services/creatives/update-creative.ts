import { editCreativeRefusal, type Creative, type UpdateCreativeRequest } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { creatives } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { recordAudit } from '../audit';
import { refuse, ruleViewerOf } from '../campaign-access';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { applyFieldValues, creativeTarget } from './apply-field-values';
import { keepVersion } from './creative-versions';
import { withFileWrites } from './files/stored-files';
import { findCreative, type CreativeRow } from './find-creative';
import { loadFormatFields } from './formats/load-format';
import { loadCreative } from './load-creative';
import { creativeValues } from './value-owner';

/** 409 unless the caller may edit the creative now (spec 001 §5: not approved or waiting; retailers always). */
export function checkCreativeEditable(auth: AuthContext, creative: CreativeRow): void {
  refuse(editCreativeRefusal(creative.state, ruleViewerOf(auth)), { state: creative.state });
}

/** Raises the creative's version and keeps it, after a save that changed its name or values. */
export async function recordCreativeSaved(
  ctx: AppContext,
  tx: Transaction,
  auth: AuthContext,
  creative: CreativeRow,
  name: string,
  details: Record<string, unknown>,
): Promise<void> {
  const next = { ...creative, name, version: creative.version + 1 };
  await tx
    .update(creatives)
    .set({ name, version: next.version, updatedAt: ctx.clock.now() })
    .where(eq(creatives.id, creative.id));
  await keepVersion(tx, auth, creativeValues(creative.id), next, creative.state);
  await recordAudit(tx, auth, {
    action: 'creative.saved',
    entityType: 'creative',
    entityId: creative.id,
    details: { version: next.version, ...details },
  });
}

/**
 * PUT /creatives/{id}: the name and the values given (fields left out keep theirs). A save that
 * changes something raises the version and keeps it (the history the retailer's review compares);
 * one that changes nothing writes nothing.
 */
export async function updateCreative(
  ctx: AppContext,
  auth: AuthContext,
  creativeId: number,
  body: UpdateCreativeRequest,
  language: MessageLanguage,
): Promise<Creative> {
  await withFileWrites(ctx, (writes) =>
    ctx.db.transaction(async (tx) => {
      const creative = await findCreative(tx, auth, creativeId, { lock: true });
      checkCreativeEditable(auth, creative);
      const fields = (await loadFormatFields(tx, [creative.formatId], language)).get(creative.formatId)!;
      const changed = await applyFieldValues(
        ctx,
        tx,
        auth,
        creativeTarget(creative),
        fields,
        body.fieldValues,
        writes,
      );
      if (changed || body.name !== creative.name)
        await recordCreativeSaved(ctx, tx, auth, creative, body.name, {
          renamed: body.name !== creative.name,
        });
    }),
  );
  return loadCreative(ctx.db, auth, creativeId, language);
}
