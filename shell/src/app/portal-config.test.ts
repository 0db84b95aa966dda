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
