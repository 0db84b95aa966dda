import type { RemoteName } from '@portal/shared-contracts/core';
import { matchPath } from '@portal/shared-ui/router';

/**
 * The portal's URL space: which remote serves which paths (design.md §1). Everything below these
 * patterns — the screens, their sub-routes and guards — is the remote's own route table. The shell
 * keeps this map itself so that it can show an error panel on a remote's paths even when the remote
 * cannot be fetched. More specific patterns come first.
 */
export const REMOTE_PATHS: readonly { pattern: string; remote: RemoteName }[] = [
  { pattern: '/campaigns/:campaignId/items/:campaignItemId/creative', remote: 'mf-creatives' },
  { pattern: '/landing-pages/*', remote: 'mf-creatives' },
  { pattern: '/review-queue/*', remote: 'mf-creatives' },
  { pattern: '/tools/*', remote: 'mf-campaigns' },
  { pattern: '/campaigns/*', remote: 'mf-campaigns' },
  { pattern: '/activities/*', remote: 'mf-campaigns' },
  { pattern: '/availabilities/*', remote: 'mf-campaigns' },
  { pattern: '/settings/users/*', remote: 'mf-users' },
  { pattern: '/vendors/*', remote: 'mf-users' },
  { pattern: '/settings/*', remote: 'mf-catalogue-admin' },
];

export function remoteForPath(pathname: string): RemoteName | undefined {
  return REMOTE_PATHS.find(({ pattern }) => matchPath(pattern, pathname))?.remote;
}

/** Module Federation names cannot contain dashes. */
export const federationName = (remote: RemoteName): string => remote.replace(/-/g, '_');
