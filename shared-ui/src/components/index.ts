export * from './antd';
export * from './antd-locales';
export * from './list-pager';
export * from './empty-state';
export * from './status-panel';
export * from './date-picker';
export * from './range-picker';
export * from './drawer';
