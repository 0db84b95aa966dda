// Modules the composed portal's browser loaded more than once (bench:web): the same URL twice, the
// same module file in two bundles (two instances at run time), or in two chunks of one bundle.
import path from 'node:path';
import { kb, type JsFile } from './web-stats.js';

/** Which bundle a URL belongs to: shell or a remote (by its served path). */
export function bundleOf(url: string): string {
  const { pathname } = new URL(url);
  const match = pathname.match(/^\/(shell)\/[^/]+\/|^\/remotes\/([^/]+)\/[^/]+\//);
  return match ? (match[1] ?? match[2]!) : pathname;
}

/**
 * A module's identity across bundles, from a source map entry: npm packages by name@version and
 * path inside the package (pnpm's .pnpm/<name>@<version>/node_modules/<name>/…), workspace files by
 * their path in the repository. Webpack's and the federation plugin's generated modules are skipped.
 */
function moduleKey(source: string, bundle: string): { key: string; pkg: string; version: string } | null {
  let file = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (/^(webpack\/|external |ignored|\(webpack\)|data:)/.test(file) || file.includes('webpack/runtime'))
    return null;
  file = file.replace(/\?.*$/, '').replace(/ \+ \d+ modules$/, '');
  const pnpm = file.match(/node_modules\/\.pnpm\/([^/]+)\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (pnpm) {
    const [, folder, pkg, inner] = pnpm as unknown as [string, string, string, string];
    const version = folder.slice(pkg.replace('/', '+').length + 1).split('_')[0] ?? '?';
    // A package's CommonJS build of a file (x.cjs beside x.js) is the same module: both in a bundle
    // are a copy too (a `require` and an `import` of the package resolve to different files). An
    // .mjs beside a .js is often a wrapper that imports it, so it keeps its own name.
    return { key: `${pkg}@${version}/${inner.replace(/\.cjs$/, '.js')}`, pkg, version };
  }
  const plain = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (plain) {
    const [, pkg, inner] = plain as unknown as [string, string, string];
    return { key: `${pkg}/${inner}`, pkg, version: '?' };
  }
  // A workspace file: ./src/x (the bundle's own) or ../shared-ui/src/x (a workspace package).
  const resolved = path.posix.normalize(path.posix.join(bundle, file));
  const pkg = resolved.split('/')[0] ?? resolved;
  return { key: resolved, pkg: `workspace:${pkg}`, version: 'workspace' };
}

/** Decodes a source map's VLQ mappings into the generated characters each source accounts for. */
function bytesPerSource(mappings: string, sourceCount: number, lineLengths: number[]): number[] {
  const CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const totals = new Array<number>(sourceCount).fill(0);
  let source = 0;
  mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    const segments: { column: number; source: number | null }[] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = CHARS.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length >= 4) source += values[1]!;
      segments.push({ column, source: values.length >= 4 ? source : null });
    }
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.column ?? lineLengths[lineIndex] ?? segment.column;
      if (segment.source !== null && segment.source < sourceCount)
        totals[segment.source]! += Math.max(0, end - segment.column);
    });
  });
  return totals;
}

interface ModuleCopy {
  file: string;
  bundle: string;
  bytes: number;
}

export interface Duplicates {
  urls: { url: string; count: number }[];
  /** The same module file in two bundles (shell and a remote): two instances at run time. */
  acrossBundles: { key: string; pkg: string; copies: ModuleCopy[] }[];
  /**
   * The same module in two chunks of one bundle (downloaded twice, run once: one webpack runtime), or
   * its CommonJS and ES module builds in one bundle (downloaded and run twice).
   */
  withinBundle: { key: string; pkg: string; copies: ModuleCopy[] }[];
  versions: { pkg: string; versions: string[] }[];
  withoutSourceMap: string[];
  /** Raw (minified) bytes per package over every inspected file, largest first. */
  packages: { pkg: string; bytes: number }[];
}

export async function findDuplicates(js: JsFile[]): Promise<Duplicates> {
  const urlCounts = new Map<string, number>();
  for (const file of js) urlCounts.set(file.url, (urlCounts.get(file.url) ?? 0) + 1);
  const urls = [...urlCounts].filter(([, count]) => count > 1).map(([url, count]) => ({ url, count }));

  const seen = new Map<string, { pkg: string; copies: ModuleCopy[] }>();
  const packageBytes = new Map<string, number>();
  const versions = new Map<string, Set<string>>();
  const withoutSourceMap: string[] = [];
  for (const file of new Map(js.map((entry) => [entry.url, entry])).values()) {
    const code = file.body.toString('utf8');
    const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
    const response = mapName ? await fetch(new URL(mapName, file.url)) : null;
    if (!response?.ok) {
      withoutSourceMap.push(new URL(file.url).pathname);
      continue;
    }
    const map = (await response.json()) as { sources?: string[]; mappings?: string };
    const sources = map.sources ?? [];
    const bytes = bytesPerSource(
      map.mappings ?? '',
      sources.length,
      code.split('\n').map((line) => line.length),
    );
    const bundle = bundleOf(file.url);
    sources.forEach((source, index) => {
      const module = moduleKey(source, bundle);
      if (!module) return;
      packageBytes.set(module.pkg, (packageBytes.get(module.pkg) ?? 0) + (bytes[index] ?? 0));
      const entry = seen.get(module.key) ?? { pkg: module.pkg, copies: [] };
      entry.copies.push({ file: new URL(file.url).pathname, bundle, bytes: bytes[index] ?? 0 });
      seen.set(module.key, entry);
      if (!module.pkg.startsWith('workspace:')) {
        versions.set(module.pkg, (versions.get(module.pkg) ?? new Set()).add(module.version));
      }
    });
  }
  const repeated = [...seen]
    .filter(([, entry]) => entry.copies.length > 1)
    .sort(([a], [b]) => a.localeCompare(b));
  const acrossBundles = repeated
    .filter(([, entry]) => new Set(entry.copies.map((copy) => copy.bundle)).size > 1)
    .map(([key, entry]) => ({ key, ...entry }));
  const withinBundle = repeated
    .filter(([, entry]) => new Set(entry.copies.map((copy) => copy.bundle)).size === 1)
    .map(([key, entry]) => ({ key, ...entry }));
  const multiVersion = [...versions]
    .filter(([, set]) => set.size > 1 && !set.has('?'))
    .map(([pkg, set]) => ({ pkg, versions: [...set] }));
  const packages = [...packageBytes]
    .map(([pkg, bytes]) => ({ pkg, bytes }))
    .sort((a, b) => b.bytes - a.bytes);
  return { urls, acrossBundles, withinBundle, versions: multiVersion, withoutSourceMap, packages };
}

