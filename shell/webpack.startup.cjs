// What a page load of the shell fetches before its first screen, by the dynamic imports that load
// it (shared-ui/webpack/startup-chunks.cjs writes their chunks to portal-startup.json; the API
// preloads them): every page the bootstrap, a signed-in one also its layout and the remotes' outlet,
// one on a remote's path also the federation runtime (src/federation/remote-runtime.ts).
module.exports = {
  start: ['./bootstrap'],
  signedIn: ['../layout/protected-root', '../federation/remote-outlet'],
  federation: ['./federation-host'],
};
