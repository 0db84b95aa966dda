export * from './session/use-session';
export * from './format/format';
export * from './routing/portal-route';
export * from './routing/portal-slot';
export * from './i18n/load-messages';
export * from './list/list-state';
export * from './list/page-window';
