/** API tests: unit tests beside the code (src/**\/*.test.ts) and integration tests against a real PostgreSQL engine (test/). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
    ],
  },
  // Several dependencies ship only ES modules (ky, cookie, content-disposition); swc turns every
  // dependency into CommonJS once and caches it. PGlite's CommonJS build is used as it is.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/@electric-sql'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // Generous: a loaded two-core machine (a build beside the tests) took over 30 s to set a test file up.
  testTimeout: 60_000,
  maxWorkers: 2,
};
