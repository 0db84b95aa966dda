import { DASHBOARD_TOKEN_REFRESH_MINUTES, type DashboardToken } from '@portal/shared-contracts';
import { SignJWT } from 'jose';
import { NotFoundError } from '../../errors';
import { tenancyScope } from '../campaign-access';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { assertDashboardsEnabled } from './dashboard-settings';

/** Valid a few minutes past the page's renewal, so a renewal that is a little late never finds it expired. */
export const DASHBOARD_TOKEN_MINUTES = DASHBOARD_TOKEN_REFRESH_MINUTES + 5;

/**
 * POST /dashboards/token: an HS256 JWT for the embedded external dashboard, signed with the
 * deployment's DASHBOARDS_TOKEN_SECRET, which the analytics host verifies (docs/dashboards.md). It
 * names the user and what they may see: `scope` is the tenancy of the portal's own lists (all
 * companies, one vendor company, or an agency's vendor companies by the agency user), so the
 * external dashboard filters as the portal does. An impersonated session is the buyer's.
 */
export async function createDashboardToken(ctx: AppContext, auth: AuthContext): Promise<DashboardToken> {
  await assertDashboardsEnabled(ctx.db);
  const external = ctx.config.dashboards;
  if (!external) throw new NotFoundError('dashboards_external_not_configured');
  // JWT times are whole seconds; the answer's expiry is the token's own.
  const issuedAt = Math.floor(ctx.clock.now().getTime() / 1000);
  const expiresAt = issuedAt + DASHBOARD_TOKEN_MINUTES * 60;
  const token = await new SignJWT({
    workspaceId: external.workspaceId,
    dashboardId: external.dashboardId,
    locale: auth.user.locale,
    scope: tenancyScope(auth),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(auth.user.id))
    .setAudience(external.host)
    .setIssuer(ctx.config.publicUrl)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(external.tokenSecret));
  return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}
