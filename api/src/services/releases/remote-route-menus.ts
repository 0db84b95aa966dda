import type { RemoteName, RemoteRegistry } from '@portal/shared-contracts';
import type { AppContext } from '../context';
import { releaseJson } from './release-json';

/** What a remote's portal-routes.json may say of its menu: entries are short keys (shared-ui RemoteRouteManifest). */
function menuOf(parsed: unknown): string[] | null {
  const menu = (parsed as { menu?: unknown } | null)?.menu;
  return Array.isArray(menu) && menu.every((key) => typeof key === 'string' && key.length <= 80)
    ? (menu as string[])
    : null;
}

/**
 * The header menu entries of each enabled remote whose version the portal stores, read from its
 * release's portal-routes.json (what the shell would fetch beside the remote's manifest); null when a
 * stored version has no readable file. A remote served from a configured URL or released as a URL is
 * left out: the shell asks its host itself.
 */
export async function remoteRouteMenus(
  ctx: AppContext,
  registry: RemoteRegistry,
  enabled: Readonly<Record<RemoteName, boolean>>,
): Promise<{ name: RemoteName; menu: string[] | null }[]> {
  const stored = registry.remotes.filter(
    (entry) => enabled[entry.name] && entry.version !== null && entry.manifestUrl.startsWith('/remotes/'),
  );
  return Promise.all(
    stored.map(async (entry) => ({
      name: entry.name,
      menu: menuOf(await releaseJson(ctx, entry.name, entry.version!, 'portal-routes.json')),
    })),
  );
}
