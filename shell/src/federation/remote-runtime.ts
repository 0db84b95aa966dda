import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { i18n } from '@lingui/core';
import type { RemoteName, RemoteRegistry } from '@portal/shared-contracts/core';
import type { RemoteI18nModule, RemoteRouteManifest, RemoteRoutesModule } from '@portal/shared-ui';
import { federationName } from './remote-catalog';

export interface LoadedRemote {
  routes: RemoteRoutesModule['routes'];
  slots: NonNullable<RemoteRoutesModule['slots']>;
  i18n: RemoteI18nModule;
}

const manifestUrls = new Map<RemoteName, string>();
const loaded = new Map<RemoteName, Promise<LoadedRemote>>();
const ready = new Map<RemoteName, LoadedRemote>();

const absolute = (url: string) => new URL(url, window.location.origin).toString();

/**
 * Registers the enabled remotes only: a disabled remote is never fetched (one switched off since the
 * last registration is forgotten, so its paths are not found; the code already loaded stays unused).
 */
export function registerEnabledRemotes(registry: RemoteRegistry, enabled: Record<RemoteName, boolean>): void {
  for (const name of manifestUrls.keys()) if (!enabled[name]) manifestUrls.delete(name);
  const entries = registry.filter((entry) => enabled[entry.name]);
  for (const entry of entries) manifestUrls.set(entry.name, absolute(entry.manifestUrl));
  registerRemotes(
    entries.map((entry) => ({ name: federationName(entry.name), entry: absolute(entry.manifestUrl) })),
    { force: true },
  );
}

export function isRemoteEnabled(remote: RemoteName): boolean {
  return manifestUrls.has(remote);
}

/** The menu entries a remote fills, from portal-routes.json beside its manifest (data, not code). */
export async function fetchRouteManifest(remote: RemoteName): Promise<RemoteRouteManifest | null> {
  const manifestUrl = manifestUrls.get(remote);
  if (!manifestUrl) return null;
  try {
    const response = await fetch(manifestUrl.replace(/mf-manifest\.json$/, 'portal-routes.json'), {
      cache: 'no-cache',
    });
    return response.ok ? ((await response.json()) as RemoteRouteManifest) : null;
  } catch {
    return null;
  }
}

async function fetchRemote(remote: RemoteName, locale: string): Promise<LoadedRemote> {
  const name = federationName(remote);
  const [routesModule, i18nModule] = await Promise.all([
    loadRemote<RemoteRoutesModule>(`${name}/routes`),
    loadRemote<RemoteI18nModule>(`${name}/i18n`),
  ]);
  if (!routesModule || !i18nModule) throw new Error(`${remote} did not provide its routes`);
  // load() merges: the shell's and the other remotes' messages stay.
  i18n.load(locale, await i18nModule.loadMessages(locale));
  const result = { routes: routesModule.routes, slots: routesModule.slots ?? {}, i18n: i18nModule };
  ready.set(remote, result);
  return result;
}

/**
 * Loads a remote once. A failed load stays failed (so the page shows the error panel rather than
 * fetching in a loop) until the person asks for a retry: see forgetFailedRemote.
 */
export function loadPortalRemote(remote: RemoteName, locale: string): Promise<LoadedRemote> {
  let promise = loaded.get(remote);
  if (!promise) {
    promise = fetchRemote(remote, locale);
    loaded.set(remote, promise);
  }
  return promise;
}

/** The retry button: the next loadPortalRemote fetches the remote again. */
export function forgetFailedRemote(remote: RemoteName): void {
  if (ready.has(remote)) return;
  loaded.delete(remote);
  const manifestUrl = manifestUrls.get(remote);
  // Registering again (force) drops what the federation runtime kept of the failed attempt.
  if (manifestUrl) registerRemotes([{ name: federationName(remote), entry: manifestUrl }], { force: true });
}

export function loadedRemote(remote: RemoteName): LoadedRemote | undefined {
  return ready.get(remote);
}

/** On a language switch: the catalogs of every remote already in the page, for the new locale. */
export async function loadRemoteCatalogs(locale: string): Promise<void> {
  await Promise.all(
    [...ready.values()].map(async (remote) => i18n.load(locale, await remote.i18n.loadMessages(locale))),
  );
}
