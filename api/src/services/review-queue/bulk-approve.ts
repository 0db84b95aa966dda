import type { BulkApproveResult, ReviewQueueRef } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { campaignItems, creatives, landingPages } from '../../db/schema';
import { AppError, ConflictError, ValidationError } from '../../errors';
import { pgErrorOf } from '../../db/pg-error';
import type { MessageLanguage } from '../../i18n/locale';
import { translate } from '../../i18n/messages';
import { approveItem } from '../campaign-transitions';
import type { AppContext } from '../context';
import { approveCreative } from '../creatives';
import { approveLandingPage } from '../landing-pages';
import type { AuthContext } from '../sessions';

/**
 * Whether the entry still waits: a colleague may have reviewed it since the queue was read, and the
 * bulk approval is for what waits (the entry's own call would approve a returned one too).
 */
async function stillWaiting(ctx: AppContext, ref: ReviewQueueRef): Promise<boolean> {
  const rows =
    ref.kind === 'creative'
      ? await ctx.db
          .select({ id: creatives.id })
          .from(creatives)
          .where(and(eq(creatives.id, ref.id), eq(creatives.state, 'waiting-for-approval')))
      : ref.kind === 'landingPage'
        ? await ctx.db
            .select({ id: landingPages.id })
            .from(landingPages)
            .where(and(eq(landingPages.id, ref.id), eq(landingPages.state, 'waiting-for-approval')))
        : await ctx.db
            .select({
              id: campaignItems.id,
              zip: campaignItems.zipStorageKey,
              creativeId: campaignItems.creativeId,
            })
            .from(campaignItems)
            .where(and(eq(campaignItems.id, ref.id), eq(campaignItems.stateId, 5)))
            .then((items) => items.filter((item) => item.zip !== null && item.creativeId === null));
  return rows.length > 0;
}

/** An error as the entry's own call would answer it: its code and message (field errors joined). */
function failureOf(error: unknown, language: MessageLanguage): { code: string; message: string } | null {
  const pgCode = pgErrorOf(error)?.code;
  const known =
    error instanceof AppError
      ? error
      : pgCode?.startsWith('23')
        ? new AppError(409, 'conflicting_change')
        : pgCode?.startsWith('22')
          ? new AppError(400, 'invalid_input_value')
          : null;
  if (!known) return null;
  const message =
    known instanceof ValidationError && known.issues.length > 0
      ? known.issues
          .map((issue) => translate(issue.code, language, { field: issue.field, ...issue.params }))
          .join(' ')
      : translate(known.code, language, known.params);
  return { code: known.code, message };
}

/**
 * POST /review-queue/approve (retailer staff): approves each entry on its own, in its own
 * transaction, with the entry's own action (a creative with its items, an item's zip, a landing
 * page), so one refusal does not hold back the others; answers which were approved and which not,
 * with the reason. Entries are taken in the order given; a repeated one counts once.
 */
export async function bulkApprove(
  ctx: AppContext,
  auth: AuthContext,
  entries: readonly ReviewQueueRef[],
  language: MessageLanguage,
): Promise<BulkApproveResult> {
  const result: BulkApproveResult = { approved: [], failed: [] };
  const seen = new Set<string>();
  for (const ref of entries) {
    const key = `${ref.kind}:${ref.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    try {
      if (!(await stillWaiting(ctx, ref))) throw new ConflictError('review_queue_not_waiting');
      if (ref.kind === 'creative') await approveCreative(ctx, auth, ref.id, language);
      else if (ref.kind === 'itemZip') await approveItem(ctx, auth, ref.id, language);
      else await approveLandingPage(ctx, auth, ref.id, language);
      result.approved.push({ kind: ref.kind, id: ref.id });
    } catch (error) {
      const failure = failureOf(error, language);
      if (!failure) {
        // Not the entry's fault: logged, and reported as the unexpected error the call would answer.
        ctx.log.error({ err: error, entry: key }, 'bulk approval of a queue entry failed');
      }
      result.failed.push({
        kind: ref.kind,
        id: ref.id,
        ...(failure ?? { code: 'internal_error', message: translate('internal_error', language) }),
      });
    }
  }
  return result;
}
