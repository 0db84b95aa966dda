import { SESSION_HINT_COOKIE } from '@portal/shared-contracts/core';

/**
 * Whether this browser was given a session (the API's readable hint cookie beside the HttpOnly
 * session cookie): only then do the sign-in page and the page load ask the server about it, so an
 * anonymous visit makes no call that answers 401.
 */
export const hasSessionHint = (): boolean =>
  document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
