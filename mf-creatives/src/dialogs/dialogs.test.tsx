import {
  approveCreative,
  assignItemCreative,
  createCreative,
  getCampaignItem,
  getCreative,
  getCreativeChanges,
  getCreativeDraft,
  getCreativesSettings,
  searchCreatives,
  uploadCampaignItemCreativeZip,
  type UserInfo,
} from '@portal/shared-contracts';
import { PortalProviders, setupUser, signIn, USERS } from '@portal/shared-ui/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type * as TestApi from '../common/test-api';
import { creative, draft, FILLED, itemDetail, itemState } from '../creative/creative-fixtures';
import { slots } from '../routes';
import ItemCreativeDialog from './item-creative-dialog';
import ItemMediaDialog from './item-media-dialog';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.CREATIVE_CALLS);
});

let user = setupUser();

beforeEach(() => {
  user = setupUser();
  jest.resetAllMocks();
  jest.mocked(getCreativesSettings).mockResolvedValue({ zipUploadEnabled: true });
  jest.mocked(getCreativeDraft).mockResolvedValue(draft());
  jest.mocked(searchCreatives).mockResolvedValue([]);
  jest.mocked(getCreativeChanges).mockResolvedValue({ since: null, nameChanged: false, fields: [] });
});

async function show(element: ReactElement, who: Partial<UserInfo>) {
  act(() => signIn(who));
  await act(async () => {
    render(<PortalProviders>{element}</PortalProviders>);
  });
}

const WAITING = {
  id: 900,
  name: 'Vánoční leaderboard',
  creativeState: 'waiting-for-approval' as const,
  filled: true,
};

describe('the slots the campaign detail renders (shared-ui PortalSlotProps)', () => {
  it('are exported from ./routes by their full names', () => {
    expect(Object.keys(slots).sort()).toEqual([
      'mf-creatives/item-creative-dialog',
      'mf-creatives/item-media-dialog',
    ]);
  });
});

