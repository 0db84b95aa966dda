// The monolith reference build (issue 35), for measurement only: the shell and every remote built as
// ONE webpack application with the same routes, without Module Federation: no container, no share
// scope, one copy of everything, each remote's exposed modules a lazy chunk of their own (as a
// normal application splits its code per route area). The shell's code is unchanged: only
// `@module-federation/runtime`, which its federation host (shell/src/federation/federation-host.ts)
// is made with, is replaced by federation-runtime-shim.ts, whose loadRemote imports the remote's
// exposed source file and whose registerRemotes does nothing; the host offers no shared modules.
// Everything else the shell does at start (the remote registry, each remote's portal-routes.json)
// stays as it is.
//
// The configuration is the host's (create-config.cjs: loaders, aliases, chunks, index.html with the
// version placeholder, portal-release.json, precompressed copies), so the two builds cannot drift
// apart.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const webpack = require('webpack');
const { createConfig, SHELL_SHARED_MODULE } = require('../create-config.cjs');
const { StartupChunksPlugin } = require('../startup-chunks.cjs');

const RUNTIME = '@module-federation/runtime';
const SHIM = path.join(__dirname, 'federation-runtime-shim.ts');
/** The virtual module the shim imports: federation name/expose → import() of the exposed file. */
const EXPOSES_MODULE = 'portal-monolith-exposes';
const WORKSPACE_ROOT = path.join(__dirname, '../../..');

/** The remotes of the workspace: each package with a src/portal-routes.json and a webpack config. */
function workspaceRemotes() {
  return fs
    .readdirSync(WORKSPACE_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(WORKSPACE_ROOT, entry.name))
    .filter(
      (dir) =>
        fs.existsSync(path.join(dir, 'src/portal-routes.json')) &&
        fs.existsSync(path.join(dir, 'webpack.config.cjs')),
    )
    .sort();
}

/**
 * A remote's federation name and exposed files, read from its own webpack configuration (the
 * options its ModuleFederationPlugin was given), so a new expose is built in without a change here.
 */
function remoteExposes(remoteDir, argv) {
  const config = require(path.join(remoteDir, 'webpack.config.cjs'))({}, argv);
  const federation = config.plugins.find((plugin) => plugin instanceof ModuleFederationPlugin);
  const options = federation?._options;
  if (!options?.name || !options.exposes) {
    throw new Error(`${remoteDir}/webpack.config.cjs: no ModuleFederationPlugin with a name and exposes`);
  }
  return Object.entries(options.exposes).map(([key, value]) => {
    const request = typeof value === 'string' ? value : [value.import].flat()[0];
    return {
      id: `${options.name}/${key.replace(/^\.\//, '')}`,
      file: path.resolve(remoteDir, request),
    };
  });
}

/** The virtual module's source: `exposes['mf_campaigns/routes']` → a lazy chunk of that file. */
function exposesSource(exposes) {
  const entries = exposes.map(
    ({ id, file }) =>
      `  ${JSON.stringify(id)}: () => import(/* webpackChunkName: ${JSON.stringify(
        `remote-${id.replace(/[^a-z0-9]+/gi, '-')}`,
      )} */ ${JSON.stringify(file)}),`,
  );
  return `export const exposes = {\n${entries.join('\n')}\n};\n`;
}

/**
 * Webpack only warns when an import names an export the module does not have. A shell that starts
 * using a runtime function the shim lacks must not build into a page that fails at run time.
 */
class ShimExportsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShimExportsPlugin', (compilation) => {
      compilation.hooks.afterSeal.tap('ShimExportsPlugin', () => {
        // "export 'x' (imported as 'x') was not found in '@module-federation/enhanced/runtime'"
        const missing = compilation.warnings.filter(
          (warning) =>
            /was not found in/.test(warning.message) &&
            (warning.message.includes(`'${RUNTIME}'`) || warning.message.includes(path.basename(SHIM))),
        );
        if (missing.length === 0) return;
        compilation.warnings = compilation.warnings.filter((warning) => !missing.includes(warning));
        for (const warning of missing) {
          compilation.errors.push(
            new webpack.WebpackError(
              `${warning.message}\n${RUNTIME} is replaced by ${SHIM} in the monolith: add the function there.`,
            ),
          );
        }
      });
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dirname the shell's package directory
 * @param {number} [options.port] dev-server port
 * @param {string} [options.outDir] the output folder (default `<dirname>/dist-monolith`)
 * @param {{ start?: string[], signedIn?: string[] }} [options.startup] the host's start-up imports
 *   (the same page preloads as the composed shell's)
 */
function createMonolithConfig({
  dirname,
  port = 3010,
  outDir = path.join(dirname, 'dist-monolith'),
  startup,
}) {
  const host = createConfig({ dirname, kind: 'host', port, startup });
  return (env, argv) => {
    const config = host(env, argv);
    const exposes = workspaceRemotes().flatMap((dir) => remoteExposes(dir, argv));
    return {
      ...config,
      output: { ...config.output, path: outDir },
      resolve: {
        ...config.resolve,
        // `$`: the exact request only (not `…/runtime/something`).
        alias: { ...config.resolve.alias, [`${RUNTIME}$`]: SHIM, [`${RUNTIME}/core$`]: SHIM },
      },
      plugins: [
        ...config.plugins.filter(
          (plugin) =>
            !(plugin instanceof webpack.experiments.schemes.VirtualUrlPlugin) &&
            !(plugin instanceof StartupChunksPlugin),
        ),
        new webpack.experiments.schemes.VirtualUrlPlugin({
          [EXPOSES_MODULE]: exposesSource(exposes),
          // Nothing to offer: there is no remote to take it.
          [SHELL_SHARED_MODULE]: 'export const sharedModules = {};\n',
        }),
        ...(config.plugins.some((plugin) => plugin instanceof StartupChunksPlugin)
          ? [new StartupChunksPlugin(startup, { federated: false })]
          : []),
        new ShimExportsPlugin(),
      ],
      devServer: { ...config.devServer, port },
    };
  };
}

module.exports = { createMonolithConfig };
