// Test data and rendering of the campaign detail (not part of the bundle).
import {
  getCampaign,
  getCampaignPossibleStates,
  getPerformanceMetricsDisplay,
  NO_PERFORMANCE,
  type CampaignDetail,
  type UserInfo,
} from '@portal/shared-contracts';
import { renderWithPortal } from '@portal/shared-ui/testing';
import { ALL_METRICS } from '../common/test-data';
import { campaignItem, campaignState } from '../common/test-item';
import CampaignDetailPage from './campaign-detail-page';

export function campaign(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  const items = overrides.campaignItems ?? [campaignItem()];
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
    ...NO_PERFORMANCE,
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

/**
 * The answers each test starts from (the tests mock CAMPAIGN_DETAIL_CALLS of common/test-api): the
 * campaign, no possible states and every metric shown.
 */
export function answerCampaignDetail(detail: CampaignDetail = campaign()) {
  jest.clearAllMocks();
  jest.mocked(getCampaign).mockResolvedValue(detail);
  jest.mocked(getCampaignPossibleStates).mockResolvedValue([]);
  jest.mocked(getPerformanceMetricsDisplay).mockResolvedValue(ALL_METRICS);
}

/** The detail at /campaigns/41 (or another path) with the campaign list and add-item paths beside it. */
export const renderDetail = (user: Partial<UserInfo>, path = '/campaigns/41') =>
  renderWithPortal(
    [
      { path: '/campaigns/:campaignId', element: <CampaignDetailPage /> },
      { path: '/campaigns/:campaignId/items/:campaignItemId/media', element: <CampaignDetailPage /> },
    ],
    path,
    user,
  );
