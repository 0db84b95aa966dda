import type { RuleViewer } from '@portal/shared-contracts/campaign-detail';
import type { CreativeState } from '@portal/shared-contracts/campaign-items';
import { landingPageEditable } from '@portal/shared-contracts/landing-pages';

/**
 * The views of the landing page detail (spec 000 §2 route table: "optional viewState edit or
 * preview"), kept in the address as ?view=…; without one, the detail.
 */
export const LANDING_PAGE_VIEWS = ['detail', 'edit', 'preview'] as const;
export type LandingPageView = (typeof LANDING_PAGE_VIEWS)[number];

export const VIEW_PARAM = 'view';

/** The address of a landing page in a view: the detail has no parameter. */
export function landingPagePath(id: number, view: LandingPageView = 'detail'): string {
  return view === 'detail' ? `/landing-pages/${id}` : `/landing-pages/${id}?${VIEW_PARAM}=${view}`;
}

/**
 * The view shown for the address's ?view= and whether an edit was asked for but refused: editing is
 * the creative's rule (landingPageEditable: not while approved or waiting for approval, retailer
 * staff always), so an old or shared edit link of such a page opens the detail, which says why.
 * An unknown view is the detail.
 */
export function resolveLandingPageView(
  requested: string | null,
  state: CreativeState,
  viewer: RuleViewer,
): { view: LandingPageView; editRefused: boolean } {
  const known = (LANDING_PAGE_VIEWS as readonly string[]).includes(requested ?? '')
    ? (requested as LandingPageView)
    : 'detail';
  if (known === 'edit' && !landingPageEditable(state, viewer)) return { view: 'detail', editRefused: true };
  return { view: known, editRefused: false };
}
