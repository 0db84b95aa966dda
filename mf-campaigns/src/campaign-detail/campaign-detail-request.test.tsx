import { getCampaign, getPerformanceMetricsDisplay, sessionStore } from '@portal/shared-contracts';
import { USERS } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { preloadCampaignDetail } from './campaign-detail-request';
import { answerCampaignDetail, renderDetail } from './test-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.CAMPAIGN_DETAIL_CALLS);
});

beforeEach(() => answerCampaignDetail());
afterEach(() => sessionStore.getState().setLocale('cs-CZ'));

const at = (pathname: string, params: Record<string, string>) => ({ pathname, search: '', params });

describe('the campaign detail’s preload (issue 35)', () => {
  it('asks for the campaign and the metrics setting once: the screen mounted after it takes them', async () => {
    preloadCampaignDetail(at('/campaigns/41', { campaignId: '41' }));
    expect(getCampaign).toHaveBeenCalledTimes(1);
    expect(getCampaign).toHaveBeenCalledWith(41);
    expect(getPerformanceMetricsDisplay).toHaveBeenCalledTimes(1);

    await renderDetail(USERS.vendor);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Vánoce 2026');
    expect(getCampaign).toHaveBeenCalledTimes(1);
    expect(getPerformanceMetricsDisplay).toHaveBeenCalledTimes(1);
  });

  it('asks in the UI’s language, as the screen’s key does', async () => {
    sessionStore.getState().setLocale('en-GB');
    preloadCampaignDetail(at('/campaigns/41/items/5/media', { campaignId: '41', campaignItemId: '5' }));
    await renderDetail(USERS.vendor);
    await screen.findByRole('heading', { level: 1 });
    expect(getCampaign).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for an address that names no campaign', () => {
    preloadCampaignDetail(at('/campaigns/abc', { campaignId: 'abc' }));
    preloadCampaignDetail(at('/campaigns/0', { campaignId: '0' }));
    expect(getCampaign).not.toHaveBeenCalled();
    expect(getPerformanceMetricsDisplay).not.toHaveBeenCalled();
  });
});
