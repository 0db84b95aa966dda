import { ROLE_SETS } from '@portal/shared-contracts/core';
import type { PortalRoute } from '@portal/shared-ui';
import { lazy } from 'react';

// One screen for both paths: opening and closing a type's card keeps the list as it is.
const LandingPageTypesPage = lazy(() => import('./landing-page-types/landing-page-types-page'));

/**
 * The routes of this remote (catalogue and settings administration, spec 000 §2), each the screen of
 * a settings menu entry (src/portal-routes.json). So far: landing page types, for administrators
 * (others get the forbidden page, and 403 from the calls that write).
 */
export const routes: PortalRoute[] = [
  {
    path: '/settings/landing-page-types',
    access: ROLE_SETS.administrators,
    menuKey: 'settings.landingPageTypes',
    component: LandingPageTypesPage,
  },
  {
    // The id of the type whose card is open over the list, or the word new.
    path: '/settings/landing-page-types/:landingPageTypeId',
    access: ROLE_SETS.administrators,
    menuKey: 'settings.landingPageTypes',
    component: LandingPageTypesPage,
  },
];
