// Test data (not part of the bundle): the products, categories, formats and images the screens'
// tests answer with, and the routes the shell will give the two screens.
import type {
  LibraryImage,
  ProductCategory,
  ProductSasInfo,
  ProductSettings,
  ProductSettingsRow,
} from '@portal/shared-contracts';
import type { PortalRoute } from '@portal/shared-ui';
import ProductSettingsDetailPage from './product-settings-detail-page';
import ProductSettingsPage from './product-settings-page';

/** The two screens under the paths and access of the settings entry "tools" (spec 000 §2). */
export const PRODUCT_SETTINGS_ROUTES: PortalRoute[] = [
  {
    path: '/settings/tools',
    access: 'administrators' as const,
    menuKey: 'settings.tools',
    component: ProductSettingsPage,
  },
  {
    path: '/settings/tools/:productId',
    access: 'administrators' as const,
    menuKey: 'settings.tools',
    component: ProductSettingsDetailPage,
  },
];

export const LEADERBOARD_ROW: ProductSettingsRow = {
  id: 3,
  name: 'HP_LEADERBOARD',
  title: 'Leaderboard na titulní straně',
  category: { id: 1, title: 'Bannery' },
  rateType: 'FLAT_RATE',
  price: 45_000.5,
  active: true,
};

export const SEARCH_ROW: ProductSettingsRow = {
  id: 4,
  name: 'SEARCH_TOP',
  title: null,
  category: { id: 2, title: 'Vyhledávání' },
  rateType: 'CPC',
  price: 12,
  active: false,
};

export const LEADERBOARD: ProductSettings = {
  id: 3,
  name: 'HP_LEADERBOARD',
  title: 'Leaderboard na titulní straně',
  active: true,
  description: 'Velký banner nad obsahem titulní strany.',
  categoryId: 1,
  creativeFormatId: 5,
  creativeFormat: { id: 5, name: 'Banner – leaderboard 970×250' },
  sizeExternalId: 1200,
  rateType: 'FLAT_RATE',
  price: 45_000.5,
  minAmount: 0,
  checkAvails: true,
  defaultPosEnabled: true,
  multipleVariableValues: false,
  auction: false,
  searchTool: false,
  nativeFormat: false,
  nativeType: 'none',
  icon: 'banner',
  moreInfoUrl: 'https://shop.example.cz/reklama',
  moreInfoUrlTitle: 'Více o reklamě',
  imageId: 7,
  image: { id: 7, url: '/api/images/7', thumbUrl: '/api/images/7?thumb=1' },
  warnings: [],
  // English only: the Polish storefront shows the Czech texts.
  translations: { en: { title: 'Homepage leaderboard', description: null } },
  version: 5,
};

const category = (
  id: number,
  title: string,
  active = true,
  translations: ProductCategory['translations'] = {},
): ProductCategory => ({
  id,
  title,
  description: null,
  shortDescription: null,
  minDaysBeforeStartDate: 0,
  active,
  internal: false,
  autoPauseFlight: false,
  domainUrl: null,
  targetId: null,
  target: null,
  sasName: null,
  position: id,
  productIds: [],
  translations,
  version: 1,
});

/** Banners translated into English and Polish; the others only Czech (shown so in every language). */
export const CATEGORIES = [
  category(1, 'Bannery', true, {
    en: { title: 'Banners', shortDescription: null, description: null },
    pl: { title: 'Banery', shortDescription: null, description: null },
  }),
  category(2, 'Vyhledávání'),
  category(3, 'Video', false),
];

/** GET /sas-info/products/3: the leaderboard's page in the ad server. */
export const LEADERBOARD_SAS_INFO: ProductSasInfo = {
  productURL: 'https://portal.example.cz/api/ad-server/products/3',
  productLineURL: 'https://portal.example.cz/api/ad-server/product-lines/1',
};

export const FORMATS = [
  { id: 5, name: 'Banner – leaderboard 970×250' },
  { id: 6, name: 'Banner – skyscraper 300×600' },
];

export const SPRING_IMAGE: LibraryImage = {
  id: 8,
  fileName: 'jaro.png',
  contentType: 'image/png',
  width: 1200,
  height: 800,
  size: 120_000,
  name: 'Jarní kampaň',
  translations: [],
  productsCount: 0,
  url: '/api/images/8',
  thumbUrl: '/api/images/8?thumb=1',
  createdAt: '2026-03-01T10:00:00Z',
};
