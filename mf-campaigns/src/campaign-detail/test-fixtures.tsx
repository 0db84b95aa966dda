// Test data and rendering of the campaign detail (not part of the bundle).
import {
  CAMPAIGN_ITEM_STATES,
  CAMPAIGN_STATES,
  type CampaignDetail,
  type CampaignItem,
  type CampaignItemStateIdentifier,
  type CampaignStateIdentifier,
  type UserInfo,
} from '@portal/shared-contracts';
import { renderRoutes } from '../common/test-render';
import CampaignDetailPage from './campaign-detail-page';

export const campaignState = (identifier: CampaignStateIdentifier) => ({
  ...CAMPAIGN_STATES.find((state) => state.identifier === identifier)!,
});

export const itemState = (identifier: CampaignItemStateIdentifier) => ({
  ...CAMPAIGN_ITEM_STATES.find((state) => state.identifier === identifier)!,
});

const NO_FIGURES = {
  actualImpressions: null,
  actualViews: null,
  actualClicks: null,
  visibilityRatio: null,
  ctrRatio: null,
  ospRatio: null,
};

export function item(overrides: Partial<CampaignItem> = {}): CampaignItem {
  return {
    id: 101,
    campaignId: 41,
    generatedName: 'HP leaderboard · Pozice 1',
    name: 'HP leaderboard · Pozice 1',
    product: {
      id: 11,
      name: 'HP leaderboard',
      rateType: 'FLAT_RATE',
      price: 45000,
      nativeFormat: false,
      nativeType: 'none',
      checkAvails: true,
      categoryId: 1,
    },
    itemState: itemState('in-process'),
    startDate: '2026-12-07',
    endDate: '2026-12-13',
    orderedAmount: null,
    orderedClicksCount: null,
    orderedImpressionsCount: null,
    unitPrice: 45000,
    price: 45000,
    usagePrice: null,
    progress: null,
    variableValues: [{ id: 1, name: 'Pozice 1' }],
    note: null,
    message: null,
    targetURL: 'https://www.portal-retail.cz/akce',
    targetProduct: null,
    targetLandingPage: null,
    targetKeywords: [],
    editable: true,
    creativeEditAllowed: true,
    creative: null,
    zipUploaded: false,
    externalId: null,
    flightExternalId: null,
    ...NO_FIGURES,
    hardConversions: null,
    softConversions: null,
    sasInfo: { lineItemURL: null, flightURL: null, creativeURL: null, zipCreativeURL: null },
    ...overrides,
  };
}

export function campaign(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  const items = overrides.campaignItems ?? [item()];
  return {
    id: 41,
    name: 'Vánoce 2026',
    company: { id: 2, name: 'Acme Foods' },
    companyContact: { id: 6, name: 'Vojtěch Dodavatel' },
    salesPerson: { id: 3, name: 'Simona Obchodní' },
    agency: null,
    agencyContact: null,
    campaignState: campaignState('in-process'),
    rejectReason: null,
    campaignItemsCount: items.length,
    itemAdditionAllowed: true,
    totalPrice: items.reduce((sum, each) => sum + each.price, 0),
    startDateString: '2026-12-07',
    endDateString: '2026-12-13',
    displayPerformance: false,
    ...NO_FIGURES,
    sasInfo: null,
    ...overrides,
    campaignItems: items,
  };
}

export const IMPERSONATED_VENDOR = {
  isVendor: true,
  userRoles: ['vendor'],
  companyId: 2,
  companyName: 'Acme Foods',
  originalTokenOfRetailer: 'session-7',
} satisfies Partial<UserInfo>;

/** The detail at /campaigns/41 (or another path) with the campaign list and add-item paths beside it. */
export const renderDetail = (user: Partial<UserInfo>, path = '/campaigns/41') =>
  renderRoutes(
    [
      { path: '/campaigns/:campaignId', element: <CampaignDetailPage /> },
      { path: '/campaigns/:campaignId/items/:campaignItemId/media', element: <CampaignDetailPage /> },
    ],
    path,
    user,
  );
