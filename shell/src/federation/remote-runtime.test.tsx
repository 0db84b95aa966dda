import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { RemoteRegistry } from '@portal/shared-contracts';
import { PortalSlot, PortalSlotContext } from '@portal/shared-ui';
import { act, render, screen } from '@testing-library/react';
import {
  fetchRouteManifest,
  forgetFailedRemote,
  isRemoteEnabled,
  loadPortalRemote,
  loadRemoteRoutes,
  provideFederationHostLoader,
  registerEnabledRemotes,
  unmetRequirements,
} from './remote-runtime';
import { renderSlot } from './remote-slot';

const registerRemotes = jest.fn();
const loadRemote = jest.fn();
const createFederationHost = jest.fn(() => ({ registerRemotes, loadRemote }));
jest.mock('./federation-host', () => ({ createFederationHost: () => createFederationHost() }));
// What the signed-in layout does as it loads (federation-host-loader.ts).
provideFederationHostLoader(() => import('./federation-host'));

const everyRemote = {
  'mf-campaigns': true,
  'mf-creatives': true,
  'mf-catalogue-admin': true,
  'mf-users': true,
};

const registry: RemoteRegistry = {
  remotes: [
    {
      name: 'mf-campaigns',
      manifestUrl: '/remotes/mf-campaigns/0.1.0-0a1b2c3d/mf-manifest.json',
      version: '0.1.0-0a1b2c3d',
      channel: 'live',
      unmet: [],
    },
    {
      name: 'mf-creatives',
      manifestUrl: '/remotes/mf-creatives/0.3.0-ffee0011/mf-manifest.json',
      version: '0.3.0-ffee0011',
      channel: 'canary',
      unmet: ['@portal/shared-contracts/creatives: getCreativeMedia'],
    },
    {
      name: 'mf-users',
      manifestUrl: '/remotes/mf-users/2.0.0-ab12cd34/mf-manifest.json',
      version: '2.0.0-ab12cd34',
      channel: 'preview',
      unmet: ['react ^20.0.0 (the shell provides 19.2.0)', '@portal/shared-contracts/users: exportUsers'],
    },
  ],
  shell: { version: '0.1.0-12345678', channel: 'live' },
};

describe('the remote runtime', () => {
  beforeEach(() => {
    registerRemotes.mockClear();
    loadRemote.mockClear();
  });

  it('creates the federation host only when a remote is first loaded, with the remotes it may load', async () => {
    registerEnabledRemotes(registry, everyRemote);
    expect(createFederationHost).not.toHaveBeenCalled();
    loadRemote.mockImplementation(async (id: string) =>
      id.endsWith('/routes') ? { routes: [] } : { loadMessages: async () => ({}) },
    );
    expect(await loadRemoteRoutes('mf-campaigns', 'cs-CZ')).toEqual([]);
    expect(createFederationHost).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        {
          name: 'mf_campaigns',
          entry: 'http://localhost/remotes/mf-campaigns/0.1.0-0a1b2c3d/remoteEntry.js',
        },
      ],
      { force: true },
    );
    expect(loadRemote).toHaveBeenCalledWith('mf_campaigns/routes');
  });

  it('never registers a remote whose build needs what this shell does not provide', () => {
    registerEnabledRemotes(registry, everyRemote);
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        {
          name: 'mf_campaigns',
          entry: 'http://localhost/remotes/mf-campaigns/0.1.0-0a1b2c3d/remoteEntry.js',
        },
      ],
      { force: true },
    );
    expect(isRemoteEnabled('mf-campaigns')).toBe(true);
    // Not loadable: its routes show why, its slots their fallback (both ask isRemoteEnabled).
    expect(isRemoteEnabled('mf-users')).toBe(false);
    expect(unmetRequirements('mf-users')).toEqual({
      version: '2.0.0-ab12cd34',
      unmet: registry.remotes[2]!.unmet,
    });
    expect(unmetRequirements('mf-campaigns')).toBeUndefined();

    // A retry does not register it either.
    registerRemotes.mockClear();
    forgetFailedRemote('mf-users');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('still reads its menu entries, which lead to the panel that says why', async () => {
    registerEnabledRemotes(registry, everyRemote);
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ menu: ['users'] })));
    try {
      expect(await fetchRouteManifest('mf-users')).toEqual({ menu: ['users'] });
      expect(fetchMock).toHaveBeenCalledWith(
        'http://localhost/remotes/mf-users/2.0.0-ab12cd34/portal-routes.json',
        {
          cache: 'no-cache',
        },
      );
    } finally {
      fetchMock.mockRestore();
    }
  });

  it('forgets a switched-off remote, whatever it needs', () => {
    registerEnabledRemotes(registry, everyRemote);
    registerEnabledRemotes(registry, { ...everyRemote, 'mf-users': false });
    expect(unmetRequirements('mf-users')).toBeUndefined();
    expect(isRemoteEnabled('mf-users')).toBe(false);
  });

  it("shows a slot's fallback for an owner that does not fit this shell, without loading it", async () => {
    registerEnabledRemotes(registry, everyRemote);
    await act(async () => {
      render(
        <I18nProvider i18n={i18n}>
          <PortalSlotContext.Provider value={renderSlot}>
            <PortalSlot
              slot="mf-creatives/item-media-dialog"
              props={{ campaignId: 1, campaignItemId: 7, onClose: () => undefined }}
              fallback={<p>not available</p>}
            />
          </PortalSlotContext.Provider>
        </I18nProvider>,
      );
    });
    expect(screen.getByText('not available')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('a remote’s route table', () => {
  it('is there as soon as the routes are, before the catalog, and the remote is fetched once', async () => {
    const routes = [{ path: '/vendors', access: 'everyone', component: () => null }];
    let catalog!: (module: unknown) => void;
    loadRemote.mockReset();
    loadRemote.mockImplementation(async (id: string) => {
      if (id.endsWith('/routes')) return { routes };
      return new Promise((resolve) => (catalog = resolve));
    });
    expect(await loadRemoteRoutes('mf-users', 'cs-CZ')).toBe(routes);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    catalog({ loadMessages: async () => ({}) });
    expect((await loadPortalRemote('mf-users', 'cs-CZ')).routes).toBe(routes);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
