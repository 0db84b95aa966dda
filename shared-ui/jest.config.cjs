const { createJestConfig } = require('./jest/create-config.cjs');

module.exports = createJestConfig(__dirname);
