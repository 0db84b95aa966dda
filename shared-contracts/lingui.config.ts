// The error catalogue (src/locales/<locale>/errors.po) that the API answers from and the browser shows:
// its ids are the error codes, not texts extracted from code, so there is nothing to extract. The
// shell's webpack compiles it with @lingui/loader, which finds this file beside the catalogue. No
// import of @lingui/conf: this package does not depend on Lingui.
export default {
  sourceLocale: 'cs-CZ',
  locales: ['cs-CZ', 'cs-CZ-publisher', 'en-GB', 'pl-PL'],
  // The publisher variant of Czech only overrides some texts; the rest is Czech.
  fallbackLocales: { 'cs-CZ-publisher': 'cs-CZ', default: 'cs-CZ' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/errors', include: [] }],
  format: 'po',
};
