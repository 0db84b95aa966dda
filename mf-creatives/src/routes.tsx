import type { PortalRoute, RemoteSlots } from '@portal/shared-ui';
import { lazy } from 'react';

/**
 * The routes of this remote: the activity creative page (spec 000 §2). Landing pages come with their
 * own issue; until then portal-routes.json adds no menu entry.
 */
export const routes: PortalRoute[] = [
  {
    // The view (search, new, edit, preview) is the page's ?view= parameter.
    path: '/campaigns/:campaignId/items/:campaignItemId/creative',
    access: 'user',
    menuKey: 'campaigns',
    component: lazy(() => import('./creative/creative-page')),
  },
];

/**
 * The dialogs this remote shows over mf-campaigns' campaign detail (shared-ui PortalSlotProps): the
 * item's creative (fill it, upload a zip, or pick an existing one) and the retailer's item media
 * (review it). Each is fetched when first opened.
 */
export const slots: RemoteSlots = {
  'mf-creatives/item-creative-dialog': lazy(() => import('./dialogs/item-creative-dialog')),
  'mf-creatives/item-media-dialog': lazy(() => import('./dialogs/item-media-dialog')),
};
