export * from './companies';
export * from './users';
export * from './sessions';
export * from './settings';
export * from './audit';
export * from './targeting';
export * from './landing-pages';
export * from './catalogue';
export * from './campaigns';
export * from './ad-server';
export * from './creatives';

export * from './releases';
export * from './stored-files';
export * from './job-runs';
