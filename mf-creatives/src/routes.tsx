import { lazyScreen, type PortalRoute, type RemoteSlots, type RouteLocation } from '@portal/shared-ui';
import { lazy } from 'react';

/** The queue's own review, of a creative or of an item's zip (one screen, two addresses). */
const QueueReviewPage = lazy(() => import('./review-queue/queue-review-page'));
// Its own chunk, fetched beside the screen's: the item's contracts stay out of the other pages.
const preloadCreativePage = (location: RouteLocation) =>
  import('./creative/creative-page-request').then((module) => module.preloadCreativePage(location));

/**
 * The routes of this remote (spec 000 §2): the activity creative page, the landing page list and
 * detail (the header menu's landingPages entry, portal-routes.json), and the retailer's review queue
 * (reviewQueue) with its own review of native items' creatives and zips. Landing pages are for those
 * who work with campaigns (a sales person alone has none).
 */
export const routes: PortalRoute[] = [
  {
    // The view (search, new, edit, preview) is the page's ?view= parameter.
    path: '/campaigns/:campaignId/items/:campaignItemId/creative',
    access: 'everyone',
    menuKey: 'campaigns',
    component: lazyScreen(() => import('./creative/creative-page')),
    preload: preloadCreativePage,
  },
  {
    // Page, size, sort and filters are in the address (and per route in local storage).
    path: '/landing-pages',
    access: 'campaignUsers',
    menuKey: 'landingPages',
    component: lazy(() => import('./landing-pages/landing-page-list-page')),
  },
  {
    // The view (detail, edit, preview) is the page's ?view= parameter.
    path: '/landing-pages/:landingPageId',
    access: 'campaignUsers',
    menuKey: 'landingPages',
    component: lazy(() => import('./landing-pages/landing-page-page')),
  },
  {
    // Kind, company, page and size are in the address (and per route in local storage).
    path: '/review-queue',
    access: 'retailerStaff',
    menuKey: 'reviewQueue',
    component: lazy(() => import('./review-queue/review-queue-page')),
  },
  {
    // The queue's own review of what has no page of its own (issue 31): a native-format item's
    // creative (no creative preview, spec 000 §2) or a creative no item shows ...
    path: '/review-queue/creatives/:creativeId',
    access: 'retailerStaff',
    menuKey: 'reviewQueue',
    component: QueueReviewPage,
  },
  {
    // ... and a native-format item's zip.
    path: '/review-queue/items/:campaignItemId',
    access: 'retailerStaff',
    menuKey: 'reviewQueue',
    component: QueueReviewPage,
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
