require('@testing-library/jest-dom');
const { i18n } = require('@lingui/core');
const { compileErrorCatalogueSync } = require('./error-catalogue.cjs');

// Components render their Czech source texts (the catalogs are checked by `lingui:check`), and the
// error codes' texts from the one error catalogue, which the shell loads in the portal.
i18n.loadAndActivate({ locale: 'cs-CZ', messages: compileErrorCatalogueSync('cs-CZ') });
