// One webpack + Module Federation configuration for the shell and every remote, so that all of them
// share the same singletons (stack.md: one copy of React, router, antd, Lingui, dayjs, zustand and
// the workspace packages in the browser).
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { AntdStylesheetPlugin } = require('./antd-stylesheet.cjs');
const { StartupChunksPlugin } = require('./startup-chunks.cjs');
const webpack = require('webpack');
const zlib = require('node:zlib');
const { browserContractsEntries, ReleaseManifestPlugin } = require('./release-manifest.cjs');

const sharedUiPackage = require('../package.json');
const contractsPackage = require('../../shared-contracts/package.json');

const contractsDir = path.join(__dirname, '../../shared-contracts');

const CONTRACTS_LOCALES = '@portal/shared-contracts/locales';

/** The folder of the package's `./locales/*` export: the catalogues the shell imports by locale. */
function contractsLocalesDir() {
  const target = contractsPackage.exports['./locales/*'];
  if (!target?.endsWith('/*')) throw new Error(`${CONTRACTS_LOCALES}/* is not exported as a folder`);
  return path.join(contractsDir, target.slice(0, -2));
}

/**
 * What the production index.html has where the shell's version belongs (`/shell/<version>/main.js`):
 * the version is named after the build's content hash, so the API puts it in when it serves the page.
 */
const SHELL_VERSION_PLACEHOLDER = '__PORTAL_SHELL_VERSION__';
/** Files the API rewrites as it serves them: never precompressed. */
const UNCOMPRESSED = /^index\.html$/;

/**
 * Copies the remote's src/portal-routes.json (the path prefixes it owns and the menu entries it
 * fills) beside its manifest. The shell reads it at start: data, not code, so the remote itself is
 * only fetched when one of its routes is visited.
 */
class PortalRoutesPlugin {
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PortalRoutesPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap(
        { name: 'PortalRoutesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const content = fs.readFileSync(this.file, 'utf8');
          JSON.parse(content);
          compilation.emitAsset('portal-routes.json', new compiler.webpack.sources.RawSource(content));
        },
      );
    });
  }
}

/** Every shared library is a direct dependency of each package, so pnpm links it into its node_modules. */
function depVersion(pkgDir, name) {
  return require(path.join(pkgDir, 'node_modules', name, 'package.json')).version;
}

/**
 * Every browser entry of shared-contracts (its package.json `exports` of src/entries/: `/core`,
 * `/campaigns`, …; not `/endpoints`, which only the API uses, see browserContractsEntries) is a shared
 * singleton of its own, so a page loads the contracts it calls instead of all of them. The entries
 * share modules by relative import (the ky client, the session store), so all must come from one
 * build: the shell provides each by its file (offered even when the shell does not import it, as
 * form-components is) and remotes bring none (shared(), as for every shared module): a remote's copy
 * of an entry would carry a client and a session store of its own. The whole package ('.') is offered too, so code
 * that imports it still gets the shell's modules (lint keeps production code on the entries).
 */
function sharedContracts() {
  const config = {
    singleton: true,
    version: contractsPackage.version,
    requiredVersion: `^${contractsPackage.version}`,
  };
  return Object.fromEntries(
    browserContractsEntries(contractsPackage).map(([subpath, file]) => [
      path.posix.join('@portal/shared-contracts', subpath),
      { ...config, import: path.join(contractsDir, file) },
    ]),
  );
}

/**
 * The chunk of each shared-contracts module: one per entry (`contracts-core`, `contracts-campaigns`,
 * …), holding the modules that entry reaches through its imports and no entry listed before it in
 * package.json `exports` does (they are listed so that each uses only those before it). The entries
 * share modules (every call imports the client; the item and detail contracts use the campaign
 * states), and webpack would otherwise cut a chunk for every combination of entries that use a
 * module: eight small chunks for the campaign list's two entries, worse compressed and each a request.
 * An entry that uses another's modules loads that entry's chunk.
 */
function contractsChunks() {
  const chunkOf = new Map();
  const resolveImport = (from, request) => {
    const base = path.resolve(path.dirname(from), request);
    return [`${base}.ts`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file));
  };
  // Value imports and re-exports only: `import type` and `export type` are gone from the build.
  const imports = /^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gm;
  const claim = (file, name) => {
    if (!file || chunkOf.has(file)) return;
    chunkOf.set(file, name);
    for (const [, request] of fs.readFileSync(file, 'utf8').matchAll(imports)) {
      claim(resolveImport(file, request), name);
    }
  };
  for (const [subpath, file] of browserContractsEntries(contractsPackage)) {
    if (subpath !== '.') claim(path.join(contractsDir, file), `contracts-${subpath.slice(2)}`);
  }
  return chunkOf;
}

