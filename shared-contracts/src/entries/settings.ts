// `@portal/shared-contracts/settings`: the administrator's settings variables (feature switches, the
// portal's remotes, the default system users).
export * from '../settings/settings-variables';
