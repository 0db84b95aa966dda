import { sessionStore, type UserInfo } from '@portal/shared-contracts/core';
import { hasAccess, preloadScreen } from '@portal/shared-ui';
import { matchPath } from '@portal/shared-ui/router';
import { remoteForPath } from './remote-catalog';
import { isRemoteEnabled, loadPortalRemote, loadRemoteRoutes } from './remote-runtime';

let lastPathname: string | undefined;

/**
 * A route loader's work for a remote's screen: fetch the remote (once), then, for the route the
 * address matches, start its screen's code and its first requests together (PortalRoute.preload),
 * while the shell's layout still loads, instead of one after the other once the screen has mounted.
 * Resolves once the remote (its routes and its texts) and the screen's code are in, so that the
 * outlet renders the screen (or, for an address no route of the user's matches, the not-found or
 * forbidden page in the remote's texts) without suspending; the requests are not waited for (the
 * screen shows its own loading state). `ready` resolves once the remotes are registered (the portal configuration
 * is read). A change of the query alone (a list's page, its filters) is the screen's own to ask for.
 * Failures are the outlet's to show: here they only mean nothing was started.
 */
export async function preloadRemoteRoute(url: URL, user: UserInfo, ready: Promise<unknown>): Promise<void> {
  if (url.pathname === lastPathname) return;
  lastPathname = url.pathname;
  const remote = remoteForPath(url.pathname);
  if (!remote) return;
  try {
    await ready;
    if (!isRemoteEnabled(remote)) return;
    const locale = sessionStore.getState().locale;
    const routes = await loadRemoteRoutes(remote, locale);
    const found = routes
      .map((route) => ({ route, match: matchPath(route.path, url.pathname) }))
      .find((candidate) => candidate.match);
    if (!found?.match || !hasAccess(found.route.access, user)) {
      // The outlet shows the remote's not-found or forbidden page: with its texts in, at once.
      await loadPortalRemote(remote, locale);
      return;
    }
    const { route, match } = found;
    const screen = preloadScreen(route.component);
    // A route may fetch its requests' code first (an import): its failure is the screen's to meet.
    const started: unknown = route.preload?.({
      pathname: url.pathname,
      search: url.search,
      params: match.params,
    });
    if (started instanceof Promise) started.catch(() => undefined);
    await Promise.all([screen, loadPortalRemote(remote, locale)]);
  } catch {
    // the outlet fetches the remote again and shows what fails
  }
}
