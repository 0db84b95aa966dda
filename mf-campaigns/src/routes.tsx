import type { PortalRoute } from '@portal/shared-ui';
import { lazy } from 'react';

const AddToCampaignPage = lazy(() => import('./ordering/add-to-campaign-page'));

/** The screens of mf-campaigns; each is fetched when first visited. */
export const routes: PortalRoute[] = [
  {
    // Spec: the product list is for buyers; the shell sends retailers to the campaign list.
    path: '/tools',
    access: 'user',
    menuKey: 'products',
    component: lazy(() => import('./products/product-list-page')),
  },
  {
    path: '/tools/:selectedProductId',
    access: 'user',
    menuKey: 'products',
    component: AddToCampaignPage,
  },
  {
    path: '/campaigns',
    access: 'user',
    menuKey: 'campaigns',
    component: lazy(() => import('./campaigns/campaign-list-page')),
  },
  {
    path: '/campaigns/:campaignId/tools/:selectedProductId',
    access: 'user',
    menuKey: 'campaigns',
    component: AddToCampaignPage,
  },
  {
    // Retailer only; the page itself says so when the setting is off.
    path: '/availabilities',
    access: (user) => user.isRetailer,
    menuKey: 'availabilities',
    component: lazy(() => import('./availability/availabilities-page')),
  },
];