function shared(pkgDir, kind) {
  const singleton = (name) => {
    const version = depVersion(pkgDir, name);
    return { singleton: true, requiredVersion: `^${version}`, version };
  };
  const libraries = ['react', 'react-dom', 'zustand', 'swr', '@lingui/core', '@lingui/react', 'dayjs'];
  const entries = Object.fromEntries(libraries.map((name) => [name, singleton(name)]));
  // Sub-path entry points that are separate modules for webpack and must still be one copy.
  entries['react-dom/client'] = singleton('react-dom');
  entries['react/jsx-runtime'] = singleton('react');
  Object.assign(entries, sharedContracts());
  // Workspace packages need an explicit version: `workspace:*` normalises to an empty one.
  const sharedUi = {
    singleton: true,
    version: sharedUiPackage.version,
    requiredVersion: `^${sharedUiPackage.version}`,
  };
  entries['@portal/shared-ui'] = sharedUi;
  // antd is reached only through this entry. Shared whole, antd weighs 1.3 MiB (427 KB gzip);
  // re-exported here it is tree-shaken to what the portal uses, and still loaded once.
  entries['@portal/shared-ui/components'] = { ...sharedUi };
  // The same for the router: one routing context, tree-shaken.
  entries['@portal/shared-ui/router'] = { ...sharedUi };
  // The order screens' antd parts, loaded with the first screen that uses them. The shell imports
  // none of them, so it names the file itself: a provided path is built and offered even unused, and
  // remotes then take it with the shell's antd instead of a copy of antd's internals of their own.
  if (kind === 'host') {
    entries['@portal/shared-ui/form-components'] = {
      ...sharedUi,
      import: path.join(__dirname, '../src/components/form-components.ts'),
    };
    // The form kit (react-final-form and the fields), the same way: built by the shell, loaded with
    // the first screen that has a form.
    entries['@portal/shared-ui/form'] = { ...sharedUi, import: path.join(__dirname, '../src/form/index.ts') };
    // Its antd-free core (useApiForm, ApiForm, useFormField), which the kit imports by this name: the
    // sign-in pages' forms load it without antd (docs/performance.md), and a screen with the whole
    // kit gets the same final-form contexts through it.
    entries['@portal/shared-ui/form-core'] = {
      ...sharedUi,
      import: path.join(__dirname, '../src/form-core/index.ts'),
    };
  } else {
    for (const name of ['form-components', 'form', 'form-core'])
      entries[`@portal/shared-ui/${name}`] = sharedUi;
    // Remotes bring no copy of anything shared (import: false): the shell offers every one of these
    // modules, and the release gate refuses a remote that needs one a shell does not provide. A copy
    // of their own could only ever be a second instance (a second React, antd internals with a theme
    // and locale of their own, a second session store), and declaring one costs each remote's entry
    // a fallback for every module.
    for (const name of Object.keys(entries)) entries[name] = { ...entries[name], import: false };
  }
  return entries;
}

/**
 * What the shell's release manifest names as provided besides what it offers: remotes released
 * before 2026-12-07 declare @ant-design/cssinjs a shared singleton (from when antd was shared whole),
 * though none imports it: antd's styles come with @portal/shared-ui/components, and lint keeps the
 * shell's and the remotes' code off it. Named so that the release gate does not refuse those builds;
 * offered it would cost every signed-in page antd's whole style engine (not tree-shaken, 3 kB br).
 */
function providedForEarlierRemotes(pkgDir) {
  const version = depVersion(pkgDir, '@ant-design/cssinjs');
  return { '@ant-design/cssinjs': { singleton: true, requiredVersion: `^${version}`, version } };
}

/**
 * The shared config as the federation runtime gets it: without the version ranges. The runtime
 * checks a singleton's range on every load of a shared module, compiling its semver regular
 * expressions each time (15–40 ms of a cold start-up in Chromium's profile), and a mismatch only
 * logs a warning: the loaded copy is used anyway. The ranges are enforced before that, when a
 * release is uploaded and when the registry judges a remote for a shell (docs/releasing.md, "The
 * compatibility gate"), from portal-release.json, which keeps them.
 */
function withoutRuntimeVersionChecks(sharedConfig) {
  return Object.fromEntries(
    Object.entries(sharedConfig).map(([name, entry]) => [name, { ...entry, requiredVersion: false }]),
  );
}

