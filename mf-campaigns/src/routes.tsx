import type { PortalRoute } from '@portal/shared-ui';
import { lazy } from 'react';

/** The screens of mf-campaigns; each is fetched when first visited. */
export const routes: PortalRoute[] = [
  {
    path: '/campaigns',
    access: 'user',
    menuKey: 'campaigns',
    component: lazy(() => import('./campaigns/campaign-list-page')),
  },
];
