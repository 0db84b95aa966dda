import {
  ApiError,
  changeCampaignState,
  getCampaign,
  getCampaignHistory,
  getCampaignPossibleStates,
  getUsersByRole,
  updateCampaign,
} from '@portal/shared-contracts';
import { notification } from '@portal/shared-ui/form-components';
import { setupUser, USERS } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { campaignState } from '../common/test-item';
import { answerCampaignDetail, campaign, renderDetail } from './test-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.CAMPAIGN_DETAIL_CALLS);
});

let user = setupUser();

const option = (identifier: 'reserved' | 'canceled') => {
  const { id, name } = campaignState(identifier);
  return { id, identifier, name };
};

beforeEach(() => {
  user = setupUser();
  answerCampaignDetail();
  jest.mocked(getCampaignPossibleStates).mockResolvedValue([option('reserved'), option('canceled')]);
  jest.mocked(getUsersByRole).mockResolvedValue([
    { id: 3, name: 'Simona Obchodní', email: 'sales@portal.test', company: null },
    { id: 4, name: 'Petr Prodejní', email: 'sales2@portal.test', company: null },
  ]);
});

const stateSelect = () => screen.findByRole('combobox', { name: 'Stav kampaně' });
async function pick(label: string) {
  await user.click(await stateSelect());
  await user.click(await screen.findByTitle(label));
}

describe("the retailer's state selector (spec 000 §4, 001 §5, §7)", () => {
  it('offers the current and the possible states; Save and Cancel appear once another is picked', async () => {
    await renderDetail(USERS.retailer);
    await user.click(await stateSelect());
    await screen.findByTitle('Zrušená');
    // antd's listbox for screen readers holds values; the visible options carry the labels.
    const shown = Array.from(
      document.querySelectorAll('.ant-select-item-option'),
      (each) => each.textContent,
    );
    expect(shown).toEqual(['Rozpracovaná', 'Rezervovaná', 'Zrušená']);
    expect(screen.queryByRole('button', { name: 'Uložit stav' })).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('Zrušená'));
    expect(screen.getByRole('button', { name: 'Uložit stav' })).toBeInTheDocument();

    // Choosing the current state cancels the change.
    await pick('Rozpracovaná');
    expect(screen.queryByRole('button', { name: 'Uložit stav' })).not.toBeInTheDocument();

    await pick('Zrušená');
    await user.click(screen.getByRole('button', { name: 'Zrušit' }));
    expect(screen.queryByRole('button', { name: 'Uložit stav' })).not.toBeInTheDocument();
    expect(changeCampaignState).not.toHaveBeenCalled();
  });

  it('saves the change, names the new state, then reads the campaign and its possible states again', async () => {
    const success = jest.spyOn(notification, 'success').mockImplementation(() => {});
    jest.mocked(changeCampaignState).mockResolvedValue({ id: 41, campaignState: campaignState('reserved') });
    await renderDetail(USERS.retailer);
    await pick('Rezervovaná');
    jest.mocked(getCampaign).mockResolvedValue(campaign({ campaignState: campaignState('reserved') }));
    jest
      .mocked(getCampaignPossibleStates)
      .mockResolvedValue([{ id: 1, identifier: 'in-process', name: 'Rozpracovaná' }]);
    await user.click(screen.getByRole('button', { name: 'Uložit stav' }));
    expect(changeCampaignState).toHaveBeenCalledWith(41, { stateId: 12 });
    await waitFor(() => expect(getCampaignPossibleStates).toHaveBeenCalledTimes(2));
    expect(getCampaign).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Uložit stav' })).not.toBeInTheDocument(),
    );
    expect((await stateSelect()).closest('.ant-select')).toHaveTextContent('Rezervovaná');
    expect(success).toHaveBeenCalledWith({
      title: 'Stav kampaně byl změněn.',
      description: 'Kampaň je nyní ve stavu Rezervovaná.',
    });
    success.mockRestore();
  });

  it('shows the server message when the change fails', async () => {
    jest.mocked(changeCampaignState).mockRejectedValue(
      new ApiError(409, {
        code: 'campaign_state_change_not_allowed',
        message: 'Kampaň nelze převést ze stavu Rozpracovaná do stavu Zrušená.',
        requestId: 'r',
      }),
    );
    await renderDetail(USERS.retailer);
    await pick('Zrušená');
    await user.click(screen.getByRole('button', { name: 'Uložit stav' }));
    expect(
      await screen.findByText('Kampaň nelze převést ze stavu Rozpracovaná do stavu Zrušená.'),
    ).toBeInTheDocument();
  });
});

