import {
  changeCampaignItemOnlinePause,
  deleteCampaign,
  deleteCampaignItem,
  getCampaign,
  updateCampaign,
  type CampaignItem,
  type CampaignStateIdentifier,
  type UserInfo,
} from '@portal/shared-contracts';
import { notification } from '@portal/shared-ui/form-components';
import { setupUser, USERS } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { campaignItem, campaignState, itemState } from '../common/test-item';
import { answerCampaignDetail, campaign, IMPERSONATED_VENDOR, renderDetail } from './test-fixtures';

// Issue 31: every action of the campaign detail is offered only where its rule (shared-contracts
// campaign-rules.ts) holds, for each role, and every write says what it did.

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.CAMPAIGN_DETAIL_CALLS);
});

let user = setupUser();

beforeEach(() => {
  user = setupUser();
  answerCampaignDetail();
  jest.spyOn(notification, 'success').mockImplementation(() => {});
});

afterEach(() => jest.mocked(notification.success).mockRestore());

const ITEM = 'HP leaderboard · Pozice 1';
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

/** The actions the header and the item's row offer, by what they are called. */
async function offered(who: Partial<UserInfo>) {
  await renderDetail(who);
  const row = await rowOf(ITEM);
  const link = (name: RegExp) => within(row).queryByRole('link', { name });
  const button = (name: RegExp) => within(row).queryByRole('button', { name });
  const actions = {
    'edit campaign': screen.queryByRole('button', { name: 'Upravit kampaň' }),
    'change state': screen.queryByRole('combobox', { name: 'Stav kampaně' }),
    'add item': screen.queryByRole('button', { name: /Přidat položku/ }),
    'edit item': link(/^Upravit položku/),
    'delete item': button(/^Smazat položku/),
    'pause or run': button(/^(Pozastavit|Spustit) položku/),
    zip: link(/^Stáhnout ZIP/),
    'creative dialog': button(/^(Kreativa položky|Přidat kreativu k položce)/),
    review: button(/^Posoudit kreativu/),
  };
  return Object.entries(actions)
    .filter(([, element]) => element !== null)
    .map(([action]) => action);
}

interface Scenario {
  campaign: CampaignStateIdentifier;
  itemAdditionAllowed: boolean;
  /** The item as the server answers it to a retailer-like viewer or to a buyer (its flags differ). */
  item: (retailerLike: boolean) => Partial<CampaignItem>;
}

const SCENARIOS = {
  // The buyer assembles the campaign: the items are editable, no creative may be added yet.
  'in process': {
    campaign: 'in-process',
    itemAdditionAllowed: true,
    item: () => ({ itemState: itemState('in-process'), editable: true, creativeEditAllowed: false }),
  },
  // Sent for check: the buyer waits, the retailer may still change it.
  'in check': {
    campaign: 'sas-check',
    itemAdditionAllowed: false,
    item: () => ({ itemState: itemState('in-process'), editable: true, creativeEditAllowed: false }),
  },
  // Approved, the item's creative sent for approval (a zip): only the retailer may change it now; the
  // server gives the zip's link to retailer-like viewers only, here to everyone to see it kept hidden.
  approved: {
    campaign: 'approved',
    itemAdditionAllowed: false,
    item: (retailerLike) => ({
      itemState: itemState('waiting-for-approval'),
      editable: false,
      creativeEditAllowed: retailerLike,
      zipUploaded: true,
      sasInfo: { lineItemURL: null, flightURL: null, creativeURL: null, zipCreativeURL: '/zip/101' },
    }),
  },
  // Running: the item is online with an approved creative.
  online: {
    campaign: 'online',
    itemAdditionAllowed: false,
    item: (retailerLike) => ({
      itemState: itemState('online'),
      editable: false,
      creativeEditAllowed: retailerLike,
      creative: { id: 5, name: 'Zimní', creativeState: 'approved', filled: true },
    }),
  },
} satisfies Record<string, Scenario>;

const ROLES = {
  vendor: USERS.vendor,
  agency: USERS.agency,
  retailer: USERS.retailer,
  'retailer acting as a vendor': IMPERSONATED_VENDOR,
} satisfies Record<string, Partial<UserInfo>>;

