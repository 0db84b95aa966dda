// The monolith reference build (`pnpm build:monolith`, dist-monolith/): the shell and every remote
// as one application, for measurement only (bench:web; shared-ui/webpack/monolith/).
const path = require('node:path');

const { createMonolithConfig } = require(
  path.join(
    path.dirname(require.resolve('@portal/shared-ui/webpack')),
    'monolith/create-monolith-config.cjs',
  ),
);

module.exports = createMonolithConfig({
  dirname: __dirname,
  port: 3010,
  startup: require('./webpack.startup.cjs'),
});
