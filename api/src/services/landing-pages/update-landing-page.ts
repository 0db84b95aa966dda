import {
  editLandingPageRefusal,
  type LandingPage,
  type UpdateLandingPageRequestSchema,
} from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Transaction } from '../../db/client';
import { landingPages } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { recordAudit } from '../audit';
import { refuse, ruleViewerOf } from '../campaign-access';
import type { AppContext } from '../context';
import { applyFieldValues, keepVersion, landingPageValues, withFileWrites } from '../creatives';
import type { AuthContext } from '../sessions';
import { findLandingPage, type LandingPageRow } from './find-landing-page';
import { landingPageFields, landingPageTarget } from './landing-page-target';
import { loadLandingPage } from './load-landing-page';

type UpdateRequest = v.InferOutput<typeof UpdateLandingPageRequestSchema>;

/** 409 unless the caller may edit the page now (as a creative: not approved or waiting; retailers always). */
export function checkLandingPageEditable(auth: AuthContext, page: LandingPageRow): void {
  refuse(editLandingPageRefusal(page.state, ruleViewerOf(auth)), { state: page.state });
}

/**
 * Writes a save of the page: a new name or values raise its version and keep it (what the retailer's
 * review compares), a new active flag is written; one audit entry. Nothing when nothing changed.
 */
export async function recordLandingPageSaved(
  ctx: AppContext,
  tx: Transaction,
  auth: AuthContext,
  page: LandingPageRow,
  change: { name: string; active: boolean; valuesChanged: boolean; fieldId?: number },
): Promise<void> {
  const renamed = change.name !== page.name;
  const activeChanged = change.active !== page.active;
  const newVersion = renamed || change.valuesChanged;
  if (!newVersion && !activeChanged) return;
  const version = newVersion ? page.version + 1 : page.version;
  await tx
    .update(landingPages)
    .set({ name: change.name, active: change.active, version, updatedAt: ctx.clock.now() })
    .where(eq(landingPages.id, page.id));
  if (newVersion)
    await keepVersion(tx, auth, landingPageValues(page.id), { version, name: change.name }, page.state);
  await recordAudit(tx, auth, {
    action: 'landing-page.saved',
    entityType: 'landing-page',
    entityId: page.id,
    details: {
      version,
      renamed,
      ...(activeChanged ? { active: change.active } : {}),
      ...(change.fieldId === undefined ? {} : { fieldId: change.fieldId }),
    },
  });
}

/**
 * PUT /landing-pages/{id}: the name, the active flag and the values given (fields left out keep
 * theirs), checked by their fields as a creative's are; not while approved or waiting, except for
 * retailer staff (409).
 */
export async function updateLandingPage(
  ctx: AppContext,
  auth: AuthContext,
  landingPageId: number,
  body: UpdateRequest,
  language: MessageLanguage,
): Promise<LandingPage> {
  await withFileWrites(ctx, (writes) =>
    ctx.db.transaction(async (tx) => {
      const page = await findLandingPage(tx, auth, landingPageId, { lock: true });
      checkLandingPageEditable(auth, page);
      const fields = await landingPageFields(tx, page, language);
      const valuesChanged = await applyFieldValues(
        ctx,
        tx,
        auth,
        landingPageTarget(page),
        fields,
        body.fieldValues,
        writes,
      );
      await recordLandingPageSaved(ctx, tx, auth, page, {
        name: body.name,
        active: body.active,
        valuesChanged,
      });
    }),
  );
  return loadLandingPage(ctx.db, auth, landingPageId, language);
}
