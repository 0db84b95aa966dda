import { i18n } from '@lingui/core';
import type { RemoteName, RemoteRegistry } from '@portal/shared-contracts/core';
import type { RemoteI18nModule, RemoteRouteManifest, RemoteRoutesModule } from '@portal/shared-ui';
import type * as FederationHostModule from './federation-host';
import type { FederationHost, FederationRemote } from './federation-host';
import { federationName } from './remote-catalog';

export interface LoadedRemote {
  routes: RemoteRoutesModule['routes'];
  slots: NonNullable<RemoteRoutesModule['slots']>;
  i18n: RemoteI18nModule;
}

/** A remote of the registry, as judged for this shell (registry `unmet`). */
export interface RegisteredRemote {
  manifestUrl: string;
  /** The released version it runs (null: a URL the deployment configured, a dev server). */
  version: string | null;
  /** What the build needs that this shell does not provide: such a remote is never loaded. */
  unmet: string[];
}

const registered = new Map<RemoteName, RegisteredRemote>();
const loaded = new Map<RemoteName, Promise<LoadedRemote>>();
const ready = new Map<RemoteName, LoadedRemote>();

const absolute = (url: string) => new URL(url, window.location.origin).toString();

/**
 * A remote's container, beside its manifest (every remote is built with `remoteEntry.js` there, and a
 * release without it is refused): the runtime loads it directly, without fetching and reading the
 * manifest first, so the shell's runtime is built without the manifest (snapshot) plugins.
 */
const remoteEntryOf = (manifestUrl: string) => manifestUrl.replace(/mf-manifest\.json$/, 'remoteEntry.js');

/** The remotes the federation runtime may load: enabled, and fitting this shell. */
let federationRemotes: FederationRemote[] = [];
let host: FederationHost | undefined;
let hostLoading: Promise<FederationHost> | undefined;

let provideLoader!: (load: () => Promise<typeof FederationHostModule>) => void;
const hostLoader = new Promise<() => Promise<typeof FederationHostModule>>(
  (resolve) => (provideLoader = resolve),
);

/** Given once, by the signed-in layout (federation-host-loader.ts says why there). */
export function provideFederationHostLoader(load: () => Promise<typeof FederationHostModule>): void {
  provideLoader(load);
}

/**
 * The federation runtime, fetched with the first remote a page loads: a page that shows none (the
 * sign-in pages) never carries it. Its chunks are preloaded with a remote's files on a remote's path
 * (webpack.startup.cjs `federation`).
 */
function federationHost(): Promise<FederationHost> {
  if (!hostLoading) {
    hostLoading = hostLoader
      .then((load) => load())
      .then(({ createFederationHost }) => {
        host = createFederationHost();
        host.registerRemotes(federationRemotes, { force: true });
        return host;
      });
    // A chunk that could not be fetched is asked for again on the next load (the retry button).
    hostLoading.catch(() => (hostLoading = undefined));
  }
  return hostLoading;
}

const loadRemote = async <T>(id: string): Promise<T | null> => (await federationHost()).loadRemote<T>(id);

/**
 * Registers the enabled remotes only: a disabled remote is never fetched (one switched off since the
 * last registration is forgotten, so its paths are not found; the code already loaded stays unused).
 * Nor is one whose build needs what this shell does not provide (a shared library's version, a
 * shared-contracts function): it would fail in the page; its paths show why instead.
 */
export function registerEnabledRemotes(registry: RemoteRegistry, enabled: Record<RemoteName, boolean>): void {
  for (const name of registered.keys()) if (!enabled[name]) registered.delete(name);
  const entries = registry.remotes.filter((entry) => enabled[entry.name]);
  for (const entry of entries) {
    registered.set(entry.name, {
      manifestUrl: absolute(entry.manifestUrl),
      version: entry.version,
      unmet: entry.unmet,
    });
  }
  federationRemotes = entries
    .filter((entry) => entry.unmet.length === 0)
    .map((entry) => ({
      name: federationName(entry.name),
      entry: remoteEntryOf(absolute(entry.manifestUrl)),
    }));
  host?.registerRemotes(federationRemotes, { force: true });
}

/** Whether the remote may be loaded: enabled, and its build fits this shell. */
export function isRemoteEnabled(remote: RemoteName): boolean {
  return registered.get(remote)?.unmet.length === 0;
}

/** An enabled remote whose build needs what this shell does not provide: its version and those needs. */
export function unmetRequirements(
  remote: RemoteName,
): Pick<RegisteredRemote, 'version' | 'unmet'> | undefined {
  const entry = registered.get(remote);
  return entry && entry.unmet.length > 0 ? { version: entry.version, unmet: entry.unmet } : undefined;
}

/**
 * The menu entries a remote fills, from portal-routes.json beside its manifest (data, not code). Read
 * for a remote that cannot run in this shell too: its entries lead to the panel that says why.
 */
export async function fetchRouteManifest(remote: RemoteName): Promise<RemoteRouteManifest | null> {
  const manifestUrl = registered.get(remote)?.manifestUrl;
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

const routeTables = new Map<RemoteName, Promise<RemoteRoutesModule | null>>();

async function fetchRemote(remote: RemoteName, locale: string): Promise<LoadedRemote> {
  const name = federationName(remote);
  const routes = loadRemote<RemoteRoutesModule>(`${name}/routes`);
  routeTables.set(remote, routes);
  const [routesModule, i18nModule] = await Promise.all([
    routes,
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

/**
 * A remote's route table as soon as its code is there, before its catalog is loaded (a route's
 * preload needs no texts); starts loading the remote when nothing has yet.
 */
export async function loadRemoteRoutes(
  remote: RemoteName,
  locale: string,
): Promise<RemoteRoutesModule['routes']> {
  const loading = loadPortalRemote(remote, locale);
  // Whoever shows the remote reports its failure; this caller only stops.
  loading.catch(() => undefined);
  const table = await routeTables.get(remote);
  return table ? table.routes : (await loading).routes;
}

/** The retry button: the next loadPortalRemote fetches the remote again. */
export function forgetFailedRemote(remote: RemoteName): void {
  if (ready.has(remote)) return;
  loaded.delete(remote);
  routeTables.delete(remote);
  const manifestUrl = registered.get(remote)?.manifestUrl;
  // Registering again (force) drops what the federation runtime kept of the failed attempt.
  if (manifestUrl && isRemoteEnabled(remote)) {
    host?.registerRemotes([{ name: federationName(remote), entry: remoteEntryOf(manifestUrl) }], {
      force: true,
    });
  }
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
