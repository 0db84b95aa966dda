// `@portal/shared-contracts/settings`: the administrator's settings variables (feature switches, the
// portal's remotes, the default system users) and the content pages (the help page).
export * from '../settings/settings-variables';
export * from '../settings/content-pages';
