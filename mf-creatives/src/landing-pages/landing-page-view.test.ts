import type { RuleViewer } from '@portal/shared-contracts';
import { landingPagePath, resolveLandingPageView } from './landing-page-view';

const buyer: RuleViewer = { retailer: false, retailerLike: false, vendor: true };
const retailer: RuleViewer = { retailer: true, retailerLike: true, vendor: false };

describe('the view of a landing page in the address (spec 000 §2: detail, ?view=edit, ?view=preview)', () => {
  it('is the detail without a view or with an unknown one', () => {
    expect(resolveLandingPageView(null, 'new', buyer)).toEqual({ view: 'detail', editRefused: false });
    expect(resolveLandingPageView('search', 'new', buyer)).toEqual({ view: 'detail', editRefused: false });
  });

  it('is the view the address names', () => {
    expect(resolveLandingPageView('preview', 'approved', buyer).view).toBe('preview');
    expect(resolveLandingPageView('edit', 'returned', buyer).view).toBe('edit');
  });

  it('refuses a buyer the edit of a page that waits for approval or is approved; retailers always edit', () => {
    for (const state of ['waiting-for-approval', 'approved'] as const) {
      expect(resolveLandingPageView('edit', state, buyer)).toEqual({ view: 'detail', editRefused: true });
      expect(resolveLandingPageView('edit', state, retailer)).toEqual({ view: 'edit', editRefused: false });
    }
  });

  it('gives the address of each view', () => {
    expect(landingPagePath(12)).toBe('/landing-pages/12');
    expect(landingPagePath(12, 'edit')).toBe('/landing-pages/12?view=edit');
  });
});
