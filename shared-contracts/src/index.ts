// The whole package: what the API and the package's own tests import. The browser imports the entries
// (`@portal/shared-contracts/core`, `/campaigns`, …: package.json `exports`), each a shared singleton
// of its own, so a page loads only the contracts it calls (docs/architecture.md).
export * from './entries/core';
export * from './entries/campaigns';
export * from './entries/new-campaign';
export * from './entries/catalogue';
export * from './entries/campaign-items';
export * from './entries/campaign-detail';
export * from './entries/creatives';
export * from './entries/landing-pages';
export * from './entries/users';
export * from './entries/settings';
export * from './entries/dashboards';
// The ad server's own calls and its pages: no screen calls them, so in no browser entry.
export * from './ad-server/ad-server';
