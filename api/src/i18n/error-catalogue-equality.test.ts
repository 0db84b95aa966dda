import { createRequire } from 'node:module';
import type { I18n, Messages } from '@lingui/core';
import { CATALOGUE_LOCALE, readErrorCatalogue } from './error-catalogue';
import type { MessageLanguage } from './locale';
import { MESSAGE_CODES } from './message-codes';
import { translate } from './messages';

// The browser's side as the shell builds it: the catalogue compiled by @lingui/loader (shared-ui's
// helper, the webpack loader itself) and looked up with the shell's own @lingui/core.
const require = createRequire(import.meta.url);
const { compileErrorCatalogue } = require('../../../shared-ui/jest/error-catalogue.cjs') as {
  compileErrorCatalogue: (locale: string) => Promise<Messages>;
};
const { setupI18n } = createRequire(require.resolve('../../../shell/package.json'))('@lingui/core') as {
  setupI18n: (params: { locale: string; messages: Record<string, Messages> }) => I18n;
};

const COUNTS = [0, 1, 2, 5, 22, 1.5];
const sources = Object.values(CATALOGUE_LOCALE).map(readErrorCatalogue);

/** Sample values of every parameter the code's texts name in any language. */
function sampleValues(code: string, count: number): Record<string, string | number> {
  const names = new Set<string>();
  for (const source of sources)
    for (const match of (source.get(code) ?? '').matchAll(/\{(\w+)/g)) names.add(match[1]!);
  return Object.fromEntries([...names].map((name) => [name, name === 'count' ? count : `‹${name}›`]));
}

describe('the error catalogue: the API answers the text the browser shows', () => {
  it.each(Object.entries(CATALOGUE_LOCALE))('%s (%s)', async (language, locale) => {
    const browser = setupI18n({ locale, messages: { [locale]: await compileErrorCatalogue(locale) } });
    const differing: string[] = [];
    for (const code of MESSAGE_CODES) {
      for (const count of COUNTS) {
        const values = sampleValues(code, count);
        const api = translate(code, language as MessageLanguage, values);
        const shown = browser._(code, values);
        if (shown !== api || api === code)
          differing.push(`${code} (${count}): API "${api}", browser "${shown}"`);
      }
    }
    expect(differing).toEqual([]);
  });
});
