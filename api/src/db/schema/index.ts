export * from './companies';
export * from './users';
export * from './sessions';
export * from './settings';
export * from './audit';
export * from './catalogue';
export * from './campaigns';
