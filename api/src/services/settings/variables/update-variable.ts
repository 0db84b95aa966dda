import { isCompleteMenuOrder, REQUIRED_REMOTE, type SettingsVariable } from '@portal/shared-contracts';
import { and, eq, sql } from 'drizzle-orm';
import { settingsVariables, users } from '../../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../sessions';
import { checkEditVersion, nextEditVersion } from '../../edit-versions';
import { toSettingsVariable } from './list-variable-groups';

/**
 * PUT /settings/variables/{id} (administrators; spec 000 §2 "Settings variables"): a boolean takes
 * 'true' or 'false'; a default system user the id of an active user with the variable's role; the
 * menu order every header menu key once, joined by commas. Other
 * types are not edited in the portal (409). The remote that holds the default page after sign-in
 * cannot be switched off. A save of an older version than the stored one is refused
 * (edit-version.ts). Every change is audited with the value before and after.
 */
export async function updateSettingsVariable(
  ctx: AppContext,
  auth: AuthContext,
  variableId: number,
  body: { id: number; value: string | null; version: number },
): Promise<SettingsVariable> {
  if (body.id !== variableId)
    throw new ValidationError([{ field: 'id', code: 'settings_variable_id_mismatch' }]);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(settingsVariables)
      .where(eq(settingsVariables.id, variableId))
      .for('update');
    if (!row) throw new NotFoundError('settings_variable_not_found');
    await checkEditVersion(tx, row, body.version);
    const variable = toSettingsVariable(row);
    if (!variable.editable) throw new ConflictError('settings_variable_not_editable');
    const value = body.value === null ? null : body.value;
    if (variable.type === 'boolean') {
      if (value !== 'true' && value !== 'false')
        throw new ValidationError([{ field: 'value', code: 'settings_variable_boolean_invalid' }]);
      if (row.identifier === `remote-${REQUIRED_REMOTE}` && value === 'false')
        throw new ConflictError('settings_remote_required', { remote: REQUIRED_REMOTE });
    } else if (variable.type === 'menu-order') {
      if (value === null || !isCompleteMenuOrder(value))
        throw new ValidationError([{ field: 'value', code: 'settings_variable_menu_order_invalid' }]);
    } else if (value !== null) {
      const userId = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0;
      const [user] =
        userId > 0 && userId <= 2_147_483_647
          ? await tx
              .select({ id: users.id })
              .from(users)
              .where(
                and(
                  eq(users.id, userId),
                  eq(users.active, true),
                  sql`${variable.userRole} = any(${users.roles})`,
                ),
              )
          : [];
      if (!user) throw new ValidationError([{ field: 'value', code: 'settings_variable_user_invalid' }]);
    }
    const [updated] = await tx
      .update(settingsVariables)
      .set({ value, ...nextEditVersion(row, auth, ctx.clock.now()) })
      .where(eq(settingsVariables.id, variableId))
      .returning();
    if (row.value !== value)
      await recordAudit(tx, auth, {
        action: 'settings.variable-changed',
        entityType: 'settings-variable',
        entityId: variableId,
        details: { identifier: row.identifier, from: row.value, to: value },
      });
    return toSettingsVariable(updated!);
  });
}
