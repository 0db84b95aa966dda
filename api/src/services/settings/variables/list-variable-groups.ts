import type { SettingsVariable, SettingsVariableGroup } from '@portal/shared-contracts';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { settingsVariableGroups, settingsVariables } from '../../../db/schema';
import { SETTINGS_CATALOGUE } from '../catalogue';

const definitions = new Map(
  SETTINGS_CATALOGUE.flatMap((group) => group.variables).map((variable) => [variable.identifier, variable]),
);

/** A variable row as the settings screen shows it: booleans, users and the menu order are edited, the rest are not. */
export function toSettingsVariable(row: typeof settingsVariables.$inferSelect): SettingsVariable {
  const userRole = definitions.get(row.identifier)?.userRole ?? null;
  return {
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    type: row.type,
    value: row.value,
    editable:
      row.type === 'boolean' || row.type === 'menu-order' || (row.type === 'user' && userRole !== null),
    userRole,
    version: row.version,
  };
}

/** GET /settings/variable-groups (administrators): every group in order, each with its variables. */
export async function listVariableGroups(db: Executor): Promise<SettingsVariableGroup[]> {
  const [groups, variables] = await Promise.all([
    db
      .select()
      .from(settingsVariableGroups)
      .orderBy(asc(settingsVariableGroups.position), asc(settingsVariableGroups.id)),
    db.select().from(settingsVariables).orderBy(asc(settingsVariables.position), asc(settingsVariables.id)),
  ]);
  return groups.map((group) => ({
    id: group.id,
    identifier: group.identifier,
    name: group.name,
    variables: variables.filter((variable) => variable.groupId === group.id).map(toSettingsVariable),
  }));
}
