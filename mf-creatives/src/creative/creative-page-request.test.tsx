import { getCampaignItem, getCreative, getCreativeDraft, searchCreatives } from '@portal/shared-contracts';
import { renderWithPortal, USERS } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import CreativePage from './creative-page';
import { preloadCreativePage } from './creative-page-request';
import { draft, itemDetail } from './creative-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.CREATIVE_CALLS);
});

const PAGE = '/campaigns/:campaignId/items/:campaignItemId/creative';
const at = (campaignId: string, campaignItemId: string) => ({
  pathname: `/campaigns/${campaignId}/items/${campaignItemId}/creative`,
  search: '',
  params: { campaignId, campaignItemId },
});

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
  jest.mocked(searchCreatives).mockResolvedValue([]);
  jest.mocked(getCreativeDraft).mockResolvedValue(draft());
});

describe('the creative page’s preload (issue 35)', () => {
  it('asks for the item once: the page mounted after it takes the answer', async () => {
    preloadCreativePage(at('501', '77'));
    expect(getCampaignItem).toHaveBeenCalledTimes(1);
    expect(getCampaignItem).toHaveBeenCalledWith(77);

    await renderWithPortal(
      [{ path: PAGE, element: <CreativePage /> }],
      at('501', '77').pathname,
      USERS.vendor,
    );
    expect(await screen.findByRole('heading', { name: 'Vyberte kreativu' })).toBeInTheDocument();
    expect(getCampaignItem).toHaveBeenCalledTimes(1);
    // What depends on the item stays the screen's to ask for.
    expect(getCreative).not.toHaveBeenCalled();
  });

  it('asks nothing for an address without valid ids (the page shows not found without asking)', () => {
    preloadCreativePage(at('abc', '77'));
    preloadCreativePage(at('501', '0'));
    expect(getCampaignItem).not.toHaveBeenCalled();
  });
});
