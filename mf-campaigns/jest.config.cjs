const { createJestConfig } = require('@portal/shared-ui/jest');

module.exports = createJestConfig(__dirname);
