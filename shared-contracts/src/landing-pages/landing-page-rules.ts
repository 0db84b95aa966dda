import type { RuleViewer } from '../campaigns/campaign-rules';
import { canReviewCreative, canSendCreativeForCheck, creativeEditable } from '../creatives/creative-rules';
import type { CreativeState } from '../creatives/creative-states';

/**
 * The landing page rules of spec 000 §4 and 001 §5 are the creative's, word for word ("Creative and
 * landing page: …"): the same functions under the landing page's names, so the screens and the API
 * cannot drift apart from the creatives either.
 */
export const landingPageEditable: (state: CreativeState, viewer: RuleViewer) => boolean = creativeEditable;
export const canSendLandingPageForCheck: (
  state: CreativeState,
  filled: boolean,
  viewer: RuleViewer,
) => boolean = canSendCreativeForCheck;
export const canReviewLandingPage: (state: CreativeState, filled: boolean, viewer: RuleViewer) => boolean =
  canReviewCreative;

/** The create dialog's target rule (spec 001 §5): a type's allowedTargets, where an empty list means all. */
export const targetAllowedByType = (allowedTargetIds: readonly number[], targetId: number): boolean =>
  allowedTargetIds.length === 0 || allowedTargetIds.includes(targetId);

/** The reject reason is shown only while the page is returned (spec 001 §5). */
export const visibleNotes = (state: CreativeState, notes: string | null): string | null =>
  state === 'returned' ? notes : null;
