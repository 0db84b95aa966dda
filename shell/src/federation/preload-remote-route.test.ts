import type { UserInfo } from '@portal/shared-contracts';
import type { PortalRoute } from '@portal/shared-ui';
import { preloadRemoteRoute } from './preload-remote-route';
import { isRemoteEnabled, loadPortalRemote, loadRemoteRoutes, type LoadedRemote } from './remote-runtime';

jest.mock('./remote-runtime', () => ({
  isRemoteEnabled: jest.fn(),
  loadRemoteRoutes: jest.fn(),
  loadPortalRemote: jest.fn(),
}));

const vendor = { userId: 3, userRoles: ['vendor'] } as unknown as UserInfo;
const screenLoad = jest.fn(async () => ({ default: () => null }));
const listPreload = jest.fn();
const detailPreload = jest.fn();
const routes: PortalRoute[] = [
  {
    path: '/campaigns',
    access: 'everyone',
    component: Object.assign(() => null, { preload: screenLoad }),
    preload: listPreload,
  },
  { path: '/campaigns/:campaignId', access: 'everyone', component: () => null, preload: detailPreload },
  { path: '/availabilities', access: 'retailerStaff', component: () => null, preload: listPreload },
];

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(isRemoteEnabled).mockReturnValue(true);
  jest.mocked(loadRemoteRoutes).mockResolvedValue(routes);
  jest.mocked(loadPortalRemote).mockResolvedValue({ routes } as unknown as LoadedRemote);
});

const at = (address: string) => new URL(address, 'http://portal.test');

describe('a remote route’s preload', () => {
  it('starts the matched screen’s code and first requests once the remotes are registered', async () => {
    let registered!: () => void;
    const ready = new Promise<void>((resolve) => (registered = resolve));
    const done = preloadRemoteRoute(at('/campaigns?page=2'), vendor, ready);
    await Promise.resolve();
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
    registered();
    await done;
    expect(loadRemoteRoutes).toHaveBeenCalledWith('mf-campaigns', 'cs-CZ');
    expect(screenLoad).toHaveBeenCalledTimes(1);
    expect(listPreload).toHaveBeenCalledWith({ pathname: '/campaigns', search: '?page=2', params: {} });

    await preloadRemoteRoute(at('/campaigns/12'), vendor, ready);
    expect(detailPreload).toHaveBeenCalledWith({
      pathname: '/campaigns/12',
      search: '',
      params: { campaignId: '12' },
    });
  });

  it('leaves a change of the query alone, and a route the user may not open, a remote switched off', async () => {
    await preloadRemoteRoute(at('/campaigns'), vendor, Promise.resolve());
    await preloadRemoteRoute(at('/campaigns?page=3'), vendor, Promise.resolve());
    expect(listPreload).toHaveBeenCalledTimes(1);

    await preloadRemoteRoute(at('/availabilities'), vendor, Promise.resolve());
    expect(listPreload).toHaveBeenCalledTimes(1);

    jest.mocked(isRemoteEnabled).mockReturnValue(false);
    await preloadRemoteRoute(at('/settings/users'), vendor, Promise.resolve());
    expect(loadRemoteRoutes).toHaveBeenCalledTimes(2);
  });

  it('resolves once the screen’s code and the remote’s texts are in, not waiting for the requests', async () => {
    let screenArrived!: () => void;
    let remoteArrived!: (remote: LoadedRemote) => void;
    screenLoad.mockImplementationOnce(
      () => new Promise((resolve) => (screenArrived = () => resolve({ default: () => null }))),
    );
    jest.mocked(loadPortalRemote).mockReturnValueOnce(new Promise((resolve) => (remoteArrived = resolve)));
    listPreload.mockReturnValueOnce(new Promise(() => undefined));
    const done = jest.fn();
    void preloadRemoteRoute(at('/campaigns?size=20'), vendor, Promise.resolve()).then(done);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listPreload).toHaveBeenCalledTimes(1);
    expect(done).not.toHaveBeenCalled();
    screenArrived();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).not.toHaveBeenCalled();
    remoteArrived({ routes } as unknown as LoadedRemote);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toHaveBeenCalledTimes(1);
    expect(loadPortalRemote).toHaveBeenCalledWith('mf-campaigns', 'cs-CZ');
  });

  it('waits for the remote’s texts on an address no route of the user’s matches (its not-found or forbidden page)', async () => {
    for (const address of ['/campaigns/12/nothing-here', '/availabilities']) {
      let remoteArrived!: (remote: LoadedRemote) => void;
      jest.mocked(loadPortalRemote).mockReturnValueOnce(new Promise((resolve) => (remoteArrived = resolve)));
      const done = jest.fn();
      void preloadRemoteRoute(at(address), vendor, Promise.resolve()).then(done);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(done).not.toHaveBeenCalled();
      remoteArrived({ routes } as unknown as LoadedRemote);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(done).toHaveBeenCalledTimes(1);
    }
    expect(screenLoad).not.toHaveBeenCalled();
    expect(listPreload).not.toHaveBeenCalled();
  });

  it('starts nothing when the remote cannot be fetched (the outlet shows why)', async () => {
    jest.mocked(loadRemoteRoutes).mockRejectedValue(new Error('offline'));
    await expect(preloadRemoteRoute(at('/tools'), vendor, Promise.resolve())).resolves.toBeUndefined();
    expect(listPreload).not.toHaveBeenCalled();
  });

  it('lets a preload that fetches its code first fail quietly (the screen asks again)', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('chunk failed')));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    jest
      .mocked(loadRemoteRoutes)
      .mockResolvedValue([
        { path: '/activities', access: 'everyone', component: () => null, preload: failing },
      ]);
    await expect(preloadRemoteRoute(at('/activities'), vendor, Promise.resolve())).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
