import type { PortalRoute } from '@portal/shared-ui';
import { lazy } from 'react';
import { mayAdministerUsers } from './common/roles';

/**
 * The screens of mf-users (spec 000 §2 "Users (settings)"): the user list and the user detail, for
 * retailers, sales persons and administrators; others get the forbidden page (and 403 from every call).
 */
export const routes: PortalRoute[] = [
  {
    path: '/settings/users',
    access: mayAdministerUsers,
    menuKey: 'settings.users',
    component: lazy(() => import('./users/user-list-page')),
  },
  {
    path: '/settings/users/:userId',
    access: mayAdministerUsers,
    menuKey: 'settings.users',
    component: lazy(() => import('./user-detail/user-detail-page')),
  },
];