describe('the actions of the campaign detail by role and state (spec 000 §4, 001 §5)', () => {
  it.each<[keyof typeof ROLES, keyof typeof SCENARIOS, string[]]>([
    ['vendor', 'in process', ['edit campaign', 'add item', 'edit item', 'delete item']],
    ['agency', 'in process', ['edit campaign', 'add item', 'edit item', 'delete item']],
    ['retailer', 'in process', ['edit campaign', 'change state', 'add item', 'edit item', 'delete item']],
    ['retailer acting as a vendor', 'in process', ['edit campaign', 'add item', 'edit item', 'delete item']],
    // The buyer waits for the retailer: nothing to change.
    ['vendor', 'in check', []],
    ['agency', 'in check', []],
    ['retailer', 'in check', ['edit campaign', 'change state', 'edit item', 'delete item']],
    ['retailer acting as a vendor', 'in check', []],
    // A stray zip link is not shown to a buyer.
    ['vendor', 'approved', []],
    ['retailer', 'approved', ['edit campaign', 'change state', 'zip', 'creative dialog', 'review']],
    ['retailer acting as a vendor', 'approved', ['zip', 'creative dialog', 'review']],
    ['vendor', 'online', []],
    ['agency', 'online', []],
    ['retailer', 'online', ['change state', 'pause or run', 'creative dialog']],
    ['retailer acting as a vendor', 'online', ['pause or run', 'creative dialog']],
  ])('%s, campaign %s', async (role, scenario, expected) => {
    const { campaign: state, itemAdditionAllowed, item } = SCENARIOS[scenario];
    const who: Partial<UserInfo> = ROLES[role];
    const retailerLike = Boolean(who.isRetailer) || Boolean(who.originalTokenOfRetailer);
    jest.mocked(getCampaign).mockResolvedValue(
      campaign({
        campaignState: campaignState(state),
        itemAdditionAllowed,
        campaignItems: [campaignItem(item(retailerLike))],
      }),
    );
    expect(await offered(who)).toEqual(expected);
  });
});

describe('the creative icon offers only what the viewer may do (issue 31)', () => {
  it('is a disabled plus, saying why, while the item takes no creative', async () => {
    jest
      .mocked(getCampaign)
      .mockResolvedValue(campaign({ campaignItems: [campaignItem({ creativeEditAllowed: false })] }));
    await renderDetail(USERS.vendor);
    const row = await rowOf(ITEM);
    const plus = within(row).getByRole('img', {
      name: `Kreativu k položce ${ITEM} teď nelze přidat: položka je ve stavu Rozpracovaná.`,
    });
    expect(plus).toHaveAttribute('data-icon', 'plus');
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(within(row).queryByRole('link', { name: /kreativ/ })).not.toBeInTheDocument();
  });

  it('links a plus to the creative page once the item takes one', async () => {
    jest.mocked(getCampaign).mockResolvedValue(
      campaign({
        campaignState: campaignState('approved'),
        campaignItems: [
          campaignItem({ itemState: itemState('approved'), editable: false, creativeEditAllowed: true }),
        ],
      }),
    );
    await renderDetail(USERS.vendor);
    expect(await screen.findByRole('link', { name: `Přidat kreativu k položce ${ITEM}` })).toHaveAttribute(
      'href',
      '/campaigns/41/items/101/creative',
    );
  });

  it('shows a creative waiting for approval to the buyer (eye), and lets the retailer edit it (pencil)', async () => {
    const waiting = campaign({
      campaignState: campaignState('creative-waiting-for-approval'),
      campaignItems: [
        campaignItem({
          itemState: itemState('waiting-for-approval'),
          editable: false,
          creativeEditAllowed: true,
          creative: { id: 5, name: 'Zimní', creativeState: 'waiting-for-approval', filled: true },
        }),
      ],
    });
    jest.mocked(getCampaign).mockResolvedValue(waiting);
    await renderDetail(USERS.vendor);
    expect(await screen.findByRole('link', { name: `Zobrazit kreativu položky ${ITEM}` })).toHaveAttribute(
      'data-icon',
      'eye',
    );
    expect(screen.queryByRole('link', { name: /Upravit kreativu/ })).not.toBeInTheDocument();
  });

  it('gives the retailer the pencil of a creative waiting for approval', async () => {
    jest.mocked(getCampaign).mockResolvedValue(
      campaign({
        campaignState: campaignState('creative-waiting-for-approval'),
        campaignItems: [
          campaignItem({
            itemState: itemState('waiting-for-approval'),
            editable: false,
            creativeEditAllowed: true,
            creative: { id: 5, name: 'Zimní', creativeState: 'waiting-for-approval', filled: true },
          }),
        ],
      }),
    );
    await renderDetail(USERS.retailer);
    expect(await screen.findByRole('link', { name: `Upravit kreativu položky ${ITEM}` })).toHaveAttribute(
      'data-icon',
      'pencil',
    );
  });

  it('shows a returned creative the item no longer lets change (eye, not pencil)', async () => {
    jest.mocked(getCampaign).mockResolvedValue(
      campaign({
        campaignState: campaignState('canceled'),
        campaignItems: [
          campaignItem({
            itemState: itemState('canceled'),
            editable: false,
            creativeEditAllowed: false,
            creative: { id: 5, name: 'Zimní', creativeState: 'returned', filled: true },
          }),
        ],
      }),
    );
    await renderDetail(USERS.vendor);
    expect(
      await screen.findByRole('link', { name: `Zobrazit kreativu položky ${ITEM}` }),
    ).toBeInTheDocument();
  });
});

