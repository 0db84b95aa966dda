import type { RuleViewer } from '../campaigns/campaign-rules';
import {
  approveCreativeRefusal,
  canReviewCreative,
  canSendCreativeForCheck,
  creativeEditable,
  editCreativeRefusal,
  returnCreativeRefusal,
  sendCreativeForCheckRefusal,
  type CreativeRefusal,
} from '../creatives/creative-rules';
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

/** A creative's refusal under the landing page's message code. */
const LANDING_PAGE_CODES = {
  forbidden: 'forbidden',
  creative_not_editable: 'landing_page_not_editable',
  creative_check_not_allowed: 'landing_page_check_not_allowed',
  creative_review_not_allowed: 'landing_page_review_not_allowed',
  creative_not_filled: 'landing_page_not_filled',
} as const satisfies Record<CreativeRefusal, string>;

export type LandingPageRefusal = (typeof LANDING_PAGE_CODES)[CreativeRefusal];

const asLandingPage = (refusal: CreativeRefusal | null): LandingPageRefusal | null =>
  refusal && LANDING_PAGE_CODES[refusal];

export const editLandingPageRefusal = (state: CreativeState, viewer: RuleViewer) =>
  asLandingPage(editCreativeRefusal(state, viewer));
export const sendLandingPageForCheckRefusal = (state: CreativeState, filled: boolean, viewer: RuleViewer) =>
  asLandingPage(sendCreativeForCheckRefusal(state, filled, viewer));
export const approveLandingPageRefusal = (state: CreativeState, filled: boolean, viewer: RuleViewer) =>
  asLandingPage(approveCreativeRefusal(state, filled, viewer));
export const returnLandingPageRefusal = (state: CreativeState, viewer: RuleViewer) =>
  asLandingPage(returnCreativeRefusal(state, viewer));

/** The create dialog's target rule (spec 001 §5): a type's allowedTargets, where an empty list means all. */
export const targetAllowedByType = (allowedTargetIds: readonly number[], targetId: number): boolean =>
  allowedTargetIds.length === 0 || allowedTargetIds.includes(targetId);

/** The reject reason is shown only while the page is returned (spec 001 §5). */
export const visibleNotes = (state: CreativeState, notes: string | null): string | null =>
  state === 'returned' ? notes : null;
