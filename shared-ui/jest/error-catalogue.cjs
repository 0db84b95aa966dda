// The error catalogue of one locale compiled for tests: by @lingui/loader, exactly as the shell's
// webpack compiles it (shared-contracts' lingui.config, cs-CZ-publisher falling back to cs-CZ), for
// the test that the API answers the texts the browser shows; and without the loader (it imports its
// formats dynamically, which jest's CommonJS cannot) for the unit tests of the browser packages.
const fs = require('node:fs');
const path = require('node:path');
const loader = require('@lingui/loader');

// Lingui's own message compiler, a dependency of @lingui/core.
const { compileMessage } = require(
  require.resolve('@lingui/message-utils/compileMessage', {
    paths: [path.dirname(require.resolve('@lingui/core'))],
  }),
);

const LOCALES_DIR = path.resolve(__dirname, '../../shared-contracts/src/locales');

/** @param {string} locale @returns {Promise<Record<string, unknown>>} the compiled messages */
async function compileErrorCatalogue(locale) {
  const resourcePath = path.join(LOCALES_DIR, locale, 'errors.po');
  const context = {
    resourcePath,
    getOptions: () => ({ failOnCompileError: true }),
    addDependency() {},
    emitWarning(error) {
      throw error;
    },
    _module: { type: 'javascript/auto' },
  };
  const source = await loader.call(context, '');
  // The loader writes `export const messages=JSON.parse("…")`: the argument is a JSON string literal.
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/s.exec(source)?.[1];
  if (!literal) throw new Error(`unexpected output of @lingui/loader for ${resourcePath}`);
  return JSON.parse(JSON.parse(literal));
}

/**
 * The catalogue of a locale that has every code (cs-CZ, en-GB, pl-PL), compiled synchronously: each
 * entry of the PO file is one `msgid "…"` and one `msgstr "…"` line, as Lingui writes them.
 * @param {string} locale @returns {Record<string, unknown>}
 */
function compileErrorCatalogueSync(locale) {
  const lines = fs.readFileSync(path.join(LOCALES_DIR, locale, 'errors.po'), 'utf8').split('\n');
  const messages = {};
  lines.forEach((line, i) => {
    const next = lines[i + 1] ?? '';
    if (!line.startsWith('msgid "') || !next.startsWith('msgstr "')) return;
    const id = JSON.parse(line.slice(6));
    if (id) messages[id] = compileMessage(JSON.parse(next.slice(7)));
  });
  return messages;
}

module.exports = { compileErrorCatalogue, compileErrorCatalogueSync, LOCALES_DIR };
