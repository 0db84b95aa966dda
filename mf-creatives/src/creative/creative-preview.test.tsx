import {
  ApiError,
  approveCreative,
  getCampaignItem,
  getCreative,
  getCreativeChanges,
  getCreativesSettings,
  onReviewQueueChanged,
  rejectCampaignItem,
  rejectCreative,
  requestCampaignItemCheck,
  type Creative,
  type CreativeState,
  type UserInfo,
} from '@portal/shared-contracts';
import { IMPERSONATED_VENDOR, renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import CreativePage from './creative-page';
import { creative, creativeFile, FILLED, itemDetail, itemState } from './creative-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.CREATIVE_CALLS);
});

let user = setupUser();

beforeEach(() => {
  user = setupUser();
  jest.resetAllMocks();
  jest.mocked(getCreativesSettings).mockResolvedValue({ zipUploadEnabled: true });
  jest.mocked(getCreativeChanges).mockResolvedValue({ since: null, nameChanged: false, fields: [] });
});

/** The preview of item 77 whose creative 900 is in the given state, filled unless said otherwise. */
async function renderPreview(
  who: Partial<UserInfo>,
  state: CreativeState,
  {
    values = FILLED,
    itemStateId = 'approved',
    overrides = {},
  }: {
    values?: Record<string, string | ReturnType<typeof creativeFile>>;
    itemStateId?: Parameters<typeof itemState>[0];
    overrides?: Partial<Creative>;
  } = {},
) {
  const current = creative({ creativeState: state, ...overrides }, values);
  jest.mocked(getCampaignItem).mockResolvedValue(
    itemDetail({
      itemState: itemState(itemStateId),
      creative: { id: 900, name: current.name, creativeState: state, filled: current.filled },
    }),
  );
  jest.mocked(getCreative).mockResolvedValue(current);
  await renderWithPortal(
    [{ path: '/campaigns/:campaignId/items/:campaignItemId/creative', element: <CreativePage /> }],
    '/campaigns/501/items/77/creative',
    who,
  );
  await screen.findByRole('heading', { name: current.name });
  return current;
}

const note = () => screen.getByRole('textbox', { name: 'Poznámka' });
const approveButton = () => screen.getByRole('button', { name: 'Schválit' });
const dismissButton = () => screen.getByRole('button', { name: 'Vrátit' });
const dialog = () => screen.findByRole('dialog');

