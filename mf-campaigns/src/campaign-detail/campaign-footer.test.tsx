import {
  ApiError,
  approveCampaign,
  approveCampaignByRetailer,
  deleteCampaign,
  getCampaign,
  rejectCampaignToVendor,
  requestCampaignCheck,
  type CampaignStateIdentifier,
  type UserInfo,
} from '@portal/shared-contracts';
import { notification } from '@portal/shared-ui/form-components';
import { setupUser, USERS } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { campaignState } from '../common/test-item';
import { answerCampaignDetail, campaign, IMPERSONATED_VENDOR, renderDetail } from './test-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.CAMPAIGN_DETAIL_CALLS);
});

let user = setupUser();

const transition = (identifier: CampaignStateIdentifier) => ({
  id: 41,
  campaignState: campaignState(identifier),
});
const apiError = (status: number, code: string, message: string) =>
  new ApiError(status, { code, message, requestId: 'r' });

beforeEach(() => {
  user = setupUser();
  answerCampaignDetail();
  // The success messages are checked by what they say; antd's own root for them stays empty.
  jest.spyOn(notification, 'success').mockImplementation(() => {});
});

afterEach(() => jest.mocked(notification.success).mockRestore());

/** The confirmation antd opens over the page, by its title. */
const confirmation = (title: string) => screen.findByRole('dialog', { name: title });

const FOOTER_BUTTONS = [
  'Zpět na kampaně',
  'Vrátit inzerentovi',
  'Odeslat ke schválení',
  'Schválit kampaň',
  'Schválit upravenou kampaň',
  'Smazat kampaň',
];

async function footerButtons(who: Partial<UserInfo>, identifier: CampaignStateIdentifier, withItems = true) {
  jest
    .mocked(getCampaign)
    .mockResolvedValue(
      campaign({ campaignState: campaignState(identifier), ...(withItems ? {} : { campaignItems: [] }) }),
    );
  await renderDetail(who);
  const footer = (await screen.findByRole('button', { name: 'Zpět na kampaně' })).closest('footer')!;
  return FOOTER_BUTTONS.filter((name) => within(footer).queryByRole('button', { name }) !== null);
}

describe('footer buttons, each under its rule (spec 000 §4, 001 §5)', () => {
  it.each<[string, Partial<UserInfo>, CampaignStateIdentifier, boolean, string[]]>([
    ['vendor, in process', USERS.vendor, 'in-process', true, ['Odeslat ke schválení', 'Smazat kampaň']],
    ['vendor, in process, no items', USERS.vendor, 'in-process', false, ['Smazat kampaň']],
    ['vendor, in check', USERS.vendor, 'sas-check', true, []],
    ['vendor, in check, no items', USERS.vendor, 'sas-check', false, ['Smazat kampaň']],
    ['vendor, user check', USERS.vendor, 'user-check', true, ['Schválit upravenou kampaň']],
    ['agency, user check', USERS.agency, 'user-check', true, ['Schválit upravenou kampaň', 'Smazat kampaň']],
    ['agency, in process', USERS.agency, 'in-process', true, ['Odeslat ke schválení', 'Smazat kampaň']],
    ['retailer, in process', USERS.retailer, 'in-process', true, ['Schválit kampaň', 'Smazat kampaň']],
    [
      'retailer, in check',
      USERS.retailer,
      'sas-check',
      true,
      ['Vrátit inzerentovi', 'Schválit kampaň', 'Smazat kampaň'],
    ],
    ['retailer, in check, no items', USERS.retailer, 'sas-check', false, ['Smazat kampaň']],
    ['retailer, user check', USERS.retailer, 'user-check', true, ['Schválit kampaň', 'Smazat kampaň']],
    ['retailer, approved', USERS.retailer, 'approved', true, ['Smazat kampaň']],
    ['retailer acting as a vendor, in check', IMPERSONATED_VENDOR, 'sas-check', true, ['Schválit kampaň']],
    [
      'retailer acting as a vendor, in process',
      IMPERSONATED_VENDOR,
      'in-process',
      true,
      ['Odeslat ke schválení', 'Schválit kampaň', 'Smazat kampaň'],
    ],
    [
      // Both approvals at once: the names tell the buyer's from the retailer's.
      'retailer acting as a vendor, user check',
      IMPERSONATED_VENDOR,
      'user-check',
      true,
      ['Schválit kampaň', 'Schválit upravenou kampaň'],
    ],
  ])('%s', async (_case, who, identifier, withItems, expected) => {
    expect(await footerButtons(who, identifier, withItems)).toEqual(['Zpět na kampaně', ...expected]);
  });
});

