import { lazyScreen, type PortalRoute, type RouteLocation } from '@portal/shared-ui';
import { lazy } from 'react';

// One screen for both paths of a list with its card: opening and closing the card keeps the list as it is.
const CategoriesPage = lazyScreen(() => import('./categories/categories-page'));
const LandingPageTypesPage = lazy(() => import('./landing-page-types/landing-page-types-page'));
const SettingsVariablesPage = lazy(() => import('./settings-variables/settings-variables-page'));
const CreativeFormatsPage = lazy(() => import('./creative-formats/creative-formats-page'));
const CreativeFormatPage = lazy(() => import('./creative-formats/creative-format-page'));
const ProductSettingsPage = lazy(() => import('./product-settings/product-settings-page'));
const ProductSettingsDetailPage = lazy(() => import('./product-settings/product-settings-detail-page'));
const ImageLibraryPage = lazy(() => import('./image-library/image-library-page'));
const ReleasesPage = lazy(() => import('./releases/releases-page'));
// Its own chunk, fetched beside the screen's: the catalogue's contracts stay out of the other pages.
const preloadCategories = (location: RouteLocation) =>
  import('./categories/categories-request').then((module) => module.preloadCategories(location));

/**
 * The routes of this remote (catalogue and settings administration, spec 000 §2), each the screen of
 * a settings menu entry (src/portal-routes.json): product categories, product settings, landing page
 * types, the creative formats (the spec's templates), the settings variables, the image library and
 * the releases of the front end, for administrators (others get the forbidden page, and 403 from the calls).
 */
export const routes: PortalRoute[] = [
  {
    path: '/settings/categories',
    access: 'administrators',
    menuKey: 'settings.categories',
    component: CategoriesPage,
    preload: preloadCategories,
  },
  {
    // The id of the category whose card is open over the list, or the word new.
    path: '/settings/categories/:categoryId',
    access: 'administrators',
    menuKey: 'settings.categories',
    component: CategoriesPage,
    preload: preloadCategories,
  },
  {
    path: '/settings/tools',
    access: 'administrators',
    menuKey: 'settings.tools',
    component: ProductSettingsPage,
  },
  {
    path: '/settings/tools/:productId',
    access: 'administrators',
    menuKey: 'settings.tools',
    component: ProductSettingsDetailPage,
  },
  {
    path: '/settings/landing-page-types',
    access: 'administrators',
    menuKey: 'settings.landingPageTypes',
    component: LandingPageTypesPage,
  },
  {
    // The id of the type whose card is open over the list, or the word new.
    path: '/settings/landing-page-types/:landingPageTypeId',
    access: 'administrators',
    menuKey: 'settings.landingPageTypes',
    component: LandingPageTypesPage,
  },
  {
    path: '/settings/templates',
    access: 'administrators',
    menuKey: 'settings.templates',
    component: CreativeFormatsPage,
  },
  {
    // The detail of one format, a page of its own (its fields do not fit a card).
    path: '/settings/templates/:formatId',
    access: 'administrators',
    menuKey: 'settings.templates',
    component: CreativeFormatPage,
  },
  {
    path: '/settings/others',
    access: 'administrators',
    menuKey: 'settings.others',
    component: SettingsVariablesPage,
  },
  {
    // The library the product settings' image picker draws from (design.md: this remote's).
    path: '/settings/images',
    access: 'administrators',
    menuKey: 'settings.images',
    component: ImageLibraryPage,
  },
  {
    // The shell's and the remotes' versions: promote, roll back, end a staged release, preview.
    path: '/settings/releases',
    access: 'administrators',
    menuKey: 'settings.releases',
    component: ReleasesPage,
  },
];
