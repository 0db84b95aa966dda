// Test data (not part of the bundle): rows of the activities list and the filter panel's choices.
import {
  CAMPAIGN_ITEM_STATES,
  CAMPAIGN_STATES,
  campaignItemStateById,
  campaignStateById,
  type CampaignItemFilterData,
  type CampaignItemFilterResponse,
  type CampaignItemListRow,
} from '@portal/shared-contracts';
import { campaignState, itemState } from '../common/test-item';

/** An item in process in a campaign in process; `states` sets the item's and the campaign's state ids. */
export function activityRow(
  id: number,
  overrides: Partial<CampaignItemListRow> = {},
  states: { item?: number; campaign?: number } = {},
): CampaignItemListRow {
  const itemStateId = states.item ?? 1;
  return {
    id,
    campaignId: 500 + id,
    name: `Banner na hlavní stránce – Pozice ${id}`,
    generatedName: `Banner na hlavní stránce – Pozice ${id}`,
    product: { id: 1, name: 'Banner na hlavní stránce', rateType: 'FLAT_RATE', nativeFormat: false },
    targetProduct: { name: 'Mléčná čokoláda 100 g', externalIdentifier: 'SKU-1001' },
    company: { id: 2, name: 'Acme Foods' },
    campaign: { id: 500 + id, name: `Vánoční kampaň ${id}` },
    campaignState: campaignState(campaignStateById(states.campaign ?? 1).identifier),
    itemState: itemState(campaignItemStateById(itemStateId).identifier),
    startDate: '2026-11-30',
    endDate: '2026-12-06',
    price: 45000,
    creative: null,
    zipUploaded: false,
    editable: [1, 2, 3, 12].includes(itemStateId),
    zipCreativeURL: null,
    ...overrides,
  };
}

export const activityPage = (
  rows: CampaignItemListRow[],
  total = rows.length,
): CampaignItemFilterResponse => ({
  items: rows,
  total,
});

export const FILTER_DATA: CampaignItemFilterData = {
  itemStates: CAMPAIGN_ITEM_STATES.map(({ id, identifier }) => ({
    id,
    identifier,
    name: itemState(identifier).name,
  })),
  campaignStates: CAMPAIGN_STATES.map(({ id, identifier }) => ({
    id,
    identifier,
    name: campaignState(identifier).name,
  })),
  companies: [
    { id: 2, name: 'Acme Foods' },
    { id: 4, name: 'Nordic Drinks a.s.' },
  ],
  salesPersons: [{ id: 3, name: 'Simona Obchodní' }],
  productCategories: [
    { id: 1, name: 'Bannery' },
    { id: 2, name: 'Sponzorované produkty' },
  ],
  products: [
    { id: 1, name: 'Banner na hlavní stránce', categoryId: 1 },
    { id: 3, name: 'Sponzorovaný produkt – první pozice v kategorii', categoryId: 2 },
  ],
  brands: [
    { id: 7, name: 'Acme' },
    { id: 8, name: 'Nordic' },
  ],
  rootTargetProductCategories: [
    { id: 11, name: 'Nápoje' },
    { id: 12, name: 'Potraviny' },
  ],
};