describe('item creative dialog', () => {
  it("picks one of the company's creatives (mode 'select') and closes as changed", async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    jest.mocked(searchCreatives).mockResolvedValue([
      {
        id: 900,
        name: 'Vánoční leaderboard',
        creativeState: 'approved',
        filled: true,
        updatedAt: '2026-11-20T09:30:00.000Z',
        previewUrl: null,
      },
    ]);
    jest
      .mocked(assignItemCreative)
      .mockResolvedValue(itemDetail({ creative: { ...WAITING, creativeState: 'approved' } }));
    const onClose = jest.fn();
    await show(
      <ItemCreativeDialog campaignId={501} campaignItemId={77} mode="select" onClose={onClose} />,
      USERS.vendor,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Výběr kreativy' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Vybrat kreativu Vánoční leaderboard' }),
    );
    expect(assignItemCreative).toHaveBeenCalledWith(77, 900);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });

  it("fills a new creative (mode 'fill') with the page's editor, and closes as changed after the save", async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    jest.mocked(createCreative).mockResolvedValue(creative({}, FILLED));
    const onClose = jest.fn();
    await show(
      <ItemCreativeDialog campaignId={501} campaignItemId={77} mode="fill" onClose={onClose} />,
      USERS.vendor,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kreativa položky HP leaderboard – Pozice 1' });
    expect(await within(dialog).findByLabelText(/Název kreativy/)).toHaveValue(
      'Vánoce 2026 – HP leaderboard',
    );
    expect(within(dialog).getByRole('tab', { name: 'Nahrát ZIP' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Vytvořit kreativu' }));
    expect(createCreative).toHaveBeenCalledWith(11, expect.objectContaining({ campaignItemId: 77 }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });

  it('closes unchanged when cancelled, and changed after a zip upload', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    const onClose = jest.fn();
    await show(
      <ItemCreativeDialog campaignId={501} campaignItemId={77} mode="fill" onClose={onClose} />,
      USERS.vendor,
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Zrušit' }));
    expect(onClose).toHaveBeenLastCalledWith(false);

    jest.mocked(uploadCampaignItemCreativeZip).mockResolvedValue(itemDetail({ zipUploaded: true }));
    await user.click(within(dialog).getByRole('tab', { name: 'Nahrát ZIP' }));
    await user.upload(
      within(dialog).getByLabelText('Soubor ZIP s kreativou'),
      new File(['PK'], 'kreativa.zip', { type: 'application/zip' }),
    );
    expect(await within(dialog).findByText('K položce je nahrán ZIP s kreativou.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    expect(onClose).toHaveBeenLastCalledWith(true);
  });

  it('shows a creative the buyer may not edit now, read-only', async () => {
    jest
      .mocked(getCampaignItem)
      .mockResolvedValue(itemDetail({ itemState: itemState('waiting-for-approval'), creative: WAITING }));
    jest.mocked(getCreative).mockResolvedValue(creative({ creativeState: 'waiting-for-approval' }, FILLED));
    await show(
      <ItemCreativeDialog campaignId={501} campaignItemId={77} mode="fill" onClose={jest.fn()} />,
      USERS.vendor,
    );
    expect(await screen.findByText('Kreativu teď nelze upravit.')).toBeInTheDocument();
    expect(screen.getByText('Čokoláda k Vánocům')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vytvořit kreativu' })).toBeNull();
  });
});

describe('item media dialog (the retailer reviews the item creative)', () => {
  it('shows the creative with the approval form and closes as changed after the approval', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(
      itemDetail({
        itemState: itemState('waiting-for-approval'),
        creative: WAITING,
        zipUploaded: true,
        sasInfo: {
          lineItemURL: null,
          flightURL: null,
          creativeURL: null,
          zipCreativeURL: '/api/campaign-item/77/creative-zip',
        },
      }),
    );
    jest.mocked(getCreative).mockResolvedValue(creative({ creativeState: 'waiting-for-approval' }, FILLED));
    jest.mocked(approveCreative).mockResolvedValue(creative({ creativeState: 'approved' }, FILLED));
    const onClose = jest.fn();
    await show(<ItemMediaDialog campaignId={501} campaignItemId={77} onClose={onClose} />, USERS.retailer);
    const dialog = await screen.findByRole('dialog', { name: 'Kreativa položky HP leaderboard – Pozice 1' });
    expect(await within(dialog).findByRole('heading', { name: 'Vánoční leaderboard' })).toBeInTheDocument();
    expect(within(dialog).getByText('Čeká na schválení')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Stáhnout ZIP/ })).toHaveAttribute(
      'href',
      '/api/campaign-item/77/creative-zip',
    );
    expect(within(dialog).getByRole('button', { name: 'Vrátit' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Schválit' }));
    // The confirmation is a second dialog over this one (jsdom gives both titles antd's one test id).
    const confirm = await waitFor(() => {
      const found = screen
        .getAllByRole('dialog')
        .find((node) => within(node).queryAllByText('Schválit kreativu?').length > 0);
      if (!found) throw new Error('no confirmation yet');
      return found;
    });
    await user.click(within(confirm).getByRole('button', { name: 'Schválit' }));
    expect(approveCreative).toHaveBeenCalledWith(900);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });

  it('closes unchanged', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail({ creative: WAITING }));
    jest.mocked(getCreative).mockResolvedValue(creative({ creativeState: 'waiting-for-approval' }, FILLED));
    const onClose = jest.fn();
    await show(<ItemMediaDialog campaignId={501} campaignItemId={77} onClose={onClose} />, USERS.retailer);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('heading', { name: 'Vánoční leaderboard' });
    const closeButtons = within(dialog).getAllByRole('button', { name: /Zavřít|Close/ });
    await user.click(closeButtons[closeButtons.length - 1]!);
    expect(onClose).toHaveBeenCalledWith(false);
  });
});