describe('the preview (spec 000 §2)', () => {
  it('shows the reject reason only when the creative is returned', async () => {
    await renderPreview(USERS.vendor, 'returned', { overrides: { notes: 'Logo je příliš malé.' } });
    expect(screen.getByText('Vrácená')).toBeInTheDocument();
    expect(screen.getByText('Logo je příliš malé.')).toBeInTheDocument();
  });

  it('does not show an old note of a creative that is not returned', async () => {
    await renderPreview(USERS.vendor, 'new', { overrides: { notes: 'Logo je příliš malé.' } });
    expect(screen.queryByText('Logo je příliš malé.')).toBeNull();
  });

  it('lists the missing required fields of the creative', async () => {
    await renderPreview(USERS.vendor, 'new', { values: { ...FILLED, mobile_image: '', alt_text: '' } });
    const list = screen.getByRole('list', { name: 'Chybějící pole' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Obrázek pro mobil', 'Alternativní text']);
  });

  it('gives retailer staff the link to the creative in the ad server, and buyers not', async () => {
    await renderPreview(USERS.retailer, 'approved', {
      overrides: { adServerCreativeURL: '/api/ad-server/creatives/CR-900' },
    });
    expect(screen.getByRole('link', { name: /Kreativa v ad serveru/ })).toHaveAttribute(
      'href',
      '/api/ad-server/creatives/CR-900',
    );
  });
});

describe('send for approval (buyers; spec 001 §5)', () => {
  it('asks first, sends the item and says so', async () => {
    jest.mocked(requestCampaignItemCheck).mockResolvedValue({
      id: 77,
      itemState: itemState('waiting-for-approval'),
      campaignState: {
        id: 5,
        identifier: 'creative-waiting-for-approval',
        name: 'x',
        canSendForCheck: false,
        canEdit: false,
        canApprove: false,
      },
      message: null,
    });
    await renderPreview(USERS.vendor, 'new');
    await user.click(screen.getByRole('button', { name: 'Odeslat ke schválení' }));
    const confirm = await screen.findByRole('dialog', { name: 'Odeslat kreativu ke schválení?' });
    expect(requestCampaignItemCheck).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Odeslat' }));
    expect(requestCampaignItemCheck).toHaveBeenCalledWith(77);
    expect(await screen.findByText('Kreativa odeslána ke schválení')).toBeInTheDocument();
    await waitFor(() => expect(getCampaignItem).toHaveBeenCalledTimes(2));
  });

  it('is disabled while a required field is missing, saying why in its tooltip', async () => {
    await renderPreview(USERS.vendor, 'new', { values: { ...FILLED, alt_text: '' } });
    const send = screen.getByRole('button', { name: 'Odeslat ke schválení' });
    expect(send).toBeDisabled();
    await user.hover(send.parentElement!);
    expect(await screen.findByText('Ke schválení lze odeslat až vyplněnou kreativu.')).toBeInTheDocument();
  });

  it('is not offered while the creative waits for approval (issue 31), and the buyer cannot edit then', async () => {
    await renderPreview(USERS.vendor, 'waiting-for-approval', { itemStateId: 'waiting-for-approval' });
    expect(screen.queryByRole('button', { name: 'Odeslat ke schválení' })).toBeNull();
    expect(screen.queryByText(/nelze odeslat ke schválení/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upravit' })).toBeNull();
  });

  it('is not offered for an approved creative, nor while the item state does not allow sending', async () => {
    await renderPreview(USERS.vendor, 'approved', { itemStateId: 'prepared' });
    expect(screen.queryByRole('button', { name: 'Odeslat ke schválení' })).toBeNull();
  });

  it('shows the server message when the send is refused', async () => {
    jest.mocked(requestCampaignItemCheck).mockRejectedValue(
      new ApiError(409, {
        code: 'campaign_item_creative_not_filled',
        message: 'Kreativa není vyplněná.',
        requestId: 'r',
      }),
    );
    await renderPreview(USERS.vendor, 'new');
    await user.click(screen.getByRole('button', { name: 'Odeslat ke schválení' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Odeslat' }));
    expect(await within(await dialog()).findByText('Kreativa není vyplněná.')).toBeInTheDocument();
  });

  it('is not offered to retailer staff, who get the approval form instead', async () => {
    await renderPreview(USERS.retailer, 'waiting-for-approval', { itemStateId: 'waiting-for-approval' });
    expect(screen.queryByRole('button', { name: 'Odeslat ke schválení' })).toBeNull();
    expect(note()).toBeEnabled();
  });
});

describe('the approval form (spec 001 §5: approve with an empty note, dismiss with one)', () => {
  it('enables Approve only with an empty note, and Dismiss only with a note', async () => {
    await renderPreview(USERS.retailer, 'waiting-for-approval', { itemStateId: 'waiting-for-approval' });
    expect(approveButton()).toBeEnabled();
    expect(dismissButton()).toBeDisabled();
    await user.type(note(), 'Logo je malé.');
    expect(approveButton()).toBeDisabled();
    expect(dismissButton()).toBeEnabled();
    await user.clear(note());
    await user.type(note(), '   ');
    expect(approveButton()).toBeEnabled();
    expect(dismissButton()).toBeDisabled();
  });

  it('is left out for an approved creative, where no decision applies', async () => {
    await renderPreview(USERS.retailer, 'approved', { itemStateId: 'prepared' });
    expect(screen.queryByRole('textbox', { name: 'Poznámka' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Schválit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vrátit' })).toBeNull();
  });

  it('says in a tooltip why Approve or Dismiss cannot be pressed', async () => {
    await renderPreview(USERS.retailer, 'waiting-for-approval', { itemStateId: 'waiting-for-approval' });
    await user.hover(dismissButton().parentElement!);
    expect(await screen.findByText('Pro vrácení napište do poznámky jeho důvod.')).toBeInTheDocument();
    await user.type(note(), 'Logo je malé.');
    await user.hover(approveButton().parentElement!);
    expect(await screen.findByText(/S poznámkou nelze schválit/)).toBeInTheDocument();
  });

  it('does not approve a creative with missing fields', async () => {
    await renderPreview(USERS.retailer, 'new', { values: { ...FILLED, alt_text: '' } });
    expect(approveButton()).toBeDisabled();
  });

  it('is not shown to buyers, but to a retailer acting as the vendor', async () => {
    await renderPreview(USERS.vendor, 'waiting-for-approval', { itemStateId: 'waiting-for-approval' });
    expect(screen.queryByRole('textbox', { name: 'Poznámka' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Schválit' })).toBeNull();
  });

  it('lets a retailer acting as the vendor both send and review', async () => {
    await renderPreview(IMPERSONATED_VENDOR, 'new');
    expect(screen.getByRole('button', { name: 'Odeslat ke schválení' })).toBeEnabled();
    expect(note()).toBeEnabled();
  });

  it('dismisses with the note as the reason, after asking', async () => {
    jest
      .mocked(rejectCreative)
      .mockResolvedValue(creative({ creativeState: 'returned', notes: 'Logo je malé.' }, FILLED));
    await renderPreview(USERS.retailer, 'waiting-for-approval', { itemStateId: 'waiting-for-approval' });
    await user.type(note(), '  Logo je malé.  ');
    await user.click(dismissButton());
    const confirm = await dialog();
    expect(within(confirm).getByText('Logo je malé.')).toBeInTheDocument();
    expect(rejectCreative).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Vrátit' }));
    expect(rejectCreative).toHaveBeenCalledWith(900, 'Logo je malé.');
    expect(await screen.findByText('Kreativa vrácena')).toBeInTheDocument();
    expect(approveCreative).not.toHaveBeenCalled();
  });

  it('approves after asking, says so and tells the header counter (issue 31)', async () => {
    const counter = jest.fn();
    const stop = onReviewQueueChanged(counter);
    jest.mocked(approveCreative).mockResolvedValue(creative({ creativeState: 'approved' }, FILLED));
    await renderPreview(USERS.retailer, 'waiting-for-approval', { itemStateId: 'waiting-for-approval' });
    await user.click(approveButton());
    await user.click(within(await dialog()).getByRole('button', { name: 'Schválit' }));
    expect(approveCreative).toHaveBeenCalledWith(900);
    expect(await screen.findByText('Kreativa schválena')).toBeInTheDocument();
    expect(counter).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('changes since the last review (retailer staff, a creative waiting for approval)', () => {
  it('shows the old and the new values side by side, and the name change', async () => {
    const mobile = creative({}, FILLED).fieldValues.find(
      (value) => value.formatField.name === 'mobile_image',
    )!;
    jest.mocked(getCreativeChanges).mockResolvedValue({
      since: { version: 2, state: 'returned', at: '2026-11-18T10:00:00.000Z', name: 'Starý název' },
      nameChanged: true,
      fields: [
        {
          field: mobile.formatField,
          before: {
            fieldId: 303,
            text: null,
            file: creativeFile(700, { name: 'stary.png', width: 480, height: 480 }),
          },
          after: {
            fieldId: 303,
            text: null,
            file: creativeFile(701, { name: 'novy.png', width: 480, height: 480 }),
          },
        },
      ],
    });
    await renderPreview(USERS.retailer, 'waiting-for-approval', { itemStateId: 'waiting-for-approval' });
    const panel = await screen.findByRole('region', { name: 'Změny od poslední kontroly' });
    expect(getCreativeChanges).toHaveBeenCalledWith(900);
    expect(within(panel).getByText('Porovnání s verzí ze dne 18.11.2026 (Vrácená).')).toBeInTheDocument();
    const nameRow = within(panel).getByText('Název').closest('tr')!;
    expect(within(nameRow).getByText('Starý název')).toBeInTheDocument();
    expect(within(nameRow).getByText('Vánoční leaderboard')).toBeInTheDocument();
    const row = within(panel).getByText('Obrázek pro mobil').closest('tr')!;
    const images = within(row).getAllByRole('img', { name: 'Obrázek pro mobil' });
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/api/creatives/media/700',
      '/api/creatives/media/701',
    ]);
  });

  it('is not shown to buyers', async () => {
    await renderPreview(USERS.vendor, 'waiting-for-approval', { itemStateId: 'waiting-for-approval' });
    expect(screen.queryByRole('region', { name: 'Změny od poslední kontroly' })).toBeNull();
    expect(getCreativeChanges).not.toHaveBeenCalled();
  });
});

describe('the review of an item with only a zip', () => {
  it('the retailer returns it with a note, or approves it with none', async () => {
    jest
      .mocked(getCampaignItem)
      .mockResolvedValue(
        itemDetail({ itemState: itemState('waiting-for-approval'), creative: null, zipUploaded: true }),
      );
    await renderWithPortal(
      [{ path: '/campaigns/:campaignId/items/:campaignItemId/creative', element: <CreativePage /> }],
      '/campaigns/501/items/77/creative',
      USERS.retailer,
    );
    await screen.findByRole('region', { name: 'Schválení kreativy' });
    expect(dismissButton()).toBeDisabled();
    expect(approveButton()).toBeEnabled();
    await user.type(note(), 'Animace je delší než 15 sekund.');
    expect(approveButton()).toBeDisabled();
    await user.click(dismissButton());
    await user.click(within(await dialog()).getByRole('button', { name: 'Vrátit' }));
    await waitFor(() =>
      expect(rejectCampaignItem).toHaveBeenCalledWith(77, 'Animace je delší než 15 sekund.'),
    );
  });
});
