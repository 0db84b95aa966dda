// Test fixtures (not part of the bundle): campaign and item states, and a campaign item.
import {
  CAMPAIGN_ITEM_STATES,
  CAMPAIGN_STATES,
  NO_PERFORMANCE,
  type CampaignItem,
  type CampaignItemState,
  type CampaignItemStateIdentifier,
  type CampaignState,
  type CampaignStateIdentifier,
} from '@portal/shared-contracts';

// The screens name a state by its identifier, from their catalogs; the answers' `name` is not shown,
// so the fixtures carry the identifier there rather than a copy of the labels.
/** A campaign state as the API's answers carry it: its row of CAMPAIGN_STATES and a name. */
export const campaignState = (identifier: CampaignStateIdentifier): CampaignState => ({
  ...CAMPAIGN_STATES.find((state) => state.identifier === identifier)!,
  name: identifier,
});

/** An item state as the API's answers carry it: its row of CAMPAIGN_ITEM_STATES and a name. */
export const itemState = (identifier: CampaignItemStateIdentifier): CampaignItemState => ({
  ...CAMPAIGN_ITEM_STATES.find((state) => state.identifier === identifier)!,
  name: identifier,
});

/** A flat-rate item in process: item 101 of campaign 41, the week of 7 December 2026. */
export function campaignItem(overrides: Partial<CampaignItem> = {}): CampaignItem {
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
    ...NO_PERFORMANCE,
    hardConversions: null,
    softConversions: null,
    sasInfo: { lineItemURL: null, flightURL: null, creativeURL: null, zipCreativeURL: null },
    ...overrides,
  };
}
