import {
  SettingsVariableGroupSchema,
  SettingsVariableParamsSchema,
  SettingsVariableSchema,
  UpdateSettingsVariableRequestSchema,
} from '@portal/shared-contracts';
import * as v from 'valibot';
import { access } from '../access/access';
import { authOf } from '../plugins/auth';
import type { AppContext } from '../services/context';
import { listVariableGroups } from '../services/settings/variables/list-variable-groups';
import { updateSettingsVariable } from '../services/settings/variables/update-variable';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';

const tags = ['settings'];

/**
 * The settings variables (spec 000 §2 "Settings variables", 001 §7): the portal's feature switches,
 * which remotes are on, the default system users. Administrators only; the portal reads them through
 * /app-settings.
 */
export const settingsVariableRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/settings/variable-groups',
    {
      config: { access: access.administrator() },
      schema: {
        tags,
        summary: 'Every settings group in order, with its variables (administrators)',
        response: { 200: v.array(SettingsVariableGroupSchema), ...errorResponses },
      },
    },
    async () => listVariableGroups(ctx.db),
  );

  app.put(
    '/settings/variables/:id',
    {
      config: { access: access.administrator({ examples: { 'params.id': 'settingsVariable' } }) },
      schema: {
        tags,
        summary: 'Change a boolean or a default system user (administrators); other types are not edited',
        params: SettingsVariableParamsSchema,
        body: UpdateSettingsVariableRequestSchema,
        response: { 200: SettingsVariableSchema, ...errorResponses },
      },
    },
    async (request) => updateSettingsVariable(ctx, authOf(request), request.params.id, request.body),
  );
};
