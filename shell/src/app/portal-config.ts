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

async function fetchPortalConfig(): Promise<PortalConfig> {
  const [menu, registry, support] = await Promise.all([
    getMenuSettings(),
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

/** Settings, registry and menus are read once per signed-in user (again after a switch of user). */
export function loadPortalConfig(userId: number): Promise<PortalConfig> {
  if (!cached || cached.userId !== userId) {
    const config = fetchPortalConfig();
    cached = { userId, config };
    config.catch(() => {
      if (cached?.config === config) cached = undefined;
    });
  }
  return cached.config;
}
