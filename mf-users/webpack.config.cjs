const { createConfig } = require('@portal/shared-ui/webpack');

module.exports = createConfig({
  dirname: __dirname,
  kind: 'remote',
  port: 3004,
  exposes: { './routes': './src/routes.tsx', './i18n': './src/i18n.ts' },
});
