import { remoteForPath, type RemoteName } from '@portal/shared-contracts';
import type { AppContext } from '../context';
import { releaseJson } from './release-json';
import type { VersionRow } from './release-state';
import { baseUrlOf, type ServedRelease } from './served-releases';

/** What a page fetches ahead: a file of a version, and how the page will ask for it. */
export interface PagePreload {
  href: string;
  /** `fetch` for the shell's start answer (read with fetch()), `script` for code, `style` for CSS. */
  as: 'fetch' | 'script' | 'style';
}

/** The exposes the shell loads first from every remote (shell/src/federation/remote-runtime.ts). */
const FIRST_EXPOSES = new Set(['routes', 'i18n']);

/** A file of the build, named relative to its version's folder. */
type FirstFile = { file: string; as: PagePreload['as'] };

interface ManifestAssets {
  js?: { sync?: unknown };
  css?: { sync?: unknown };
}
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: unknown;
}

const files = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : [];
/** Only plain relative file names of the build go into the page. */
const isPlainPath = (file: string) => /^[A-Za-z0-9_][A-Za-z0-9_./-]*$/.test(file) && !file.includes('..');

/** The files of a remote's manifest a first screen needs before anything else of it, in load order. */
function firstFiles(manifest: FederationManifest): FirstFile[] {
  const entry = manifest.metaData?.remoteEntry;
  const entryFile =
    typeof entry?.name === 'string'
      ? `${typeof entry.path === 'string' ? entry.path : ''}${entry.name}`
      : null;
  const exposes = Array.isArray(manifest.exposes)
    ? (manifest.exposes as ({ name?: unknown; assets?: ManifestAssets } | null)[])
    : [];
  const exposed = exposes.filter(
    (expose): expose is { name: string; assets?: ManifestAssets } =>
      typeof expose?.name === 'string' && FIRST_EXPOSES.has(expose.name),
  );
  return [
    ...(entryFile ? [{ file: entryFile, as: 'script' as const }] : []),
    ...exposed.flatMap((expose) => [
      ...files(expose.assets?.css?.sync).map((file) => ({ file, as: 'style' as const })),
      ...files(expose.assets?.js?.sync).map((file) => ({ file, as: 'script' as const })),
    ]),
  ].filter(({ file }) => isPlainPath(file));
}

/**
 * What the page at a path can fetch of the remote that will show it, while the shell's own code
 * loads: its entry and the code of its routes and catalogs (read from its manifest here: the shell
 * loads the entry without fetching the manifest), from the version
 * this viewer is served (docs/performance.md, "Start-up"). Nothing for the shell's own pages, for a
 * remote switched off (it is never loaded) or served from elsewhere (a configured URL, a version on
 * another origin: the page's policy and the remote's host decide there).
 */
export async function remotePreloads(
  ctx: AppContext,
  served: ReadonlyMap<string, ServedRelease>,
  pathname: string,
  enabled: Readonly<Record<RemoteName, boolean>>,
): Promise<PagePreload[]> {
  const remote = remoteForPath(pathname);
  if (!remote || !enabled[remote] || ctx.config.remoteManifestUrls[remote]) return [];
  const version = served.get(remote)?.version;
  if (!version || version.originUrl) return [];
  const base = baseUrlOf(version);
  const manifest = (await releaseJson(
    ctx,
    remote,
    version.version,
    'mf-manifest.json',
  )) as FederationManifest | null;
  const first = manifest ? firstFiles(manifest) : [];
  return first.map(({ file, as }) => ({ href: `${base}${file}`, as }));
}

/** What a shell's build says it fetches at start (shared-ui/webpack/startup-chunks.cjs). */
export interface ShellStartup {
  /** Every page's files after main.js, as preloads. */
  start: PagePreload[];
  /** A signed-in page's files besides (its layout). */
  signedIn: PagePreload[];
  /** A page's files besides when it shows a remote (the federation runtime); none from older shells. */
  federation: PagePreload[];
  /** The stylesheets a signed-in page needs (antd's styles, shared-ui/webpack/antd-stylesheet.cjs). */
  signedInStyles: string[];
  /** Whether it loads remotes by Module Federation (the monolith reference build does not). */
  federated: boolean;
}

/**
 * The shell's start-up chunks, from its build's portal-startup.json; none when the build has no
 * such file (then it is taken to load remotes by federation, as every shell before it did).
 */
export async function shellStartup(
  ctx: AppContext,
  shell: Pick<VersionRow, 'target' | 'version' | 'originUrl'>,
): Promise<ShellStartup> {
  const startup = (await releaseJson(ctx, 'shell', shell.version, 'portal-startup.json')) as {
    start?: unknown;
    signedIn?: unknown;
    federation?: unknown;
    signedInStyles?: unknown;
    federated?: unknown;
  } | null;
  const base = baseUrlOf(shell);
  const preloads = (list: unknown) =>
    files(list)
      .filter(isPlainPath)
      .map((file) => ({ href: `${base}${file}`, as: 'script' as const }));
  return {
    start: preloads(startup?.start),
    signedIn: preloads(startup?.signedIn),
    federation: preloads(startup?.federation),
    signedInStyles: files(startup?.signedInStyles)
      .filter((file) => isPlainPath(file) && file.endsWith('.css'))
      .map((file) => `${base}${file}`),
    federated: startup?.federated !== false,
  };
}
