import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type UserInfo } from '@portal/shared-contracts';
import { RemoteOutlet } from './remote-outlet';
import {
  forgetFailedRemote,
  isRemoteEnabled,
  loadedRemote,
  loadPortalRemote,
  unmetRequirements,
} from './remote-runtime';
import { renderWithPortal } from '@portal/shared-ui/testing';

jest.mock('./remote-runtime', () => ({
  isRemoteEnabled: jest.fn(),
  loadPortalRemote: jest.fn(),
  forgetFailedRemote: jest.fn(),
  unmetRequirements: jest.fn(),
  // Not loaded before the outlet renders: it suspends on loadPortalRemote.
  loadedRemote: jest.fn(() => undefined),
}));

const mockedLoad = loadPortalRemote as jest.MockedFunction<typeof loadPortalRemote>;
const mockedEnabled = isRemoteEnabled as jest.MockedFunction<typeof isRemoteEnabled>;

const vendor = { userId: 6, userRoles: ['vendor'], isVendor: true, isRetailer: false } as unknown as UserInfo;
const routes = [
  {
    path: '/campaigns',
    access: 'everyone' as const,
    menuKey: 'campaigns',
    component: () => <p>campaign list</p>,
  },
  { path: '/availabilities', access: 'retailerStaff' as const, component: () => <p>availability</p> },
];
const loaded = { routes, slots: {}, i18n: { loadMessages: async () => ({}) } };

// Like the real loader, one promise per load: React's use() needs a stable promise.
const resolved = Promise.resolve(loaded);

/** Rendered inside act() so that React finishes the suspended render once the remote has loaded. */
const show = (path: string) =>
  act(async () => {
    await renderWithPortal([{ path: '*', element: <RemoteOutlet /> }], path);
  });

describe('RemoteOutlet', () => {
  beforeEach(() => {
    sessionStore.getState().signIn('t', vendor);
    mockedEnabled.mockReturnValue(true);
    mockedLoad.mockReset();
    jest.mocked(loadedRemote).mockReturnValue(undefined);
    jest.mocked(unmetRequirements).mockReturnValue(undefined);
  });

  it("renders the remote's screen for its route", async () => {
    mockedLoad.mockReturnValue(resolved);
    await show('/campaigns');
    expect(await screen.findByText('campaign list')).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith('mf-campaigns', 'cs-CZ');
  });

  it('renders a remote loaded already (the route loader waited for it) without suspending', async () => {
    jest.mocked(loadedRemote).mockReturnValue(loaded);
    // Never asking for the load's promise, the outlet never suspends on it: a Suspense fallback
    // first would hold the screen back by React's retry throttle (router.tsx).
    await show('/campaigns');
    expect(screen.getByText('campaign list')).toBeInTheDocument();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('shows the forbidden page on a route of another role', async () => {
    mockedLoad.mockReturnValue(resolved);
    await show('/availabilities');
    expect(await screen.findByText('Přístup zamítnut')).toBeInTheDocument();
  });

  it('shows not found for a path the remote does not have', async () => {
    mockedLoad.mockReturnValue(resolved);
    await show('/campaigns/nope/nope');
    expect(await screen.findByText('Stránku, kterou hledáte, nemůžeme najít.')).toBeInTheDocument();
  });

  it('never fetches a disabled remote', async () => {
    mockedEnabled.mockReturnValue(false);
    await show('/campaigns');
    expect(await screen.findByText('Stránku, kterou hledáte, nemůžeme najít.')).toBeInTheDocument();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('shows a retry panel when the remote cannot be fetched, and retries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Like the real loader: the failed load is what every render gets until the retry forgets it.
    let current: Promise<typeof loaded> = Promise.reject(new Error('offline'));
    current.catch(() => undefined);
    mockedLoad.mockImplementation(() => current);
    (forgetFailedRemote as jest.Mock).mockImplementation(() => {
      current = resolved;
    });
    await show('/campaigns');
    expect(await screen.findByText('Tuto část portálu se nepodařilo načíst')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    await waitFor(() => expect(screen.getByText('campaign list')).toBeInTheDocument());
    expect(forgetFailedRemote).toHaveBeenCalledWith('mf-campaigns');
  });

  it('does not load a remote whose build needs what this shell does not provide, and says what', async () => {
    // As the runtime answers for such a remote: not enabled for loading, with its needs.
    mockedEnabled.mockReturnValue(false);
    jest.mocked(unmetRequirements).mockReturnValue({
      version: '2.0.0-ab12cd34',
      unmet: ['react ^20.0.0 (the shell provides 19.2.0)', '@portal/shared-contracts/users: exportUsers'],
    });
    await show('/settings/users/5');
    const panel = await screen.findByRole('status');
    expect(within(panel).getByText('Tuto část portálu nelze spustit')).toBeInTheDocument();
    expect(within(panel).getByText('Verze 2.0.0-ab12cd34 modulu mf-users vyžaduje:')).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['react ^20.0.0 (the shell provides 19.2.0)', '@portal/shared-contracts/users: exportUsers']);
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
    expect(unmetRequirements).toHaveBeenCalledWith('mf-users');
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('names the remote alone when its version is not known', async () => {
    jest.mocked(unmetRequirements).mockReturnValue({ version: null, unmet: ['dayjs ^2.0.0'] });
    await show('/campaigns');
    expect(await screen.findByText('Modul mf-campaigns vyžaduje:')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('dayjs ^2.0.0');
    expect(mockedLoad).not.toHaveBeenCalled();
  });
});
