import { lazyScreen, type PortalRoute, type RouteLocation } from '@portal/shared-ui';
import { lazy } from 'react';
import { preloadCampaignList } from './campaigns/campaign-list-request';

const AddToCampaignPage = lazy(() => import('./ordering/add-to-campaign-page'));
const CampaignDetailPage = lazyScreen(() => import('./campaign-detail/campaign-detail-page'));
// Its own chunk, fetched beside the screen's: the detail's contracts stay out of every other page.
const preloadCampaignDetail = (location: RouteLocation) =>
  import('./campaign-detail/campaign-detail-request').then((module) =>
    module.preloadCampaignDetail(location),
  );

/** The screens of mf-campaigns; each is fetched when first visited. */
export const routes: PortalRoute[] = [
  {
    // Spec: the product list is for buyers; the shell sends retailers to the campaign list.
    path: '/tools',
    access: 'everyone',
    menuKey: 'products',
    component: lazy(() => import('./products/product-list-page')),
  },
  {
    path: '/tools/:selectedProductId',
    access: 'everyone',
    menuKey: 'products',
    component: AddToCampaignPage,
  },
  {
    path: '/campaigns',
    access: 'everyone',
    menuKey: 'campaigns',
    component: lazyScreen(() => import('./campaigns/campaign-list-page')),
    preload: preloadCampaignList,
  },
  {
    // The create-campaign and added-product dialogs go here (spec §7).
    path: '/campaigns/:campaignId',
    access: 'everyone',
    menuKey: 'campaigns',
    component: CampaignDetailPage,
    preload: preloadCampaignDetail,
  },
  {
    // Spec 000 §2: .../media shows the campaign detail view.
    path: '/campaigns/:campaignId/items/:campaignItemId/media',
    access: 'everyone',
    menuKey: 'campaigns',
    component: CampaignDetailPage,
    preload: preloadCampaignDetail,
  },
  {
    // Spec 000 §2: the item's own path opens its detail.
    path: '/campaigns/:campaignId/items/:campaignItemId',
    access: 'everyone',
    menuKey: 'campaigns',
    component: lazy(() => import('./activity/item-redirect')),
  },
  {
    path: '/campaigns/:campaignId/items/:campaignItemId/detail',
    access: 'everyone',
    menuKey: 'campaigns',
    component: lazy(() => import('./activity/activity-detail-page')),
  },
  {
    // The page itself refuses an item the user may not edit (spec 000 §4 "item edit").
    path: '/campaigns/:campaignId/items/:campaignItemId/edit',
    access: 'everyone',
    menuKey: 'campaigns',
    component: lazy(() => import('./activity/activity-edit-page')),
  },
  {
    path: '/campaigns/:campaignId/tools/:selectedProductId',
    access: 'everyone',
    menuKey: 'campaigns',
    component: AddToCampaignPage,
  },
  {
    // Spec 000 §2: the list of all activities (items) the user may see.
    path: '/activities',
    access: 'everyone',
    menuKey: 'activities',
    component: lazy(() => import('./activities/activities-page')),
  },
  {
    // Retailer only; the page itself says so when the setting is off.
    path: '/availabilities',
    access: 'retailerStaff',
    menuKey: 'availabilities',
    component: lazy(() => import('./availability/availabilities-page')),
  },
];
