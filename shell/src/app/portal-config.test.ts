import {
  getMenuSettings,
  getRemoteRegistry,
  MAIN_MENU_KEYS,
  type MenuSettings,
  type RemoteRegistry,
} from '@portal/shared-contracts';
import { fetchRouteManifest, registerEnabledRemotes } from '../federation/remote-runtime';
import { loadPortalConfig } from './portal-config';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  getMenuSettings: jest.fn(),
  getRemoteRegistry: jest.fn(async () => ({ remotes: [], shell: { version: null, channel: 'configured' } })),
  getSupportContact: jest.fn(async () => ({ email: 'podpora@portal.test' })),
}));
jest.mock('../federation/remote-runtime', () => ({
  registerEnabledRemotes: jest.fn(),
  fetchRouteManifest: jest.fn(async () => ({ menu: [] })),
}));

const menu = (users: boolean): MenuSettings => ({
  order: [...MAIN_MENU_KEYS],
  availabilities: true,
  dashboards: false,
  landingPages: true,
  remotes: { 'mf-campaigns': true, 'mf-creatives': true, 'mf-catalogue-admin': true, 'mf-users': users },
});

describe('the portal configuration', () => {
  it('reads the menu settings with every verification and rebuilds only when they changed', async () => {
    jest.mocked(getMenuSettings).mockResolvedValue(menu(true));
    const first = await loadPortalConfig(7);
    expect(first.menu.remotes['mf-users']).toBe(true);
    expect(await loadPortalConfig(7)).toBe(first);
    expect(getRemoteRegistry).toHaveBeenCalledTimes(1);
    expect(getMenuSettings).toHaveBeenCalledTimes(2);

    // An administrator switched mf-users off: the next verification unregisters it and drops its menu.
    jest.mocked(getMenuSettings).mockResolvedValue(menu(false));
    jest.mocked(fetchRouteManifest).mockClear();
    const next = await loadPortalConfig(7);
    expect(next.menu.remotes['mf-users']).toBe(false);
    expect(next.remoteMenus).not.toHaveProperty('mf-users');
    expect(registerEnabledRemotes).toHaveBeenLastCalledWith(
      { remotes: [], shell: { version: null, channel: 'configured' } },
      menu(false).remotes,
    );
    expect(jest.mocked(fetchRouteManifest).mock.calls.map(([name]) => name)).toEqual([
      'mf-campaigns',
      'mf-creatives',
      'mf-catalogue-admin',
    ]);
    expect(await loadPortalConfig(7)).toBe(next);
  });

  it('applies every other menu setting at the next verification too, without reading the rest again', async () => {
    jest.mocked(getMenuSettings).mockResolvedValue(menu(true));
    const first = await loadPortalConfig(9);
    const registryReads = jest.mocked(getRemoteRegistry).mock.calls.length;
    const registrations = jest.mocked(registerEnabledRemotes).mock.calls.length;
    jest.mocked(fetchRouteManifest).mockClear();

    // Issue 31: switching the dashboards on showed "Přehledy" only after signing in again.
    const changes: Partial<MenuSettings>[] = [
      { dashboards: true },
      { dashboards: true, availabilities: false },
      { dashboards: true, availabilities: false, landingPages: false },
      {
        dashboards: true,
        availabilities: false,
        landingPages: false,
        order: [...MAIN_MENU_KEYS].reverse(),
      },
    ];
    let previous = first;
    for (const change of changes) {
      const settings = { ...menu(true), ...change };
      jest.mocked(getMenuSettings).mockResolvedValue(settings);
      const next = await loadPortalConfig(9);
      expect(next).not.toBe(previous);
      expect(next.menu).toEqual(settings);
      // What the remotes provide and the rest of the configuration stay as they were read.
      expect(next.remoteMenus).toBe(first.remoteMenus);
      expect(next.supportEmail).toBe(first.supportEmail);
      expect(await loadPortalConfig(9)).toBe(next);
      previous = next;
    }
    expect(getRemoteRegistry).toHaveBeenCalledTimes(registryReads);
    expect(registerEnabledRemotes).toHaveBeenCalledTimes(registrations);
    expect(fetchRouteManifest).not.toHaveBeenCalled();

    // A remote switched on with them: the remotes are registered anew and their menus read.
    jest.mocked(getMenuSettings).mockResolvedValue({ ...menu(false), dashboards: false });
    expect((await loadPortalConfig(9)).menu.dashboards).toBe(false);
    expect(registerEnabledRemotes).toHaveBeenCalledTimes(registrations + 1);
  });

  it('gives two verifications that read the same change one configuration', async () => {
    jest.mocked(getMenuSettings).mockResolvedValue(menu(true));
    await loadPortalConfig(10);
    jest.mocked(getMenuSettings).mockResolvedValue({ ...menu(true), dashboards: true });
    const [one, two] = await Promise.all([loadPortalConfig(10), loadPortalConfig(10)]);
    expect(one.menu.dashboards).toBe(true);
    expect(two).toBe(one);
  });

  it("asks the registry for this shell's version and lists what the session previews", async () => {
    const registry: RemoteRegistry = {
      remotes: [
        {
          name: 'mf-campaigns',
          manifestUrl: '/c/mf-manifest.json',
          version: '0.1.0-0a1b2c3d',
          channel: 'live',
          unmet: [],
        },
        {
          name: 'mf-users',
          manifestUrl: '/u/mf-manifest.json',
          version: '2.0.0-ab12cd34',
          channel: 'preview',
          unmet: [],
        },
      ],
      shell: { version: '0.2.0-12345678', channel: 'preview' },
    };
    jest.mocked(getRemoteRegistry).mockResolvedValueOnce(registry);
    jest.mocked(getMenuSettings).mockResolvedValue(menu(true));
    const config = await loadPortalConfig(8);
    // Unit tests run outside a webpack build: the shell's version is not known (as on the dev server).
    expect(getRemoteRegistry).toHaveBeenLastCalledWith(null);
    expect(registerEnabledRemotes).toHaveBeenLastCalledWith(registry, menu(true).remotes);
    expect(config.previews).toEqual([
      { name: 'shell', version: '0.2.0-12345678' },
      { name: 'mf-users', version: '2.0.0-ab12cd34' },
    ]);
  });
});
