const { createJestConfig } = require('./jest/create-config.cjs');

const config = createJestConfig(__dirname);

// The build's own code (webpack/: portal-release.json) is tested beside it.
module.exports = { ...config, roots: [...config.roots, '<rootDir>/webpack'] };
