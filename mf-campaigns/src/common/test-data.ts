// Test data (not part of the bundle): the catalogue's products and categories and the metrics setting.
import type { ActiveProductCategory, Product } from '@portal/shared-contracts';

/** The performance metrics display setting with every metric on. */
export const ALL_METRICS = {
  impressions: true,
  views: true,
  visibilityRatio: true,
  clicks: true,
  ctrRatio: true,
};

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 11,
    name: 'HP_LEADERBOARD',
    title: 'Banner na hlavní stránce',
    titleOrName: overrides.title ?? 'Banner na hlavní stránce',
    description: 'Široký banner v horní části hlavní stránky.',
    icon: 'banner',
    price: 45000,
    minAmount: 0,
    rateType: 'FLAT_RATE',
    active: true,
    nativeFormat: false,
    nativeType: 'none',
    checkAvails: false,
    searchTool: false,
    auction: false,
    multipleVariableValues: false,
    defaultPosEnabled: false,
    moreInfoUrl: null,
    moreInfoUrlTitle: null,
    imageUrl: null,
    sizeExternalId: null,
    category: {
      id: 1,
      title: 'Bannery',
      minDaysBeforeStartDate: 7,
      domainUrl: 'https://www.portal-retail.cz',
      target: { id: 1, name: 'Portal Retail' },
    },
    variableValues: [],
    hasAvailabilities: false,
    ...overrides,
  };
}

/** The banner category of GET /categories/active, with its products. */
export function category(overrides: Partial<ActiveProductCategory>): ActiveProductCategory {
  return {
    id: 1,
    title: 'Bannery',
    description: 'Bannery na hlavní stránce a v kategoriích osloví zákazníky ve chvíli, kdy vybírají.',
    shortDescription: 'Obrazová reklama.',
    minDaysBeforeStartDate: 7,
    active: true,
    internal: false,
    autoPauseFlight: false,
    domainUrl: null,
    targetId: null,
    target: null,
    sasName: null,
    position: 0,
    version: 1,
    products: [],
    ...overrides,
  };
}