describe('success messages of the writes (issue 31)', () => {
  it('says the campaign was saved', async () => {
    jest.mocked(updateCampaign).mockResolvedValue(campaign({ name: 'Vánoce 2026 – final' }));
    await renderDetail(USERS.vendor);
    await user.click(await screen.findByRole('button', { name: 'Upravit kampaň' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Název kampaně/);
    await user.clear(name);
    await user.type(name, 'Vánoce 2026 – final');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    await waitFor(() =>
      expect(notification.success).toHaveBeenCalledWith({
        title: 'Kampaň uložena',
        description: 'Změny kampaně Vánoce 2026 – final jsou uloženy.',
      }),
    );
  });

  it('gives no success message when the save fails', async () => {
    jest.mocked(updateCampaign).mockRejectedValue(new Error('offline'));
    await renderDetail(USERS.vendor);
    await user.click(await screen.findByRole('button', { name: 'Upravit kampaň' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nastala neočekávaná chyba');
    expect(notification.success).not.toHaveBeenCalled();
  });

  it('says the item was deleted', async () => {
    jest.mocked(deleteCampaignItem).mockResolvedValue(null);
    await renderDetail(USERS.vendor);
    await user.click(within(await rowOf(ITEM)).getByRole('button', { name: /Smazat položku/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Smazat' }));
    await waitFor(() =>
      expect(notification.success).toHaveBeenCalledWith({
        title: 'Položka smazána',
        description: `Položka ${ITEM} byla z kampaně smazána.`,
      }),
    );
  });

  it('says the campaign was deleted', async () => {
    jest.mocked(deleteCampaign).mockResolvedValue(null);
    const router = await renderDetail(USERS.vendor);
    await user.click(await screen.findByRole('button', { name: 'Smazat kampaň' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Smazat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
    expect(notification.success).toHaveBeenCalledWith({
      title: 'Kampaň smazána',
      description: 'Kampaň Vánoce 2026 byla smazána i se všemi položkami.',
    });
  });

  it('says the item was paused or runs again', async () => {
    const answer = (identifier: 'paused' | 'online') => ({
      id: 101,
      itemState: itemState(identifier),
      campaignState: campaignState('online'),
      message: null,
    });
    const running = (identifier: 'paused' | 'online') =>
      campaign({
        campaignState: campaignState('online'),
        campaignItems: [campaignItem({ itemState: itemState(identifier), editable: false })],
      });
    jest.mocked(getCampaign).mockResolvedValue(running('online'));
    await renderDetail(USERS.retailer);
    const pause = within(await rowOf(ITEM)).getByRole('button', { name: `Pozastavit položku ${ITEM}` });
    jest.mocked(changeCampaignItemOnlinePause).mockResolvedValueOnce(answer('paused'));
    jest.mocked(getCampaign).mockResolvedValue(running('paused'));
    await user.click(pause);
    await waitFor(() =>
      expect(notification.success).toHaveBeenCalledWith({
        title: 'Položka pozastavena',
        description: `Položka ${ITEM} je pozastavená.`,
      }),
    );

    const run = await screen.findByRole('button', { name: `Spustit položku ${ITEM}` });
    jest.mocked(changeCampaignItemOnlinePause).mockResolvedValueOnce(answer('online'));
    jest.mocked(getCampaign).mockResolvedValue(running('online'));
    await user.click(run);
    await waitFor(() =>
      expect(notification.success).toHaveBeenLastCalledWith({
        title: 'Položka spuštěna',
        description: `Položka ${ITEM} znovu běží.`,
      }),
    );
  });
});
