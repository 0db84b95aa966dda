// `@portal/shared-contracts/settings`: the administrator's settings variables (feature switches, the
// portal's remotes, the default system users), the content pages (the help page) and the releases of
// the shell and the remotes.
export * from '../settings/settings-variables';
export * from '../settings/content-pages';
export * from '../releases/releases';
