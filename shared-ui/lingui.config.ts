import { defineConfig } from '@lingui/conf';

export default defineConfig({
  sourceLocale: 'cs-CZ',
  locales: ['cs-CZ', 'cs-CZ-publisher', 'en-GB', 'pl-PL'],
  // The publisher variant of Czech only overrides some texts; the rest is Czech.
  fallbackLocales: { 'cs-CZ-publisher': 'cs-CZ', default: 'cs-CZ' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] },
  ],
  format: 'po',
});
