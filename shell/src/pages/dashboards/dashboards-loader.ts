import { portalConfigFor } from '../../app/portal-config';
import { verifySession } from '../../session/verify-session';

/**
 * The dashboards route's loader: starts the page's first requests beside its code (the route's
 * lazy, with the chart library) instead of after the page has mounted, and returns at once (the
 * page does not wait for them, its hooks take the answers). Their code is fetched beside the
 * session check; nothing is asked while the menu setting is off (the page redirects then).
 */
export function dashboardsLoader({ request }: { request: Request }): null {
  void startDashboardRequests(request);
  return null;
}

async function startDashboardRequests(request: Request): Promise<void> {
  try {
    const [user, requests] = await Promise.all([verifySession(request), import('./dashboard-request')]);
    const config = await portalConfigFor(request, user.userId);
    if (config.menu.dashboards) requests.preloadDashboardRequests(new URL(request.url), user);
  } catch {
    // The protected route's loader shows a failed check; the page asks for itself.
  }
}
