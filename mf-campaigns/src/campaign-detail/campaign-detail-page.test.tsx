import {
  ApiError,
  getCampaign,
  getCampaignPossibleStates,
  getPerformanceMetricsDisplay,
  sessionStore,
} from '@portal/shared-contracts';
import { USERS } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { ALL_METRICS } from '../common/test-data';
import { campaignState } from '../common/test-item';
import { answerCampaignDetail, campaign, IMPERSONATED_VENDOR, renderDetail } from './test-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.CAMPAIGN_DETAIL_CALLS);
});

beforeEach(() => answerCampaignDetail());

const title = () => screen.findByRole('heading', { level: 1 });
const breadcrumb = () => screen.getByRole('navigation', { name: 'Drobečková navigace' });

describe('campaign detail header by role (spec 000 §2 "Campaign detail")', () => {
  it('a vendor sees only the campaign name, no company in the breadcrumb, the state as a tag', async () => {
    await renderDetail(USERS.vendor);
    expect(await title()).toHaveTextContent(/^Vánoce 2026$/);
    expect(within(breadcrumb()).getByRole('link', { name: 'Moje kampaně' })).toHaveAttribute(
      'href',
      '/campaigns',
    );
    expect(within(breadcrumb()).queryByText('Acme Foods')).not.toBeInTheDocument();
    expect(screen.getByTestId('campaign-state')).toHaveTextContent('Rozpracovaná');
    expect(screen.queryByRole('combobox', { name: 'Stav kampaně' })).not.toBeInTheDocument();
    expect(screen.getByTestId('campaign-sales-person')).toHaveTextContent('Simona Obchodní');
    expect(getCampaign).toHaveBeenCalledWith(41);
    expect(getCampaignPossibleStates).not.toHaveBeenCalled();
  });

  it('an agency sees the company in the title and the breadcrumb', async () => {
    await renderDetail(USERS.agency);
    expect(await title()).toHaveTextContent('Acme Foods – Vánoce 2026');
    expect(within(breadcrumb()).getByText('Acme Foods')).toBeInTheDocument();
    expect(within(breadcrumb()).getByText('Vánoce 2026')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('combobox', { name: 'Stav kampaně' })).not.toBeInTheDocument();
  });

  it('a retailer sees company, the state selector and the ad-server links', async () => {
    jest.mocked(getCampaign).mockResolvedValue(
      campaign({
        sasInfo: { proposalURL: 'https://ads.test/proposal/41', campaignURL: 'https://ads.test/c/41' },
      }),
    );
    await renderDetail(USERS.retailer);
    expect(await title()).toHaveTextContent('Acme Foods – Vánoce 2026');
    expect(within(breadcrumb()).getByRole('link', { name: 'Správa kampaní' })).toBeInTheDocument();
    expect(within(breadcrumb()).getByText('Acme Foods')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stav kampaně' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Návrh v ad serveru/ })).toHaveAttribute(
      'href',
      'https://ads.test/proposal/41',
    );
    expect(screen.getByRole('link', { name: /Kampaň v ad serveru/ })).toHaveAttribute(
      'href',
      'https://ads.test/c/41',
    );
    expect(getCampaignPossibleStates).toHaveBeenCalledWith(41);
  });

  it('a retailer acting as a vendor sees the vendor view without the state selector', async () => {
    await renderDetail(IMPERSONATED_VENDOR);
    expect(await title()).toHaveTextContent(/^Vánoce 2026$/);
    expect(screen.queryByRole('combobox', { name: 'Stav kampaně' })).not.toBeInTheDocument();
  });

  it('shows the edit pencil only while the campaign is editable', async () => {
    jest.mocked(getCampaign).mockResolvedValue(campaign({ campaignState: campaignState('sas-check') }));
    await renderDetail(USERS.vendor);
    await title();
    expect(screen.queryByRole('button', { name: 'Upravit kampaň' })).not.toBeInTheDocument();
  });

  it.each([
    ['sas-check', true],
    ['approved', true],
    ['online', false],
    ['paused', false],
    ['canceled', false],
  ] as const)('a retailer may edit a campaign in %s: %s', async (identifier, editable) => {
    jest.mocked(getCampaign).mockResolvedValue(campaign({ campaignState: campaignState(identifier) }));
    await renderDetail(USERS.retailer);
    await title();
    const pencil = screen.queryByRole('button', { name: 'Upravit kampaň' });
    if (editable) expect(pencil).toBeInTheDocument();
    else expect(pencil).not.toBeInTheDocument();
  });

  it.each([
    ['in-process', true],
    ['user-check', true],
    ['sas-check', false],
  ] as const)('the rejection reason in %s shown: %s', async (identifier, shown) => {
    jest
      .mocked(getCampaign)
      .mockResolvedValue(
        campaign({ campaignState: campaignState(identifier), rejectReason: 'Chybí termín akce.' }),
      );
    await renderDetail(USERS.vendor);
    await title();
    if (shown) expect(screen.getByText('Chybí termín akce.')).toBeInTheDocument();
    else expect(screen.queryByText('Chybí termín akce.')).not.toBeInTheDocument();
  });
});

