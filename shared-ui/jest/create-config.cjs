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
    // Several browser dependencies ship only ES modules; swc turns them into CommonJS once (cached).
    transformIgnorePatterns: [],
    moduleNameMapper: { '\\.po$': path.join(__dirname, 'empty-catalog.cjs') },
  };
}

module.exports = { createJestConfig };
