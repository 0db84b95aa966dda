// The error catalogue of one locale compiled for tests: by @lingui/loader, exactly as the shell's
// webpack compiles it (shared-contracts' lingui.config, cs-CZ-publisher falling back to cs-CZ), for
// the test that the API answers the texts the browser shows; and without the loader (it imports its
// formats dynamically, which jest's CommonJS cannot) for the unit tests of the browser packages.
const fs = require('node:fs');
const path = require('node:path');
const loader = require('@lingui/loader');
const PO = require('pofile');

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
 * The catalogue of a locale that has every code (cs-CZ, en-GB, pl-PL), compiled synchronously. Read
 * with pofile, the parser @lingui/format-po builds on, so strings, escapes and obsolete entries read
 * as the loader reads them; the ids are the codes themselves (explicit ids).
 * @param {string} locale @returns {Record<string, unknown>}
 */
function compileErrorCatalogueSync(locale) {
  const po = PO.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, 'errors.po'), 'utf8'));
  return Object.fromEntries(
    po.items
      .filter((item) => !item.obsolete && !item.flags.obsolete)
      .map((item) => [item.msgid, compileMessage(item.msgstr[0] ?? '')]),
  );
}

module.exports = { compileErrorCatalogue, compileErrorCatalogueSync, LOCALES_DIR };
