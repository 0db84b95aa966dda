import { defineConfig } from '@lingui/conf';

/** The Lingui configuration of every browser package: Czech source texts, PO catalogs per locale. */
export function createLinguiConfig() {
  return defineConfig({
    sourceLocale: 'cs-CZ',
    locales: ['cs-CZ', 'cs-CZ-publisher', 'en-GB', 'pl-PL'],
    // The publisher variant of Czech only overrides some texts; the rest is Czech.
    fallbackLocales: { 'cs-CZ-publisher': 'cs-CZ', default: 'cs-CZ' },
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}/messages',
        include: ['<rootDir>/src'],
        exclude: ['**/*.test.*'],
      },
    ],
    format: 'po',
  });
}
