import type { RemoteName } from './app-settings';

/**
 * The portal's URL space: which remote serves which paths (design.md §1). Everything below these
 * patterns — the screens, their sub-routes and guards — is the remote's own route table. The shell
 * keeps this map so that it can show an error panel on a remote's paths even when the remote cannot
 * be fetched, and the API so that a page's HTML can start fetching the remote that will show it.
 * More specific patterns come first. A pattern is a path whose `:name` segments match any one
 * segment and whose `/*` end matches the rest, or nothing.
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

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A pattern as a regular expression, matching as the router does: any case, an optional last slash. */
function patternExpression(pattern: string): RegExp {
  const rest = pattern.endsWith('/*');
  const segments = (rest ? pattern.slice(0, -2) : pattern)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)));
  return new RegExp(`^${segments.join('/')}${rest ? '(?:/.*)?' : '/?'}$`, 'i');
}

const MATCHERS = REMOTE_PATHS.map(({ pattern, remote }) => ({
  expression: patternExpression(pattern),
  remote,
}));

/** The remote that serves a path, or undefined for the shell's own pages and unknown paths. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return MATCHERS.find(({ expression }) => expression.test(pathname))?.remote;
}
