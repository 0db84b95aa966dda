import { useRouteLoaderData } from '@portal/shared-ui/router';
import useSWR from 'swr';
import type { PortalConfig } from '../../app/portal-config';
import { DASHBOARD_SETTINGS_KEY, loadDashboardSettings } from './dashboard-request';
import type { ExternalDashboardConfig } from './external-dashboard';
import { isDashboardsDisabled } from './use-dashboard-data';

export type DashboardsAccess =
  | { state: 'loading' }
  | { state: 'disabled' }
  | { state: 'enabled'; external: ExternalDashboardConfig | null };

/**
 * Whether the page is on, and the embedded analytics when the deployment configures one. The menu
 * setting (`menu-dashboards`, in the portal config of the signed-in part) decides first, without a
 * call; then GET /dashboards, which also names the external dashboard. Off by either: the page leaves.
 * A failure of that call other than "off" shows the built-in charts alone (they report their own
 * errors).
 */
export function useDashboardsAccess(): DashboardsAccess {
  const config = useRouteLoaderData('protected') as PortalConfig | undefined;
  const menuOn = config?.menu.dashboards === true;
  const { data, error } = useSWR(menuOn ? DASHBOARD_SETTINGS_KEY : null, loadDashboardSettings);
  if (!menuOn || data?.enabled === false || isDashboardsDisabled(error)) return { state: 'disabled' };
  if (!data && !error) return { state: 'loading' };
  const { workspaceHost, workspaceId, dashboardId } = data ?? {};
  return {
    state: 'enabled',
    external:
      workspaceHost && workspaceId && dashboardId ? { workspaceHost, workspaceId, dashboardId } : null,
  };
}
