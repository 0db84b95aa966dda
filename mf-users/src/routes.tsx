import type { PortalRoute } from '@portal/shared-ui';
import { lazy } from 'react';
import { retailerOnly } from './vendors/retailer-only';

/**
 * The screens of mf-users (spec 000 §2 "Users (settings)"): the user list and the user detail, for
 * retailers, sales persons and administrators; others get the forbidden page (and 403 from every call).
 * The vendor list and a vendor's detail (spec 000 §2 vendorList, vendorDetail), not in the menu: for
 * retailer staff, everyone else is sent to the campaign list (the API answers them 403).
 */
export const routes: PortalRoute[] = [
  {
    path: '/settings/users',
    access: 'userManagers',
    menuKey: 'settings.users',
    component: lazy(() => import('./users/user-list-page')),
  },
  {
    path: '/settings/users/:userId',
    access: 'userManagers',
    menuKey: 'settings.users',
    component: lazy(() => import('./user-detail/user-detail-page')),
  },
  {
    path: '/vendors',
    access: 'everyone',
    component: retailerOnly(lazy(() => import('./vendors/vendor-list-page'))),
  },
  {
    path: '/vendors/:companyId',
    access: 'everyone',
    component: retailerOnly(lazy(() => import('./vendors/vendor-detail-page'))),
  },
];