/** The module the shell's federation host imports its offers from (shell/src/federation/federation-host.ts). */
const SHELL_SHARED_MODULE = 'portal-shell-shared';

/**
 * The shell is not a federation container: its code imports its libraries directly, and a page that
 * shows no remote (the sign-in pages) carries no federation runtime (docs/architecture.md). When it
 * loads its first remote, it creates the federation host with `@module-federation/runtime`
 * (federation-host.ts) and offers the remotes what `shared` names, each from the shell's own bundle:
 * this generated module maps each shared request to its version and an `import()` of the module the
 * shell's code itself uses (the same request, resolved from the shell's package, or the file named
 * by `import`), so a remote gets the very module instance the shell runs.
 */
function shellSharedSource(sharedConfig) {
  const entries = Object.entries(sharedConfig).map(([key, entry]) => {
    const request = typeof entry.import === 'string' ? entry.import : key;
    return `  ${JSON.stringify(key)}: { version: ${JSON.stringify(entry.version)}, load: () => import(${JSON.stringify(request)}) },`;
  });
  return `export const sharedModules = {\n${entries.join('\n')}\n};\n`;
}

function shellFederationPlugins(sharedConfig) {
  return [
    new webpack.experiments.schemes.VirtualUrlPlugin({
      [SHELL_SHARED_MODULE]: shellSharedSource(sharedConfig),
    }),
    // What the federation plugin defines for the runtime it bundles: the browser build only, and
    // without the plugins that read remotes' manifests (the shell loads each remote's container
    // directly, shell/src/federation/remote-runtime.ts).
    new webpack.DefinePlugin({
      ENV_TARGET: JSON.stringify('web'),
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
    }),
  ];
}

/**
 * @param {object} options
 * @param {string} options.dirname the package directory
 * @param {'host' | 'remote'} options.kind
 * @param {number} options.port dev-server port
 * @param {Record<string, string>} [options.exposes] for remotes
 * @param {{ start?: string[], signedIn?: string[] }} [options.startup] for the host: the dynamic
 *   imports whose chunks a page load fetches first (startup-chunks.cjs)
 */
