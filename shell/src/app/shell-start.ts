import { getShellStart, type ShellStart } from '@portal/shared-contracts/core';
import { ownShellVersion } from '../federation/shell-version';
import { hasSessionHint } from '../session/session-hint';

let pending: Promise<ShellStart | null> | undefined;

/**
 * Asks once, at page load, for everything the shell needs before its first signed-in screen (GET
 * /app-settings/shell-start). The page's preload link (written by the API for a browser with a
 * session) names the same URL, so the answer is usually on its way before this code runs. An anonymous
 * browser does not ask (the sign-in page needs none of it); a failed answer is null and each part is
 * then asked for on its own, as on every later navigation.
 */
export function startShellStart(): Promise<ShellStart | null> {
  pending ??= hasSessionHint()
    ? getShellStart.load(ownShellVersion()).catch(() => null)
    : Promise.resolve(null);
  return pending;
}

const taken = new Set<'session' | 'config'>();

/**
 * The start answer for one part, once: the first check of the session and the first read of the
 * portal's configuration use it (the server gave it for this page load); every later one asks the
 * server again, as before every route change.
 */
export async function takeShellStart(part: 'session' | 'config'): Promise<ShellStart | null> {
  if (taken.has(part) || !pending) return null;
  taken.add(part);
  return pending;
}