/**
 * The federation glue each remote's container carries in its entry (remoteEntry.js): the bundler
 * runtime that wires that bundle's own __webpack_require__ to the shared runtime core, and the
 * runtime's small API around it (its logger, error codes). It keeps per-container state, so one copy
 * for the page would point the shell's loadRemote at a remote's instance (docs/performance.md); the
 * runtime core itself comes once, from the shell's `federation-runtime` chunk (externalRuntime), which
 * has the runtime's API too. Like webpack's own runtime, it is one per bundle by design.
 */
const CONTAINER_RUNTIME_PACKAGES = new Set([
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/sdk',
  '@module-federation/error-codes',
]);
const isContainerEntry = (file: string) =>
  /\/(main|remoteEntry|federation-runtime\.[0-9a-f]+)\.js$/.test(file);
const isContainerRuntime = (module: { pkg: string; copies: ModuleCopy[] }) =>
  CONTAINER_RUNTIME_PACKAGES.has(module.pkg) && module.copies.every((copy) => isContainerEntry(copy.file));
const containerRuntime = <T extends { pkg: string; copies: ModuleCopy[] }>(modules: T[]) =>
  modules.filter(isContainerRuntime);
export const withoutContainerRuntime = <T extends { pkg: string; copies: ModuleCopy[] }>(modules: T[]) =>
  modules.filter((module) => !isContainerRuntime(module));

/** Bytes of the copies beyond the first (the cost of the duplication), grouped by package. */
function groupByPackage(modules: { key: string; pkg: string; copies: ModuleCopy[] }[]) {
  const groups = new Map<string, { modules: number; extraBytes: number; files: Set<string> }>();
  for (const module of modules) {
    const group = groups.get(module.pkg) ?? { modules: 0, extraBytes: 0, files: new Set<string>() };
    const sizes = module.copies.map((copy) => copy.bytes).sort((a, b) => b - a);
    group.modules += 1;
    group.extraBytes += sizes.slice(1).reduce((total, size) => total + size, 0);
    module.copies.forEach((copy) => group.files.add(copy.file));
    groups.set(module.pkg, group);
  }
  return [...groups].sort(([, a], [, b]) => b.extraBytes - a.extraBytes);
}

/** Whether nothing was loaded twice (the federation glue of each container aside). */
export const noDuplicates = (duplicates: Duplicates) =>
  duplicates.urls.length === 0 &&
  withoutContainerRuntime(duplicates.acrossBundles).length === 0 &&
  duplicates.withinBundle.length === 0;

export function reportDuplicates(name: string, duplicates: Duplicates): void {
  console.log(`\nmodules loaded twice — ${name}:`);
  console.log(
    `  same URL requested twice: ${duplicates.urls.length ? duplicates.urls.map((entry) => `${entry.url} ×${entry.count}`).join(', ') : 'none'}`,
  );
  const show = (title: string, modules: Duplicates['acrossBundles']) => {
    const groups = groupByPackage(modules);
    const extra = groups.reduce((total, [, group]) => total + group.extraBytes, 0);
    console.log(
      `  ${title}: ${modules.length ? `${modules.length} modules, ${kb(extra)} raw downloaded again` : 'none'}`,
    );
    for (const [pkg, group] of groups) {
      console.log(
        `    ${pkg}: ${group.modules} modules, ${kb(group.extraBytes)} raw — in ${[...group.files].join(', ')}`,
      );
    }
  };
  show('same module in two bundles (two instances)', withoutContainerRuntime(duplicates.acrossBundles));
  show(
    "federation glue of each container (its own per bundle, like webpack's runtime; not a budget breach)",
    containerRuntime(duplicates.acrossBundles),
  );
  show(
    'same module twice in one bundle (two chunks: downloaded twice; its CommonJS and ES module builds: run twice)',
    duplicates.withinBundle,
  );
  console.log(
    `  packages in two versions: ${duplicates.versions.length ? duplicates.versions.map((entry) => `${entry.pkg} ${entry.versions.join(' + ')}`).join(', ') : 'none'}`,
  );
  console.log(
    `  files without a source map (not inspected): ${duplicates.withoutSourceMap.join(', ') || 'none'}`,
  );
}
