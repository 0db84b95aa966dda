import {
  getMenuSettings,
  getRemoteRegistry,
  getSupportContact,
  REMOTE_NAMES,
  type MenuSettings,
  type RemoteName,
  type RemoteRegistry,
} from '@portal/shared-contracts/core';
import type { ReleaseTarget } from '@portal/shared-contracts/settings';
import { fetchRouteManifest, registerEnabledRemotes } from '../federation/remote-runtime';
import { ownShellVersion } from '../federation/shell-version';
import { takeShellStart } from './shell-start';

/** A version this session tries out (an administrator's preview, docs/releasing.md). */
export interface ReleasePreview {
  name: ReleaseTarget;
  version: string | null;
}

export interface PortalConfig {
  menu: MenuSettings;
  /** Menu entries each enabled remote provides; null when its portal-routes.json could not be read. */
  remoteMenus: Partial<Record<RemoteName, string[] | null>>;
  supportEmail: string;
  /** The shell and the remotes this session previews: the layout says so on every page. */
  previews: ReleasePreview[];
}

function previewsOf(registry: RemoteRegistry): ReleasePreview[] {
  return [
    ...(registry.shell.channel === 'preview'
      ? [{ name: 'shell' as const, version: registry.shell.version }]
      : []),
    ...registry.remotes
      .filter((entry) => entry.channel === 'preview')
      .map((entry) => ({ name: entry.name, version: entry.version })),
  ];
}

let cached: { userId: number; config: Promise<PortalConfig> } | undefined;

async function fetchPortalConfig(known?: MenuSettings): Promise<PortalConfig> {
  // The page load's first read: the start answer the server gave for this load has every part.
  const started = known ? null : await takeShellStart('config');
  const [menu, registry, support] = started
    ? [started.menu, started.registry, started.supportContact]
    : await Promise.all([
        known ?? getMenuSettings(),
        // The registry judges each remote's needs against the shell that asks (null: a dev server).
        getRemoteRegistry(ownShellVersion()),
        getSupportContact(),
      ]);
  registerEnabledRemotes(registry, menu.remotes);
  const enabled = REMOTE_NAMES.filter((name) => menu.remotes[name]);
  const given = new Map(started?.remoteMenus.map((entry) => [entry.name, entry.menu]));
  const manifests = await Promise.all(
    enabled.map(async (name) =>
      given.has(name)
        ? ([name, given.get(name) ?? null] as const)
        : ([name, (await fetchRouteManifest(name))?.menu ?? null] as const),
    ),
  );
  return {
    menu,
    remoteMenus: Object.fromEntries(manifests),
    supportEmail: support.email,
    previews: previewsOf(registry),
  };
}

function keep(userId: number, config: Promise<PortalConfig>): Promise<PortalConfig> {
  cached = { userId, config };
  config.catch(() => {
    if (cached?.config === config) cached = undefined;
  });
  return config;
}

const sameMenu = (a: MenuSettings, b: MenuSettings) => JSON.stringify(a) === JSON.stringify(b);
const sameRemotes = (a: MenuSettings, b: MenuSettings) =>
  REMOTE_NAMES.every((name) => a.remotes[name] === b.remotes[name]);

/**
 * The registry, the remotes' menus and the support contact are read once per signed-in user (again
 * after a switch of user); the menu settings with every session verification, that is before every
 * change of screen, so whatever an administrator changed in them applies at the next change of
 * screen, without signing in again (issue 31):
 * - the shell's own entries and the entries of remotes already running (dashboards, availabilities,
 *   landing pages, the header menu's order) take the new settings as they are: nothing else is read
 *   again, and no remote is registered anew;
 * - a remote switched off or on rebuilds the rest too: a switched-off remote is unregistered (never
 *   fetched, its paths not found), a switched-on one registered and its menu read.
 */
export async function loadPortalConfig(userId: number): Promise<PortalConfig> {
  if (!cached || cached.userId !== userId) return keep(userId, fetchPortalConfig());
  const current = cached.config;
  const [config, menu] = await Promise.all([current, getMenuSettings()]);
  if (sameMenu(config.menu, menu)) return config;
  // Another verification of this user got here first and read the settings too: its config is newer.
  if (cached && cached.config !== current && cached.userId === userId) return cached.config;
  if (!sameRemotes(config.menu, menu)) return keep(userId, fetchPortalConfig(menu));
  return keep(userId, Promise.resolve({ ...config, menu }));
}

const perNavigation = new WeakMap<Request, Promise<PortalConfig>>();

/**
 * loadPortalConfig once per navigation: every loader of one navigation gets the same Request, and
 * those that need the configuration (the layout's, the home redirect, a remote route's preload) share
 * one read of the settings instead of each asking again.
 */
export function portalConfigFor(request: Request, userId: number): Promise<PortalConfig> {
  let config = perNavigation.get(request);
  if (!config) perNavigation.set(request, (config = loadPortalConfig(userId)));
  return config;
}
