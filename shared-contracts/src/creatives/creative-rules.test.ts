import type { RuleViewer } from '../campaigns/campaign-rules';
import {
  approveLandingPageRefusal,
  canReviewLandingPage,
  editLandingPageRefusal,
  returnLandingPageRefusal,
  sendLandingPageForCheckRefusal,
} from '../landing-pages/landing-page-rules';
import {
  approveCreativeRefusal,
  canReviewCreative,
  canSendCreativeForCheck,
  creativeEditable,
  editCreativeRefusal,
  returnCreativeRefusal,
  sendCreativeForCheckRefusal,
} from './creative-rules';

const retailer: RuleViewer = { retailer: true, retailerLike: true, vendor: false };
const impersonator: RuleViewer = { retailer: false, retailerLike: true, vendor: true };
const vendor: RuleViewer = { retailer: false, retailerLike: false, vendor: true };

describe('creative rules and their refusal codes (spec 001 §5)', () => {
  it('edit: not approved or waiting, or retailer-like', () => {
    expect(editCreativeRefusal('returned', vendor)).toBeNull();
    expect(editCreativeRefusal('approved', impersonator)).toBeNull();
    expect(editCreativeRefusal('waiting-for-approval', vendor)).toBe('creative_not_editable');
    expect(creativeEditable('approved', vendor)).toBe(false);
  });

  it('send for check: not retailer staff, not approved or waiting, then filled', () => {
    expect(sendCreativeForCheckRefusal('new', true, impersonator)).toBeNull();
    expect(sendCreativeForCheckRefusal('new', true, retailer)).toBe('forbidden');
    expect(sendCreativeForCheckRefusal('waiting-for-approval', false, vendor)).toBe(
      'creative_check_not_allowed',
    );
    expect(sendCreativeForCheckRefusal('returned', false, vendor)).toBe('creative_not_filled');
    expect(canSendCreativeForCheck('returned', true, vendor)).toBe(true);
  });

  it('approve: retailer-like, not approved, then filled; return needs no filled creative', () => {
    expect(approveCreativeRefusal('waiting-for-approval', true, impersonator)).toBeNull();
    expect(approveCreativeRefusal('waiting-for-approval', true, vendor)).toBe('forbidden');
    expect(approveCreativeRefusal('approved', true, retailer)).toBe('creative_review_not_allowed');
    expect(approveCreativeRefusal('new', false, retailer)).toBe('creative_not_filled');
    expect(returnCreativeRefusal('new', retailer)).toBeNull();
    expect(returnCreativeRefusal('new', vendor)).toBe('forbidden');
    expect(returnCreativeRefusal('approved', retailer)).toBe('creative_review_not_allowed');
    expect(canReviewCreative('new', false, retailer)).toBe(false);
    expect(canReviewCreative('new', true, retailer)).toBe(true);
  });

  it("landing pages: the creative's rules under the landing page's codes", () => {
    expect(editLandingPageRefusal('approved', vendor)).toBe('landing_page_not_editable');
    expect(sendLandingPageForCheckRefusal('approved', true, vendor)).toBe('landing_page_check_not_allowed');
    expect(sendLandingPageForCheckRefusal('new', false, vendor)).toBe('landing_page_not_filled');
    expect(sendLandingPageForCheckRefusal('new', true, retailer)).toBe('forbidden');
    expect(approveLandingPageRefusal('approved', true, retailer)).toBe('landing_page_review_not_allowed');
    expect(returnLandingPageRefusal('returned', retailer)).toBeNull();
    expect(canReviewLandingPage('new', true, impersonator)).toBe(true);
  });
});
