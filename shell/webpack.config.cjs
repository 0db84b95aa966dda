const { createConfig } = require('@portal/shared-ui/webpack');

module.exports = createConfig({ dirname: __dirname, kind: 'host', port: 3000 });
