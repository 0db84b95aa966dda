// Jest for the browser packages (shell, remotes, shared-ui): jsdom, swc with the Lingui macro plugin.
const path = require('node:path');

/** @param {string} dirname the package directory */
function createJestConfig(dirname) {
  return {
    rootDir: dirname,
    // antd under jsdom is slow on a 2-core machine.
    testTimeout: 20_000,
    testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
    roots: ['<rootDir>/src'],
    setupFiles: [path.join(__dirname, 'setup-globals.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.cjs')],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            experimental: { plugins: [['@lingui/swc-plugin', {}]] },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ES-module files of dependencies (es/ and esm/ builds, .mjs, packages with nothing else) are
    // turned into CommonJS by swc; CommonJS files load as they are, which keeps the first run short.
    transformIgnorePatterns: ['/node_modules/(?!.*(/es/|/esm/|\\.mjs$|ky/distribution/))'],
    moduleNameMapper: {
      '\\.po$': path.join(__dirname, 'empty-catalog.cjs'),
      // In unit tests shared-contracts is one module: each entry the code imports (/core,
      // /campaigns, …) is the whole package, so a test's jest.mock('@portal/shared-contracts')
      // replaces a call whichever entry the code under test takes it from.
      '^@portal/shared-contracts/.+$': require.resolve('@portal/shared-contracts'),
    },
  };
}

module.exports = { createJestConfig };
