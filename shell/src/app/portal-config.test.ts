import {
  getMenuSettings,
  getRemoteRegistry,
  MAIN_MENU_KEYS,
  type MenuSettings,
} from '@portal/shared-contracts';
import { fetchRouteManifest, registerEnabledRemotes } from '../federation/remote-runtime';
import { loadPortalConfig } from './portal-config';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  getMenuSettings: jest.fn(),
  getRemoteRegistry: jest.fn(async () => []),
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
    expect(registerEnabledRemotes).toHaveBeenLastCalledWith([], menu(false).remotes);
    expect(jest.mocked(fetchRouteManifest).mock.calls.map(([name]) => name)).toEqual([
      'mf-campaigns',
      'mf-creatives',
      'mf-catalogue-admin',
    ]);
    expect(await loadPortalConfig(7)).toBe(next);
  });
});
