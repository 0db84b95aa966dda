// The shell's start-up files: which of its chunks a page load fetches before its first screen, so
// that the API can name them in the page (preload links) and the browser fetches them at once instead
// of in rounds (main.js → the bootstrap's chunks and the shared libraries they take → the layout's).
const { sources } = require('webpack');
const { ANTD_STYLESHEET_FILE } = require('./antd-stylesheet.cjs');

const FILE = 'portal-startup.json';

/**
 * The chunks of the dynamic imports named by `requests` (as written in the source: './bootstrap'),
 * with the chunks of the shared modules they take from the shell's own share (each consumed
 * module's fallback, followed through what that one takes in turn). Chunks are in load order of
 * discovery; each file once.
 */
function chunkFilesOf(compilation, requests) {
  const { chunkGraph } = compilation;
  const seen = new Set();
  const files = [];
  const visitGroup = (group) => {
    for (const chunk of group.chunks) visitChunk(chunk);
  };
  const visitChunk = (chunk) => {
    if (seen.has(chunk) || chunk.hasRuntime()) return;
    seen.add(chunk);
    for (const file of chunk.files) if (file.endsWith('.js') && !files.includes(file)) files.push(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      for (const block of module.blocks) {
        const group = chunkGraph.getBlockChunkGroup(block);
        if (group) visitGroup(group);
      }
    }
  };
  for (const group of compilation.chunkGroups) {
    if (group.origins.some((origin) => requests.includes(origin.request))) visitGroup(group);
  }
  return files;
}

/**
 * Writes portal-startup.json: `start`, the files every page of the shell needs (the sign-in page
 * too), `signedIn`, those a signed-in page needs besides (its layout, the remote outlet),
 * `signedInStyles`, the stylesheets a signed-in page needs (antd's), and `federated`, whether the
 * shell loads its remotes by Module Federation. The script lists are named by the dynamic imports
 * that load them, e.g. { start: ['./bootstrap'], signedIn: ['../layout/protected-root'] }.
 */
class StartupChunksPlugin {
  constructor(imports) {
    this.imports = imports;
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
          // Whether the build loads remotes by federation: the monolith reference build has them
          // built in, and a page preloads none of their federation files for it.
          const federated = compiler.options.plugins.some(
            (plugin) => plugin?.constructor?.name === 'ModuleFederationPlugin',
          );
          // antd's stylesheet (antd-stylesheet.cjs): a signed-in page renders antd from its first screen.
          const signedInStyles = compilation.getAsset(ANTD_STYLESHEET_FILE) ? [ANTD_STYLESHEET_FILE] : [];
          const content = `${JSON.stringify({ start, signedIn, signedInStyles, federated }, null, 2)}\n`;
          compilation.emitAsset(FILE, new sources.RawSource(content));
        },
      );
    });
  }
}

module.exports = { StartupChunksPlugin, STARTUP_CHUNKS_FILE: FILE };
