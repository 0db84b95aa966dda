import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { PortalSlotContext, type SlotRenderer } from '@portal/shared-ui';
import type * as Contracts from '@portal/shared-contracts';
import type * as TestApi from '../common/test-api';
import { campaignItem, campaignState, itemState } from '../common/test-item';
import CampaignDetailPage from './campaign-detail-page';
import { answerCampaignDetail, campaign } from './test-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.CAMPAIGN_DETAIL_CALLS);
});

/** What the shell would render for a slot: here, a stand-in that shows the props and can close. */
const rendered: { slot: string; props: Record<string, unknown> }[] = [];
const fakeShell: SlotRenderer = (slot, props) => {
  rendered.push({ slot, props: props as Record<string, unknown> });
  const { onClose, ...shown } = props as { onClose: (changed: boolean) => void };
  return (
    <div role="dialog" aria-label={slot}>
      {JSON.stringify(shown)}
      <button onClick={() => onClose(true)}>close changed</button>
    </div>
  );
};

const withShell = (element: React.ReactElement) => (
  <PortalSlotContext.Provider value={fakeShell}>{element}</PortalSlotContext.Provider>
);

const render = async (user: Parameters<typeof renderWithPortal>[2], path = '/campaigns/41', shell = true) => {
  const page = shell ? withShell(<CampaignDetailPage />) : <CampaignDetailPage />;
  await renderWithPortal(
    [
      { path: '/campaigns/:campaignId', element: page },
      { path: '/campaigns/:campaignId/items/:campaignItemId/media', element: page },
    ],
    path,
    user,
  );
  return setupUser();
};

const approvedCampaign = (item = {}) =>
  campaign({
    campaignState: campaignState('approved'),
    campaignItems: [campaignItem({ itemState: itemState('approved'), ...item })],
  });

beforeEach(() => {
  rendered.length = 0;
});

describe('the creative dialogs of the campaign detail (spec 000 §2), shown through the shell', () => {
  it('a buyer opens the creative of an item without one on picking an existing creative', async () => {
    answerCampaignDetail(approvedCampaign());
    const user = await render(USERS.vendor);
    await user.click(
      await screen.findByRole('button', { name: 'Přidat kreativu k položce HP leaderboard · Pozice 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'mf-creatives/item-creative-dialog' });
    expect(dialog).toHaveTextContent('"campaignId":41,"campaignItemId":101,"mode":"select"');
  });

  it('an item with a creative opens on filling it; closing with a change reads the campaign again', async () => {
    answerCampaignDetail(
      approvedCampaign({ creative: { id: 5, name: 'Vánoce', creativeState: 'new', filled: false } }),
    );
    const { getCampaign } = jest.requireMock<typeof Contracts>('@portal/shared-contracts');
    const user = await render(USERS.vendor);
    await user.click(
      await screen.findByRole('button', { name: 'Kreativa položky HP leaderboard · Pozice 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'mf-creatives/item-creative-dialog' });
    expect(dialog).toHaveTextContent('"mode":"fill"');
    const reads = jest.mocked(getCampaign).mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'close changed' }));
    expect(
      screen.queryByRole('dialog', { name: 'mf-creatives/item-creative-dialog' }),
    ).not.toBeInTheDocument();
    expect(jest.mocked(getCampaign).mock.calls.length).toBeGreaterThan(reads);
  });

  it('the retailer reviews a waiting creative at its own address, and closing goes back to the detail', async () => {
    answerCampaignDetail(
      approvedCampaign({
        itemState: itemState('waiting-for-approval'),
        creative: { id: 5, name: 'Vánoce', creativeState: 'waiting-for-approval', filled: true },
      }),
    );
    const user = await render(USERS.retailer);
    await user.click(
      await screen.findByRole('button', { name: 'Posoudit kreativu položky HP leaderboard · Pozice 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'mf-creatives/item-media-dialog' });
    expect(dialog).toHaveTextContent('"campaignId":41,"campaignItemId":101');
    await user.click(within(dialog).getByRole('button', { name: 'close changed' }));
    expect(screen.queryByRole('dialog', { name: 'mf-creatives/item-media-dialog' })).not.toBeInTheDocument();
  });

  it('opens the review from the .../media address directly (a shared link)', async () => {
    answerCampaignDetail(
      approvedCampaign({ itemState: itemState('waiting-for-approval'), zipUploaded: true }),
    );
    await render(USERS.retailer, '/campaigns/41/items/101/media');
    expect(await screen.findByRole('dialog', { name: 'mf-creatives/item-media-dialog' })).toHaveTextContent(
      '"campaignItemId":101',
    );
  });

  it('offers no review to a buyer, and no creative action on an item whose creative may not change', async () => {
    answerCampaignDetail(
      approvedCampaign({
        itemState: itemState('waiting-for-approval'),
        creativeEditAllowed: false,
        zipUploaded: true,
      }),
    );
    await render(USERS.vendor);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /Posoudit kreativu/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Kreativa položky|Přidat kreativu k položce/ }),
    ).not.toBeInTheDocument();
  });

  it('says so when the creatives part of the portal is not there', async () => {
    answerCampaignDetail(approvedCampaign());
    const user = await render(USERS.vendor, '/campaigns/41', false);
    await user.click(
      await screen.findByRole('button', { name: 'Přidat kreativu k položce HP leaderboard · Pozice 1' }),
    );
    expect(await screen.findByText('Kreativy nejsou k dispozici')).toBeInTheDocument();
  });
});
