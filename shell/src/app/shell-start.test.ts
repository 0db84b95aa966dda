import type { MenuSettings, ShellStart } from '@portal/shared-contracts';
import { MAIN_MENU_KEYS } from '@portal/shared-contracts';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  getShellStart: { load: jest.fn(), url: jest.fn() },
  getAuthorization: jest.fn(),
  getMenuSettings: jest.fn(),
  getRemoteRegistry: jest.fn(),
  getSupportContact: jest.fn(),
}));
jest.mock('../federation/remote-runtime', () => ({
  registerEnabledRemotes: jest.fn(),
  fetchRouteManifest: jest.fn(async () => ({ menu: ['asked'] })),
}));

const menu: MenuSettings = {
  order: [...MAIN_MENU_KEYS],
  availabilities: true,
  dashboards: false,
  landingPages: true,
  remotes: { 'mf-campaigns': true, 'mf-creatives': true, 'mf-catalogue-admin': false, 'mf-users': true },
};
const user = { userId: 5, userName: 'vendor@portal.test' } as ShellStart['authorization']['user'];
const START: ShellStart = {
  authorization: { token: null, user },
  menu,
  registry: { remotes: [], shell: { version: '0.1.0-1a2b3c4d', channel: 'live' } },
  supportContact: { email: 'podpora@portal.test' },
  remoteMenus: [
    { name: 'mf-campaigns', menu: ['campaigns'] },
    { name: 'mf-users', menu: null },
  ],
};

/** A page load: the modules fresh, as a new page has them. */
async function pageLoad(signedIn: boolean) {
  jest.resetModules();
  document.cookie = signedIn ? 'portal_signed_in=1; Path=/' : 'portal_signed_in=; Max-Age=0; Path=/';
  const contracts = await import('@portal/shared-contracts');
  const runtime = await import('../federation/remote-runtime');
  const { startShellStart } = await import('./shell-start');
  const { verifySession } = await import('../session/verify-session');
  const { loadPortalConfig } = await import('./portal-config');
  jest.mocked(contracts.getAuthorization).mockResolvedValue({ token: null, user: { ...user, userId: 6 } });
  jest.mocked(contracts.getMenuSettings).mockResolvedValue(menu);
  jest.mocked(contracts.getRemoteRegistry).mockResolvedValue(START.registry);
  jest.mocked(contracts.getSupportContact).mockResolvedValue({ email: 'asked@portal.test' });
  return { contracts, runtime, startShellStart, verifySession, loadPortalConfig };
}

describe('the shell’s start', () => {
  it('serves the first session check and configuration of a page load from one answer', async () => {
    const page = await pageLoad(true);
    jest.mocked(page.contracts.getShellStart.load).mockResolvedValue(START);
    void page.startShellStart();
    void page.startShellStart();
    expect(page.contracts.getShellStart.load).toHaveBeenCalledTimes(1);

    expect(await page.verifySession(new Request('http://portal.test/campaigns'))).toBe(user);
    const config = await page.loadPortalConfig(5);
    expect(config.supportEmail).toBe('podpora@portal.test');
    // Given by the answer, the switched-off remote left out, none asked for.
    expect(config.remoteMenus).toEqual({
      'mf-campaigns': ['campaigns'],
      'mf-creatives': ['asked'],
      'mf-users': null,
    });
    expect(page.runtime.fetchRouteManifest).toHaveBeenCalledTimes(1);
    expect(page.runtime.registerEnabledRemotes).toHaveBeenCalledWith(START.registry, menu.remotes);
    for (const call of [
      page.contracts.getAuthorization,
      page.contracts.getMenuSettings,
      page.contracts.getRemoteRegistry,
    ])
      expect(call).not.toHaveBeenCalled();

    // Every later change of screen asks the server, as always.
    expect((await page.verifySession(new Request('http://portal.test/activities'))).userId).toBe(6);
    await page.loadPortalConfig(5);
    expect(page.contracts.getMenuSettings).toHaveBeenCalledTimes(1);
  });

  it('asks for each part on its own when the answer fails, and not at all without a session', async () => {
    const failed = await pageLoad(true);
    jest.mocked(failed.contracts.getShellStart.load).mockRejectedValue(new Error('offline'));
    void failed.startShellStart();
    expect((await failed.verifySession(new Request('http://portal.test/campaigns'))).userId).toBe(6);
    expect((await failed.loadPortalConfig(6)).supportEmail).toBe('asked@portal.test');

    const anonymous = await pageLoad(false);
    void anonymous.startShellStart();
    expect(anonymous.contracts.getShellStart.load).not.toHaveBeenCalled();
    expect((await anonymous.verifySession(new Request('http://portal.test/campaigns'))).userId).toBe(6);
  });
});
