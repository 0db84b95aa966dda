require('@testing-library/jest-dom');
const { i18n } = require('@lingui/core');

// Components render their Czech source texts: the catalogs are checked by `lingui:check`.
i18n.loadAndActivate({ locale: 'cs-CZ', messages: {} });
