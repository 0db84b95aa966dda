// Test fixtures (not part of the bundle): the answer of GET /campaign-item/{id}.
import type { CampaignItem, CampaignItemDetail, CampaignStateIdentifier } from '@portal/shared-contracts';
import { campaignItem, campaignState } from '../common/test-item';

/** Item 77 of campaign 501, with a note and the week of 30 November 2026. */
function activityItem(overrides: Partial<CampaignItem>): CampaignItem {
  const base = campaignItem();
  return campaignItem({
    id: 77,
    campaignId: 501,
    generatedName: 'HP leaderboard · Pozice 1 · 2026-W49',
    name: 'HP leaderboard · Pozice 1 · 2026-W49',
    product: { ...base.product, name: 'Banner na hlavní stránce' },
    startDate: '2026-11-30',
    endDate: '2026-12-06',
    variableValues: [{ id: 31, name: 'Pozice 1' }],
    note: 'Vánoční kampaň',
    targetURL: 'https://www.portal-retail.cz/vanoce',
    ...overrides,
  });
}

export function itemDetail(
  item: Partial<CampaignItem> = {},
  state: CampaignStateIdentifier = 'in-process',
): CampaignItemDetail {
  return {
    item: activityItem(item),
    campaign: {
      id: 501,
      name: 'Vánoce 2026',
      company: { id: 2, name: 'Acme Foods' },
      campaignState: campaignState(state),
    },
  };
}
