// `@portal/shared-contracts/users`: user administration — the user list and detail, inviting,
// deactivating and the impersonation history (mf-users).
export * from '../users/user-administration';
export * from '../companies/vendors';
