import * as v from 'valibot';
import { EditVersionSchema } from '../common/edit-version';
import { IdParamSchema, IdSchema } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';

export const SETTINGS_VARIABLE_TYPES = ['boolean', 'string', 'number', 'user', 'menu-order'] as const;
export type SettingsVariableType = (typeof SETTINGS_VARIABLE_TYPES)[number];

/** The remote that holds the default page after sign-in (the campaign list): it cannot be switched off. */
export const REQUIRED_REMOTE = 'mf-campaigns';

/**
 * A settings variable (spec 000 §2 "Settings variables"). Its value is text as stored: 'true' or
 * 'false' for a boolean, a user's id for a user, the header menu's keys joined by commas for the
 * menu order. `editable` says whether the portal edits it: booleans (in a dialog), the default
 * system users (selects) and the menu order (a sortable list); other types are not implemented.
 */
export const SettingsVariableSchema = v.object({
  id: IdSchema,
  identifier: v.string(),
  name: v.string(),
  type: v.picklist(SETTINGS_VARIABLE_TYPES),
  value: v.nullable(v.string()),
  editable: v.boolean(),
  /** For a user variable: the role the chosen user must have (the select offers those users). */
  userRole: v.nullable(v.string()),
  /** The edit version (common/edit-version.ts). */
  version: v.number(),
});
export type SettingsVariable = v.InferOutput<typeof SettingsVariableSchema>;

export const SettingsVariableGroupSchema = v.object({
  id: IdSchema,
  identifier: v.string(),
  name: v.string(),
  variables: v.array(SettingsVariableSchema),
});
export type SettingsVariableGroup = v.InferOutput<typeof SettingsVariableGroupSchema>;

export const SettingsVariableParamsSchema = v.object({ id: IdParamSchema });

/** PUT /settings/variables/{id} with {id, value, version}: the id repeats the path's. */
export const UpdateSettingsVariableRequestSchema = v.object({
  id: IdSchema,
  value: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(1_000))),
  version: EditVersionSchema,
});
export type UpdateSettingsVariableRequest = v.InferInput<typeof UpdateSettingsVariableRequestSchema>;

export const getSettingsVariableGroupsEndpoint = endpoint({
  method: 'get',
  path: '/settings/variable-groups',
  response: v.array(SettingsVariableGroupSchema),
  access: access.administrator(),
});
/** GET /settings/variable-groups (administrators): every group in order, with its variables. */
export const getSettingsVariableGroups = bindEndpoint(
  getSettingsVariableGroupsEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const updateSettingsVariableEndpoint = endpoint({
  method: 'put',
  path: '/settings/variables/:id',
  params: SettingsVariableParamsSchema,
  body: UpdateSettingsVariableRequestSchema,
  response: SettingsVariableSchema,
  access: access.administrator(),
});
/** PUT /settings/variables/{id} (administrators) */
export const updateSettingsVariable = bindEndpoint(
  updateSettingsVariableEndpoint,
  ({ send }) =>
    (id: number, value: string | null, version: number) =>
      send({ params: { id }, json: { id, value, version } }),
);
