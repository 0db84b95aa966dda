import type { DashboardSettings } from '@portal/shared-contracts';
import type { Executor } from '../../db/client';
import { NotFoundError } from '../../errors';
import type { AppContext } from '../context';
import { readSettings } from '../settings';

/** Whether the dashboards page is on: the settings variable that also shows its menu entry. */
export async function dashboardsEnabled(db: Executor): Promise<boolean> {
  const settings = await readSettings(db, ['menu-dashboards']);
  return settings.flag('menu-dashboards');
}

/** The page's calls refuse while it is off, as the page itself is then not there (spec: it redirects). */
export async function assertDashboardsEnabled(db: Executor): Promise<void> {
  if (!(await dashboardsEnabled(db))) throw new NotFoundError('dashboards_disabled');
}

/**
 * GET /dashboards: the switch, and the embedded external analytics when the deployment configures
 * one (config.dashboards, DASHBOARDS_* of the environment). Nothing secret is in it: the token's key
 * stays on the server.
 */
export async function getDashboardSettings(ctx: AppContext): Promise<DashboardSettings> {
  const external = ctx.config.dashboards;
  return {
    enabled: await dashboardsEnabled(ctx.db),
    workspaceHost: external?.host ?? null,
    workspaceId: external?.workspaceId ?? null,
    dashboardId: external?.dashboardId ?? null,
  };
}
