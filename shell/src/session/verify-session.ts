import {
  getAuthorization,
  isApiError,
  SESSION_HINT_COOKIE,
  sessionStore,
  type UserInfo,
} from '@portal/shared-contracts/core';
import { redirect } from '@portal/shared-ui/router';
import { takeShellStart } from '../app/shell-start';
import { hasSessionHint } from './session-hint';

export const loginPath = (returnTo?: string) =>
  returnTo && returnTo !== '/' ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login';

/**
 * Checks the session with the server before every route change (spec §2). An anonymous caller is
 * sent to login with the address to come back to.
 */
export function verifySession(request: Request): Promise<UserInfo> {
  // Every loader of one navigation gets the same Request and runs in parallel with the others: they
  // share one check with the server instead of each asking again.
  let pending = checks.get(request);
  if (!pending) checks.set(request, (pending = checkSession(request)));
  return pending;
}

const checks = new WeakMap<Request, Promise<UserInfo>>();

async function checkSession(request: Request): Promise<UserInfo> {
  try {
    // The page load's first check: the start answer the server gave for this load says it.
    const { token, user } = (await takeShellStart('session'))?.authorization ?? (await getAuthorization());
    sessionStore.getState().signIn(token, user);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      sessionStore.getState().signOut();
      const url = new URL(request.url);
      throw redirect(loginPath(url.pathname + url.search));
    }
    throw error;
  }
}

/**
 * The login page sends a signed-in user straight to their default page. Only a browser that was
 * given a session asks (the hint cookie): an anonymous visit makes no call that answers 401.
 */
export async function redirectIfSignedIn(): Promise<null> {
  if (!hasSessionHint()) return null;
  try {
    const { token, user } = await getAuthorization();
    sessionStore.getState().signIn(token, user);
  } catch {
    // The session has ended (expired, or signed out elsewhere): the hint goes with it.
    document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    return null;
  }
  throw redirect(sessionStore.getState().user?.defaultPage ?? '/campaigns');
}

/** Only a local path may be a return address (no open redirect to another site). */
export function safeReturnTo(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}