describe('edit campaign dialog (spec 001 §5 "Campaign creation and editing", §8)', () => {
  it('a vendor renames the campaign; the name is required', async () => {
    jest.mocked(updateCampaign).mockResolvedValue(campaign({ name: 'Vánoce 2026 – final' }));
    await renderDetail(USERS.vendor);
    await user.click(await screen.findByRole('button', { name: 'Upravit kampaň' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('combobox', { name: 'Obchodník' })).not.toBeInTheDocument();
    const name = within(dialog).getByLabelText(/Název kampaně/);
    expect(name).toHaveValue('Vánoce 2026');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Vyplňte název kampaně.');
    expect(updateCampaign).not.toHaveBeenCalled();

    jest.mocked(getCampaign).mockResolvedValue(campaign({ name: 'Vánoce 2026 – final' }));
    await user.type(name, 'Vánoce 2026 – final');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect(updateCampaign).toHaveBeenCalledWith(41, { name: 'Vánoce 2026 – final', salesPersonId: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Vánoce 2026 – final');
  });

  it('counts the characters of the name against its limit of 200', async () => {
    await renderDetail(USERS.vendor);
    await user.click(await screen.findByRole('button', { name: 'Upravit kampaň' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Název kampaně/);
    expect(name).toHaveAttribute('maxlength', '200');
    expect(within(dialog).getByText('11 / 200')).toBeInTheDocument();
    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(250));
    expect(name).toHaveValue('x'.repeat(200));
    expect(within(dialog).getByText('200 / 200')).toBeInTheDocument();
  });

  it('a retailer also changes the sales person', async () => {
    jest
      .mocked(updateCampaign)
      .mockResolvedValue(campaign({ salesPerson: { id: 4, name: 'Petr Prodejní' } }));
    await renderDetail(USERS.retailer);
    await user.click(await screen.findByRole('button', { name: 'Upravit kampaň' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Obchodník' }));
    await user.click(await screen.findByTitle('Petr Prodejní'));
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect(updateCampaign).toHaveBeenCalledWith(41, { name: 'Vánoce 2026', salesPersonId: 4 });
  });

  it('shows the server message under the name when the save fails', async () => {
    jest.mocked(updateCampaign).mockRejectedValue(
      new ApiError(409, {
        code: 'campaign_not_editable',
        message: 'Kampaň už nelze upravit.',
        requestId: 'r',
      }),
    );
    await renderDetail(USERS.vendor);
    await user.click(await screen.findByRole('button', { name: 'Upravit kampaň' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    const message = await within(dialog).findByRole('alert');
    expect(message).toHaveTextContent('Kampaň už nelze upravit.');
    expect(message).toHaveAttribute('id', 'edit-campaign-name-error');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("puts the server's validation answer on the name, described to a screen reader", async () => {
    jest.mocked(updateCampaign).mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Formulář obsahuje chyby.',
        requestId: 'r',
        fieldErrors: { name: ['Kampaň s tímto názvem už máte.'] },
      }),
    );
    await renderDetail(USERS.vendor);
    await user.click(await screen.findByRole('button', { name: 'Upravit kampaň' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    const name = within(dialog).getByLabelText(/Název kampaně/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Kampaň s tímto názvem už máte.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Formulář obsahuje chyby.')).not.toBeInTheDocument();
  });
});

describe('campaign history', () => {
  it('lists who did what and when, with translated states, the item and the impersonator', async () => {
    jest.mocked(getCampaignHistory).mockResolvedValue([
      {
        id: 2,
        at: '2026-11-22T08:15:00.000Z',
        action: 'campaign.state-changed',
        user: { id: 6, name: 'Vojtěch Dodavatel' },
        impersonator: { id: 1, name: 'Rita Retailová' },
        fromState: 'in-process',
        toState: 'sas-check',
        campaignItemId: null,
        campaignItemName: null,
        detail: null,
      },
      {
        id: 1,
        at: '2026-11-21T16:05:00.000Z',
        action: 'campaign-item.state-changed',
        user: null,
        impersonator: null,
        fromState: 'approved',
        toState: 'missing',
        campaignItemId: 101,
        campaignItemName: 'HP leaderboard · Pozice 1',
        detail: 'Termín začal bez schválené kreativy',
      },
    ]);
    await renderDetail(USERS.retailer);
    await user.click(await screen.findByRole('button', { name: 'Historie' }));
    const entries = await screen.findAllByTestId('history-entry', undefined, { timeout: 10_000 });
    expect(getCampaignHistory).toHaveBeenCalledWith(41);
    expect(entries[0]).toHaveTextContent('Změna stavu kampaně');
    expect(entries[0]).toHaveTextContent('22.11.2026 09:15');
    expect(entries[0]).toHaveTextContent('Vojtěch Dodavatel (provedl Rita Retailová v zastoupení)');
    expect(entries[0]).toHaveTextContent('Rozpracovaná → Ke kontrole');
    expect(entries[1]).toHaveTextContent('21.11.2026 17:05');
    expect(entries[1]).toHaveTextContent('Systém');
    expect(entries[1]).toHaveTextContent('Schválená → Chybí kreativa');
    expect(entries[1]).toHaveTextContent('Položka: HP leaderboard · Pozice 1');
    expect(entries[1]).toHaveTextContent('Termín začal bez schválené kreativy');
  });
});
