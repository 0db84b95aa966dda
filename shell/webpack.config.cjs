const { createConfig } = require('@portal/shared-ui/webpack');
const startup = require('./webpack.startup.cjs');

module.exports = createConfig({ dirname: __dirname, kind: 'host', port: 3000, startup });
