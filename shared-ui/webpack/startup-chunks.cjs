// The shell's start-up files: which of its chunks a page load fetches before its first screen, so
// that the API can name them in the page (preload links) and the browser fetches them at once instead
// of in rounds (main.js → the bootstrap's chunks → the layout's → a remote's federation runtime).
const { sources } = require('webpack');
const { ANTD_STYLESHEET_FILE } = require('./antd-stylesheet.cjs');

const FILE = 'portal-startup.json';

/**
 * The chunks of the dynamic imports named by `requests` (as written in the source: './bootstrap'), in
 * load order of discovery; each file once.
 */
function chunkFilesOf(compilation, requests) {
  const files = [];
  for (const group of compilation.chunkGroups) {
    if (!group.origins.some((origin) => requests.includes(origin.request))) continue;
    for (const chunk of group.chunks) {
      if (chunk.hasRuntime()) continue;
      for (const file of chunk.files) if (file.endsWith('.js') && !files.includes(file)) files.push(file);
    }
  }
  return files;
}

/**
 * Writes portal-startup.json: `start`, the files every page of the shell needs (the sign-in page
 * too), `signedIn`, those a signed-in page needs besides (its layout, the remote outlet),
 * `federation`, those a page that shows a remote needs besides (the federation runtime),
 * `signedInStyles`, the stylesheets a signed-in page needs (antd's), and `federated`, whether the
 * shell loads its remotes by Module Federation (the monolith reference build has them built in, and
 * a page preloads none of their federation files for it). The script lists are named by the dynamic
 * imports that load them, e.g. { start: ['./bootstrap'], signedIn: ['../layout/protected-root'] }.
 */
class StartupChunksPlugin {
  /**
   * @param {{ start?: string[], signedIn?: string[], federation?: string[] }} imports
   * @param {{ federated: boolean }} options
   */
  constructor(imports, { federated }) {
    this.imports = imports;
    this.federated = federated;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupChunksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const start = chunkFilesOf(compilation, this.imports.start ?? []);
          const signedIn = chunkFilesOf(compilation, this.imports.signedIn ?? []).filter(
            (file) => !start.includes(file),
          );
          const { federated } = this;
          const federation = federated
            ? chunkFilesOf(compilation, this.imports.federation ?? []).filter(
                (file) => !start.includes(file) && !signedIn.includes(file),
              )
            : [];
          // antd's stylesheet (antd-stylesheet.cjs): a signed-in page renders antd from its first screen.
          const signedInStyles = compilation.getAsset(ANTD_STYLESHEET_FILE) ? [ANTD_STYLESHEET_FILE] : [];
          const content = `${JSON.stringify({ start, signedIn, federation, signedInStyles, federated }, null, 2)}\n`;
          compilation.emitAsset(FILE, new sources.RawSource(content));
        },
      );
    });
  }
}

module.exports = { StartupChunksPlugin, STARTUP_CHUNKS_FILE: FILE };
