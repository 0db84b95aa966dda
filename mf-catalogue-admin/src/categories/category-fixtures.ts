// Test data (not part of the bundle): the categories and shops the screen's tests answer with.
import type { ProductCategory, Target } from '@portal/shared-contracts';

export const SHOP: Target = { id: 11, name: 'Hlavní e-shop', domainUrl: 'https://shop.example.cz' };
export const OTHER_SHOP: Target = { id: 12, name: 'Druhý e-shop', domainUrl: 'https://druhy.example.cz' };

export const BANNERS: ProductCategory = {
  id: 1,
  title: 'Bannery',
  description: 'Grafická reklama na webu.',
  shortDescription: 'Bannery na webu',
  minDaysBeforeStartDate: 7,
  active: true,
  internal: false,
  autoPauseFlight: false,
  domainUrl: 'https://shop.example.cz',
  targetId: SHOP.id,
  target: { id: SHOP.id, name: SHOP.name },
  sasName: 'BANNERS',
  position: 1,
  productIds: [101, 102, 103],
  translations: {
    en: { title: 'Banners', shortDescription: 'Banners on the web', description: null },
    pl: { title: 'Banery', shortDescription: null, description: null },
  },
  version: 4,
};

export const SEARCH: ProductCategory = {
  id: 2,
  title: 'Vyhledávání',
  description: null,
  shortDescription: null,
  minDaysBeforeStartDate: 2,
  active: false,
  internal: true,
  autoPauseFlight: true,
  domainUrl: null,
  targetId: null,
  target: null,
  sasName: null,
  position: 2,
  productIds: [],
  translations: {},
  version: 1,
};

export const VIDEO: ProductCategory = {
  ...SEARCH,
  id: 3,
  title: 'Video',
  minDaysBeforeStartDate: 14,
  active: true,
  internal: false,
  autoPauseFlight: false,
  position: 3,
  productIds: [104],
};

/** The list in its saved order. */
export const CATEGORIES = [BANNERS, SEARCH, VIDEO];
