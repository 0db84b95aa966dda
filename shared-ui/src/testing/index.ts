// Helpers for the unit tests of the shell, the remotes and shared-ui (jest only): never imported by
// code that ships, and not shared through Module Federation.
export * from './mocked-contracts';
export * from './render-with-portal';
export * from './setup-user';
export * from './users';
