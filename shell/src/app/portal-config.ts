import {
  getMenuSettings,
  getRemoteRegistry,
  getSupportContact,
  REMOTE_NAMES,
  type MenuSettings,
  type RemoteName,
} from '@portal/shared-contracts/core';
import { fetchRouteManifest, registerEnabledRemotes } from '../federation/remote-runtime';

export interface PortalConfig {
  menu: MenuSettings;
  /** Menu entries each enabled remote provides; null when its portal-routes.json could not be read. */
  remoteMenus: Partial<Record<RemoteName, string[] | null>>;
  supportEmail: string;
}

let cached: { userId: number; config: Promise<PortalConfig> } | undefined;

async function fetchPortalConfig(known?: MenuSettings): Promise<PortalConfig> {
  const [menu, registry, support] = await Promise.all([
    known ?? getMenuSettings(),
    getRemoteRegistry(),
    getSupportContact(),
  ]);
  registerEnabledRemotes(registry, menu.remotes);
  const enabled = REMOTE_NAMES.filter((name) => menu.remotes[name]);
  const manifests = await Promise.all(
    enabled.map(async (name) => [name, (await fetchRouteManifest(name))?.menu ?? null] as const),
  );
  return { menu, remoteMenus: Object.fromEntries(manifests), supportEmail: support.email };
}

function keep(userId: number, config: Promise<PortalConfig>): Promise<PortalConfig> {
  cached = { userId, config };
  config.catch(() => {
    if (cached?.config === config) cached = undefined;
  });
  return config;
}

const sameMenu = (a: MenuSettings, b: MenuSettings) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The registry, the remotes' menus and the support contact are read once per signed-in user (again
 * after a switch of user); the menu settings with every session verification, so a remote an
 * administrator switched off or on leaves or joins the menu at the next change of screen (and a
 * switched-off remote is unregistered: never fetched, its paths not found).
 */
export async function loadPortalConfig(userId: number): Promise<PortalConfig> {
  if (!cached || cached.userId !== userId) return keep(userId, fetchPortalConfig());
  const current = cached.config;
  const [config, menu] = await Promise.all([current, getMenuSettings()]);
  if (sameMenu(config.menu, menu)) return config;
  return cached?.config === current ? keep(userId, fetchPortalConfig(menu)) : cached!.config;
}