describe('performance panel (spec 000 §2, 001 §9)', () => {
  const running = campaign({
    campaignState: campaignState('online'),
    displayPerformance: true,
    actualImpressions: 120000,
    actualViews: 80000,
    actualClicks: 1234,
    visibilityRatio: 6543,
    ctrRatio: 1.0283,
    totalPrice: 90000,
  });

  it('shows the enabled metrics of a running campaign: CTR with 2 decimals, visibility / 100', async () => {
    jest.mocked(getCampaign).mockResolvedValue(running);
    jest.mocked(getPerformanceMetricsDisplay).mockResolvedValue({ ...ALL_METRICS, views: false });
    await renderDetail(USERS.vendor);
    expect(await screen.findByTestId('campaign-metric-impressions')).toHaveTextContent(/120\s000/);
    expect(screen.queryByTestId('campaign-metric-views')).not.toBeInTheDocument();
    expect(screen.getByTestId('campaign-metric-visibilityRatio')).toHaveTextContent('65,43 %');
    expect(screen.getByTestId('campaign-metric-ctrRatio')).toHaveTextContent('1,03 %');
    expect(screen.getByTestId('campaign-metric-clicks')).toHaveTextContent(/1\s234/);
    expect(screen.getByTestId('campaign-total-price')).toHaveTextContent(/90\s000\sKč/);
    expect(screen.getByTestId('campaign-period')).toHaveTextContent('07.12.2026 – 13.12.2026');
  });

  it('shows no metrics before the campaign runs, the total price always', async () => {
    jest.mocked(getCampaign).mockResolvedValue({ ...running, displayPerformance: false });
    await renderDetail(USERS.vendor);
    expect(await screen.findByTestId('campaign-total-price')).toBeInTheDocument();
    expect(screen.queryByTestId('campaign-metric-impressions')).not.toBeInTheDocument();
  });
});

describe('not found (spec 001 §8: campaign fetch 404)', () => {
  it('shows the not-found slate with the way back when the campaign does not exist', async () => {
    jest
      .mocked(getCampaign)
      .mockRejectedValue(
        new ApiError(404, { code: 'campaign_not_found', message: 'Kampaň nebyla nalezena.', requestId: 'r' }),
      );
    await renderDetail(USERS.vendor, '/campaigns/999');
    expect(await screen.findByText('Kampaň nebyla nalezena')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na kampaně' })).toHaveAttribute('href', '/campaigns');
    expect(within(breadcrumb()).getByRole('link', { name: 'Moje kampaně' })).toBeInTheDocument();
  });

  it('shows the slate without a call for an address that is no id', async () => {
    await renderDetail(USERS.vendor, '/campaigns/abc');
    expect(await screen.findByText('Kampaň nebyla nalezena')).toBeInTheDocument();
    expect(getCampaign).not.toHaveBeenCalled();
  });

  it('offers a retry when the campaign cannot be read for another reason', async () => {
    jest
      .mocked(getCampaign)
      .mockRejectedValue(
        new ApiError(500, { code: 'internal_error', message: 'Nastala neočekávaná chyba', requestId: 'r' }),
      );
    await renderDetail(USERS.vendor);
    expect(await screen.findByText('Kampaň se nepodařilo načíst.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });
});

describe('the media route (spec 000 §2 route table)', () => {
  it('shows the campaign detail', async () => {
    await renderDetail(USERS.vendor, '/campaigns/41/items/101/media');
    expect(await title()).toHaveTextContent('Vánoce 2026');
  });
});

describe('language switch', () => {
  it('reads the campaign again, as the API names products and positions in the new language', async () => {
    await renderDetail(USERS.vendor);
    expect(await title()).toHaveTextContent('Vánoce 2026');
    expect(getCampaign).toHaveBeenCalledTimes(1);
    act(() => sessionStore.getState().setLocale('en-GB'));
    await waitFor(() => expect(getCampaign).toHaveBeenCalledTimes(2));
    act(() => sessionStore.getState().setLocale('cs-CZ'));
  });
});