function createConfig({ dirname, kind, port, exposes = {}, startup }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const pkg = require(path.join(dirname, 'package.json'));
    const federationName = pkg.name.replace('@portal/', '').replace(/-/g, '_');
    // Remotes resolve their assets from wherever their manifest was loaded ('auto'). So does the
    // production shell, from the URL of its main.js: its version is named after the build's content
    // hash (/shell/<version>/, docs/releasing.md), known only once the build is done, so no URL in
    // the build may contain it. index.html refers to its assets through SHELL_VERSION_PLACEHOLDER,
    // which the API replaces when it serves the page. The dev server serves everything at '/'.
    const publicPath = kind === 'host' && !production ? '/' : 'auto';
    const contractsChunkOf = contractsChunks();
    const sharedConfig = shared(dirname, kind);

    return {
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      // A remote's only entry is the container (remoteEntry.js) the federation plugin adds.
      entry: kind === 'host' ? { main: './src/main.ts' } : {},
      context: dirname,
      output: {
        path: path.join(dirname, 'dist'),
        publicPath,
        // Entry files keep their names (the federation runtime cannot hash them); they are served with no-cache.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: federationName,
        clean: true,
        // Write every file even when unchanged: api/scripts/start.mjs compares the time of
        // index.html / mf-manifest.json with the sources', and an unchanged file kept its old time,
        // so every start rebuilt the package again.
        compareBeforeEmit: false,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // An import by locale (`@portal/shared-contracts/locales/${locale}/errors.po`) makes webpack
        // resolve its folder as a context, which does not go through the `exports` pattern that
        // names it (webpack/webpack#13865: "no valid target file"): the folder is given here.
        alias: { [CONTRACTS_LOCALES]: contractsLocalesDir() },
      },
      // A module that two lazy chunks need goes into a chunk of its own however small, instead of a
      // copy in each (webpack's default below 20 kB): nothing is downloaded twice (issue 3's budget).
      optimization: {
        splitChunks: {
          chunks: 'async',
          minSize: 0,
          // Only the shell builds shared-contracts (remotes take every entry from it).
          cacheGroups:
            kind === 'host'
              ? {
                  // The federation runtime, loaded with the first remote (federation-host.ts): one
                  // named chunk, which bench:web's duplicate check knows as the shell's federation glue.
                  federationRuntime: {
                    test: /[\\/]node_modules[\\/]@module-federation[\\/]/,
                    name: 'federation-runtime',
                    enforce: true,
                  },
                  contracts: {
                    test: (module) => contractsChunkOf.has(module.resource),
                    name: (module) => contractsChunkOf.get(module.resource),
                    enforce: true,
                  },
                }
              : {},
        },
      },
      module: {
        rules: [
          {
            test: /\.(ts|tsx)$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  target: 'es2022',
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  experimental: { plugins: [['@lingui/swc-plugin', {}]] },
                },
              },
            },
          },
          // Lingui catalogs (.po) compiled at build time.
          { test: /\.po$/, use: { loader: '@lingui/loader' } },
          // @rc-component/form declares no `sideEffects`, so webpack keeps every module its index
          // imports (Form, Field, useForm, async-validator: about 9 kB gzip) wherever anything of it
          // is imported. antd's inputs, Select and Table (through Radio) import only its form
          // context; a screen without a form should not carry the form engine. Its modules have no
          // side effects of their own (the index's static properties are kept with the index).
          { test: /[\\/]node_modules[\\/]@rc-component[\\/]form[\\/]/, sideEffects: false },
        ],
      },
      plugins: [
        // antd's Table column filters, which no list of the portal uses (antd-table-filter-dropdown.mjs).
        new webpack.NormalModuleReplacementPlugin(/^\.\/FilterDropdown$/, (resource) => {
          if (/[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter$/.test(resource.context)) {
            resource.request = path.join(__dirname, 'antd-table-filter-dropdown.mjs');
          }
        }),
        ...(kind === 'remote' ? [new PortalRoutesPlugin(path.join(dirname, 'src/portal-routes.json'))] : []),
        // portal-release.json: what the build is and needs of the shell (the shell: what it provides).
        ...(production
          ? [
              new ReleaseManifestPlugin({
                name: kind === 'host' ? 'shell' : pkg.name.replace('@portal/', ''),
                packageDir: dirname,
                contractsDir,
                // Its own copy: the federation plugin may normalise the objects it is given.
                shared: structuredClone(
                  kind === 'host' ? { ...sharedConfig, ...providedForEarlierRemotes(dirname) } : sharedConfig,
                ),
                provides: kind === 'host',
              }),
            ]
          : []),
        ...(kind === 'remote'
          ? [
              new ModuleFederationPlugin({
                name: federationName,
                filename: 'remoteEntry.js',
                exposes,
                shared: withoutRuntimeVersionChecks(sharedConfig),
                dts: false,
                shareStrategy: 'loaded-first',
                manifest: true,
                experiments: {
                  asyncStartup: true,
                  // The federation runtime comes once, with the shell (its federation-host chunk);
                  // remotes use it instead of bundling their own.
                  externalRuntime: true,
                  // Only browsers run the portal: the runtime's Node.js loaders are left out.
                  optimization: { target: 'web' },
                },
              }),
            ]
          : shellFederationPlugins(sharedConfig)),
        ...(kind === 'host'
          ? [
              new HtmlWebpackPlugin({
                template: './src/index.html',
                favicon: './src/favicon.svg',
                scriptLoading: 'defer',
                ...(production ? { publicPath: `/shell/${SHELL_VERSION_PLACEHOLDER}/` } : {}),
              }),
              // antd's styles as a file (the shell loads it before the first antd screen).
              new AntdStylesheetPlugin(),
              ...(production && startup ? [new StartupChunksPlugin(startup, { federated: true })] : []),
            ]
          : []),
        // Precompressed copies, served by the API as they are (no compression work per request).
        // Not index.html: the API replaces its version placeholder, so a copy made now is of no use.
        ...(production
          ? [
              new CompressionPlugin({
                test: /\.(js|json|html|svg|css)$/,
                exclude: UNCOMPRESSED,
                filename: '[path][base].gz',
                algorithm: 'gzip',
                threshold: 1024,
              }),
              new CompressionPlugin({
                test: /\.(js|json|html|svg|css)$/,
                exclude: UNCOMPRESSED,
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      devServer: {
        port,
        hot: true,
        historyApiFallback: kind === 'host',
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy:
          kind === 'host'
            ? [{ context: ['/api'], target: process.env.API_URL ?? 'http://localhost:8080' }]
            : [],
        client: { overlay: { warnings: false } },
      },
    };
  };
}

module.exports = { createConfig, shellSharedSource, SHELL_SHARED_MODULE, SHELL_VERSION_PLACEHOLDER };
