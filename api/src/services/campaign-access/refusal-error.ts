import type { CampaignRefusal, CreativeRefusal, LandingPageRefusal } from '@portal/shared-contracts';
import { ConflictError, ForbiddenError, type AppError } from '../../errors';
import type { MessageParams } from '../../i18n/messages';

export type RuleRefusal = CampaignRefusal | CreativeRefusal | LandingPageRefusal;

/**
 * What the refusing service knows of the refused thing, for the message's placeholders: the state
 * (identifier) of the campaign, item, creative or landing page the rule read, the target of a manual
 * state change, and a creative's missing fields.
 */
export interface RefusalFacts {
  campaignState?: string;
  itemState?: string;
  state?: string;
  toState?: string;
  missingFields?: readonly string[];
}

/** The placeholders each refusal's message takes (none for the others). */
function paramsOf(refusal: RuleRefusal, facts: RefusalFacts): MessageParams {
  switch (refusal) {
    case 'campaign_check_not_allowed':
    case 'campaign_approve_not_allowed':
    case 'campaign_reject_not_allowed':
    case 'campaign_delete_not_allowed':
    case 'campaign_not_editable':
    case 'campaign_item_delete_not_allowed':
      return { state: facts.campaignState ?? '' };
    case 'campaign_item_not_editable':
    case 'campaign_item_check_not_allowed':
    case 'campaign_item_approve_not_allowed':
    case 'campaign_item_reject_not_allowed':
    case 'campaign_item_pause_not_allowed':
      return { state: facts.itemState ?? '' };
    case 'campaign_state_change_not_allowed':
      return { from: facts.campaignState ?? '', to: facts.toState ?? '' };
    case 'creative_not_editable':
    case 'creative_check_not_allowed':
    case 'creative_review_not_allowed':
    case 'landing_page_not_editable':
    case 'landing_page_check_not_allowed':
    case 'landing_page_review_not_allowed':
      return { state: facts.state ?? '' };
    case 'creative_not_filled':
    case 'landing_page_not_filled':
      return { fields: (facts.missingFields ?? []).join(', ') };
    default:
      return {};
  }
}

/**
 * The answer to a refusal of a shared rule function: 403 when the viewer is of the wrong kind, else
 * 409 with the rule's code and its message's placeholders. Services throw this instead of restating
 * the rule.
 */
export function refusalError(refusal: RuleRefusal, facts: RefusalFacts = {}): AppError {
  if (refusal === 'forbidden') return new ForbiddenError();
  return new ConflictError(refusal, paramsOf(refusal, facts));
}

/** Throws the refusal's answer, if there is a refusal. */
export function refuse(refusal: RuleRefusal | null, facts: RefusalFacts = {}): void {
  if (refusal !== null) throw refusalError(refusal, facts);
}
