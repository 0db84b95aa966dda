import { getSettingsVariableGroupsEndpoint, updateSettingsVariableEndpoint } from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import { listVariableGroups, updateSettingsVariable } from '../services/settings';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['settings'];

/**
 * The settings variables (spec 000 §2 "Settings variables", 001 §7): the portal's feature switches,
 * which remotes are on, the default system users. Administrators only; the portal reads them through
 * /app-settings.
 */
export default async function settingsVariableRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    getSettingsVariableGroupsEndpoint,
    { tags, summary: 'Every settings group in order, with its variables (administrators)' },
    async () => listVariableGroups(ctx.db),
  );

  serve(
    app,
    updateSettingsVariableEndpoint,
    {
      tags,
      summary: 'Change a boolean or a default system user (administrators); other types are not edited',
    },
    async (request) => updateSettingsVariable(ctx, authOf(request), request.params.id, request.body),
  );
}
