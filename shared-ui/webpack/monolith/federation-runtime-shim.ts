// `@module-federation/runtime` (and its `/core`) in the monolith reference build
// (create-monolith-config.cjs): what the shell's federation host takes from it
// (shell/src/federation/federation-host.ts), without Module Federation. A remote's exposed module is a
// lazy chunk of the one application; there is nothing to register and nothing to share. Add a
// function here when the shell starts to import another one (the build fails until then).
// @ts-expect-error: a virtual module of the build (VirtualUrlPlugin), the remotes' exposed files
import { exposes as builtIn } from 'virtual:portal-monolith-exposes';

const exposes = builtIn as Record<string, () => Promise<unknown>>;

/** `<federationName>/<expose>` (`mf_campaigns/routes`): the exposed module, from its own chunk. */
async function loadRemote<T>(id: string, _options?: unknown): Promise<T | null> {
  const load = exposes[id];
  if (!load) throw new Error(`${id} is not part of the monolith build`);
  return (await load()) as T;
}

/** The host: every remote is in the build already. */
export function createInstance(_options: unknown) {
  return {
    loadRemote,
    registerRemotes(_remotes: unknown[], _options?: unknown): void {},
    shareScopeMap: {} as Record<string, Record<string, Record<string, unknown>>>,
  };
}

/** No remote instance, so no plugin to apply. */
export function registerGlobalPlugins(_plugins: unknown[]): void {}