describe('footer actions (spec 001 §7, §8)', () => {
  it('asks before sending for approval, then sends, names the new state and reads the campaign again', async () => {
    jest.mocked(requestCampaignCheck).mockResolvedValue(transition('sas-check'));
    await renderDetail(USERS.vendor);
    await user.click(await screen.findByRole('button', { name: 'Odeslat ke schválení' }));
    let dialog = await confirmation('Odeslat kampaň ke schválení?');
    expect(dialog).toHaveTextContent(
      'Kampaň Vánoce 2026 bude odeslána retailerovi ke kontrole. Dokud ji retailer neschválí nebo nevrátí k úpravám, nelze ji upravovat.',
    );
    // Cancel sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestCampaignCheck).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Odeslat ke schválení' }));
    dialog = await confirmation('Odeslat kampaň ke schválení?');
    await user.click(within(dialog).getByRole('button', { name: 'Odeslat' }));
    expect(requestCampaignCheck).toHaveBeenCalledWith(41);
    await waitFor(() => expect(getCampaign).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notification.success).toHaveBeenCalledWith({
      title: 'Kampaň byla odeslána ke kontrole.',
      description: 'Kampaň je nyní ve stavu Ke kontrole.',
    });
  });

  it("asks before the retailer's approval, then approves and names the new state", async () => {
    jest.mocked(getCampaign).mockResolvedValue(campaign({ campaignState: campaignState('sas-check') }));
    jest.mocked(approveCampaignByRetailer).mockResolvedValue(transition('approved'));
    await renderDetail(USERS.retailer);
    await user.click(await screen.findByRole('button', { name: 'Schválit kampaň' }));
    const dialog = await confirmation('Schválit kampaň?');
    expect(dialog).toHaveTextContent(
      'Kampaň Vánoce 2026 bude schválena a její položky budou zarezervovány v reklamním systému. Schválení nelze vzít zpět.',
    );
    expect(approveCampaignByRetailer).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Schválit' }));
    expect(approveCampaignByRetailer).toHaveBeenCalledWith(41);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notification.success).toHaveBeenCalledWith({
      title: 'Kampaň byla schválena.',
      description: 'Kampaň je nyní ve stavu Schválená.',
    });
    expect(getCampaign).toHaveBeenCalledTimes(2);
  });

  it("asks before the buyer's approval of a campaign the retailer changed, then approves", async () => {
    jest.mocked(getCampaign).mockResolvedValue(campaign({ campaignState: campaignState('user-check') }));
    jest.mocked(approveCampaign).mockResolvedValue(transition('approved'));
    await renderDetail(USERS.vendor);
    await user.click(await screen.findByRole('button', { name: 'Schválit upravenou kampaň' }));
    const dialog = await confirmation('Schválit upravenou kampaň?');
    expect(dialog).toHaveTextContent(
      'Potvrdíte kampaň Vánoce 2026 včetně změn, které provedl retailer, a její položky budou zarezervovány v reklamním systému. Schválení nelze vzít zpět.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Schválit' }));
    expect(approveCampaign).toHaveBeenCalledWith(41);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notification.success).toHaveBeenCalledWith({
      title: 'Kampaň byla schválena.',
      description: 'Kampaň je nyní ve stavu Schválená.',
    });
  });

  it('shows the message listing the ended items when the approval is refused for them', async () => {
    jest.mocked(getCampaign).mockResolvedValue(campaign({ campaignState: campaignState('user-check') }));
    jest
      .mocked(approveCampaign)
      .mockRejectedValue(
        apiError(
          409,
          'campaign_items_ended',
          'Kampaň nelze schválit, tyto položky už skončily: HP leaderboard.',
        ),
      );
    await renderDetail(USERS.vendor);
    await user.click(await screen.findByRole('button', { name: 'Schválit upravenou kampaň' }));
    const dialog = await confirmation('Schválit upravenou kampaň?');
    await user.click(within(dialog).getByRole('button', { name: 'Schválit' }));
    // The confirmation stays open with the server's message; nothing was reported as done.
    expect(
      await within(dialog).findByText('Kampaň nelze schválit, tyto položky už skončily: HP leaderboard.'),
    ).toBeInTheDocument();
    expect(notification.success).not.toHaveBeenCalled();
  });

  it("shows the unexpected error for any other failure of the buyer's approval", async () => {
    jest.mocked(getCampaign).mockResolvedValue(campaign({ campaignState: campaignState('user-check') }));
    jest.mocked(approveCampaign).mockRejectedValue(apiError(500, 'internal_error', 'Interní chyba'));
    await renderDetail(USERS.vendor);
    await user.click(await screen.findByRole('button', { name: 'Schválit upravenou kampaň' }));
    const dialog = await confirmation('Schválit upravenou kampaň?');
    await user.click(within(dialog).getByRole('button', { name: 'Schválit' }));
    expect(await within(dialog).findByText('Nastala neočekávaná chyba')).toBeInTheDocument();
  });

  it("shows the server message when the retailer's approval fails", async () => {
    jest
      .mocked(approveCampaignByRetailer)
      .mockRejectedValue(
        apiError(409, 'campaign_items_ended', 'Kampaň nelze schválit, tyto položky už skončily: Banner.'),
      );
    await renderDetail(USERS.retailer);
    await user.click(await screen.findByRole('button', { name: 'Schválit kampaň' }));
    const dialog = await confirmation('Schválit kampaň?');
    await user.click(within(dialog).getByRole('button', { name: 'Schválit' }));
    expect(approveCampaignByRetailer).toHaveBeenCalledWith(41);
    expect(
      await within(dialog).findByText('Kampaň nelze schválit, tyto položky už skončily: Banner.'),
    ).toBeInTheDocument();
    expect(notification.success).not.toHaveBeenCalled();
  });

  it('sends for approval: the server message of a failure stays in the confirmation', async () => {
    jest
      .mocked(requestCampaignCheck)
      .mockRejectedValue(apiError(409, 'campaign_check_not_allowed', 'Kampaň nelze odeslat ke kontrole.'));
    await renderDetail(USERS.vendor);
    await user.click(await screen.findByRole('button', { name: 'Odeslat ke schválení' }));
    const dialog = await confirmation('Odeslat kampaň ke schválení?');
    await user.click(within(dialog).getByRole('button', { name: 'Odeslat' }));
    expect(await within(dialog).findByText('Kampaň nelze odeslat ke kontrole.')).toBeInTheDocument();
    expect(notification.success).not.toHaveBeenCalled();
  });

  it('explains "return to the vendor" on the button and in its dialog; the button is not red', async () => {
    jest.mocked(getCampaign).mockResolvedValue(campaign({ campaignState: campaignState('sas-check') }));
    await renderDetail(USERS.retailer);
    const button = await screen.findByRole('button', { name: 'Vrátit inzerentovi' });
    expect(button).not.toHaveClass('ant-btn-dangerous');
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Vrátí kampaň inzerentovi k úpravám; inzerent ji pak může znovu odeslat ke kontrole.',
    );
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Vrátí kampaň inzerentovi k úpravám; inzerent ji pak může znovu odeslat ke kontrole.',
    );
    expect(within(dialog).getByRole('button', { name: 'Vrátit inzerentovi' })).not.toHaveClass(
      'ant-btn-dangerous',
    );
  });

  it('a retailer returns the campaign only with a reason', async () => {
    jest.mocked(getCampaign).mockResolvedValue(campaign({ campaignState: campaignState('sas-check') }));
    jest.mocked(rejectCampaignToVendor).mockResolvedValue(transition('in-process'));
    await renderDetail(USERS.retailer);
    await user.click(await screen.findByRole('button', { name: 'Vrátit inzerentovi' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Vrátit inzerentovi' });

    await user.type(within(dialog).getByLabelText(/Důvod vrácení/), '   ');
    await user.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Vyplňte důvod vrácení.');
    expect(rejectCampaignToVendor).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/Důvod vrácení/), 'Doplňte prosím termín.');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(send);
    expect(rejectCampaignToVendor).toHaveBeenCalledWith(41, { reason: 'Doplňte prosím termín.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getCampaign).toHaveBeenCalledTimes(2);
    expect(notification.success).toHaveBeenCalledWith({
      title: 'Kampaň byla vrácena inzerentovi k úpravám.',
      description: 'Kampaň je nyní ve stavu Rozpracovaná.',
    });
  });

  it('keeps the reject dialog open with the server message on failure', async () => {
    jest.mocked(getCampaign).mockResolvedValue(campaign({ campaignState: campaignState('sas-check') }));
    jest
      .mocked(rejectCampaignToVendor)
      .mockRejectedValue(
        apiError(409, 'campaign_reject_not_allowed', 'Vrátit inzerentovi lze jen kampaň ke kontrole.'),
      );
    await renderDetail(USERS.retailer);
    await user.click(await screen.findByRole('button', { name: 'Vrátit inzerentovi' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Důvod vrácení/), 'Chybí termín');
    await user.click(within(dialog).getByRole('button', { name: 'Vrátit inzerentovi' }));
    expect(
      await within(dialog).findByText('Vrátit inzerentovi lze jen kampaň ke kontrole.'),
    ).toBeInTheDocument();
  });

  it("puts the server's refusal of the reason under the reason", async () => {
    const message = 'Důvod vrácení je příliš dlouhý.';
    jest.mocked(getCampaign).mockResolvedValue(campaign({ campaignState: campaignState('sas-check') }));
    jest.mocked(rejectCampaignToVendor).mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Zkontrolujte prosím zadané údaje.',
        requestId: 'r',
        fieldErrors: { reason: [message] },
      }),
    );
    await renderDetail(USERS.retailer);
    await user.click(await screen.findByRole('button', { name: 'Vrátit inzerentovi' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText(/Důvod vrácení/);
    await user.type(reason, 'Chybí termín');
    await user.click(within(dialog).getByRole('button', { name: 'Vrátit inzerentovi' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(message));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes the campaign only after the confirmation, then opens the list', async () => {
    jest.mocked(deleteCampaign).mockResolvedValue(null);
    const router = await renderDetail(USERS.vendor);
    await user.click(await screen.findByRole('button', { name: 'Smazat kampaň' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Opravdu chcete smazat kampaň Vánoce 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteCampaign).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Smazat kampaň' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    expect(deleteCampaign).toHaveBeenCalledWith(41);
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
  });

  it('goes to the list with the unexpected error when the delete fails', async () => {
    jest.mocked(deleteCampaign).mockRejectedValue(apiError(409, 'campaign_delete_not_allowed', 'Nelze'));
    const router = await renderDetail(USERS.vendor);
    await user.click(await screen.findByRole('button', { name: 'Smazat kampaň' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Smazat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
    expect(await screen.findByText('Nastala neočekávaná chyba')).toBeInTheDocument();
  });

  it('goes back to the campaign list', async () => {
    const router = await renderDetail(USERS.vendor);
    await user.click(await screen.findByRole('button', { name: 'Zpět na kampaně' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
  });
});
