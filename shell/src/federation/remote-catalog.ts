import type { RemoteName } from '@portal/shared-contracts/core';

// Which remote serves which paths is said once, in shared-contracts (the API reads it too).
export { remoteForPath, REMOTE_PATHS } from '@portal/shared-contracts/core';

/** Module Federation names cannot contain dashes. */
export const federationName = (remote: RemoteName): string => remote.replace(/-/g, '_');
