// Test fixtures (not part of the bundle): the answer of GET /campaign-item/{id}.
import { CAMPAIGN_STATES, type CampaignItem, type CampaignItemDetail } from '@portal/shared-contracts';

export const campaignState = (id: number) => ({ ...CAMPAIGN_STATES.find((state) => state.id === id)! });

export function campaignItem(overrides: Partial<CampaignItem> = {}): CampaignItem {
  return {
    id: 77,
    campaignId: 501,
    generatedName: 'HP leaderboard · Pozice 1 · 2026-W49',
    name: 'HP leaderboard · Pozice 1 · 2026-W49',
    product: {
      id: 11,
      name: 'Banner na hlavní stránce',
      rateType: 'FLAT_RATE',
      price: 45000,
      nativeFormat: false,
      nativeType: 'none',
      checkAvails: true,
      categoryId: 1,
    },
    itemState: { id: 1, identifier: 'in-process', name: 'Rozpracovaná', canSendForCheck: false },
    startDate: '2026-11-30',
    endDate: '2026-12-06',
    orderedAmount: null,
    orderedClicksCount: null,
    orderedImpressionsCount: null,
    unitPrice: 45000,
    price: 45000,
    usagePrice: null,
    progress: null,
    variableValues: [{ id: 31, name: 'Pozice 1' }],
    note: 'Vánoční kampaň',
    message: null,
    targetURL: 'https://www.portal-retail.cz/vanoce',
    targetProduct: null,
    targetLandingPage: null,
    targetKeywords: [],
    editable: true,
    creativeEditAllowed: true,
    creative: null,
    zipUploaded: false,
    externalId: null,
    flightExternalId: null,
    actualImpressions: null,
    actualViews: null,
    actualClicks: null,
    visibilityRatio: null,
    ctrRatio: null,
    ospRatio: null,
    hardConversions: null,
    softConversions: null,
    sasInfo: { lineItemURL: null, flightURL: null, creativeURL: null, zipCreativeURL: null },
    ...overrides,
  };
}

export function itemDetail(item: Partial<CampaignItem> = {}, stateId = 1): CampaignItemDetail {
  return {
    item: campaignItem(item),
    campaign: {
      id: 501,
      name: 'Vánoce 2026',
      company: { id: 2, name: 'Acme Foods' },
      campaignState: campaignState(stateId),
    },
  };
}
