import { useLingui } from '@lingui/react/macro';
import type { SettingsVariable } from '@portal/shared-contracts/settings';
import { useErrorText } from '@portal/shared-ui';
import { Alert, Select } from '@portal/shared-ui/components';
import { FieldFrame } from '@portal/shared-ui/form';
import { useState } from 'react';
import { DialogButtons } from './dialog-buttons';
import { isUserRole, useRoleUsers } from './use-role-users';
import { useRoleLabel } from './use-role-label';
import { useSaveVariable } from './use-save-variable';
import { useVariableName } from './use-variable-name';

interface UserVariableFormProps {
  variable: SettingsVariable;
  onCancel: () => void;
  onSaved: () => void;
  /** Reads the settings again and restarts the form from the fresh variable (after an edit conflict). */
  onReload: () => Promise<unknown>;
}

const ID = 'settings-variable-value';
const userIdOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * A default system user (spec 000 §2 "Settings variables": the default trafficker and sales person
 * selects): one of the active users with the variable's role, or none. Saved as the user's id.
 */
export function UserVariableForm({ variable, onCancel, onSaved, onReload }: UserVariableFormProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const roleLabel = useRoleLabel();
  const role = isUserRole(variable.userRole) ? variable.userRole : null;
  const users = useRoleUsers(role);
  const [chosen, setChosen] = useState(() => userIdOf(variable.value));
  const { save, saving, failure, conflict } = useSaveVariable(variable, onSaved, onReload);
  const list = users.data ?? [];
  const options = list.map((user) => ({ value: user.id, label: `${user.name} (${user.email})` }));
  const userId = userIdOf(variable.value);
  // The saved user may have been deactivated since: still shown, and kept unless changed.
  if (userId !== null && users.data && !list.some((user) => user.id === userId))
    options.unshift({ value: userId, label: t`Uživatel č. ${userId} (není aktivní)` });
  const roleName = role ? roleLabel(role) : (variable.userRole ?? '');
  const variableName = useVariableName()(variable);
  const help = t`Nabízí se aktivní uživatelé s rolí ${roleName}. Bez vybraného uživatele nastavení nic neurčuje.`;
  const reason = users.error ? errorText(users.error) : '';
  const loadError = reason ? t`Uživatele se nepodařilo načíst: ${reason}` : undefined;

  return (
    <form
      noValidate
      aria-label={variableName}
      onSubmit={(event) => {
        event.preventDefault();
        void save(chosen === null ? null : String(chosen));
      }}
    >
      <FieldFrame id={ID} label={t`Uživatel`} help={help} error={loadError}>
        <Select<number>
          id={ID}
          style={{ width: '100%' }}
          allowClear
          placeholder={t`Nevybráno`}
          showSearch={{ optionFilterProp: 'label' }}
          loading={users.isLoading}
          disabled={saving || role === null}
          options={options}
          value={chosen ?? undefined}
          onChange={(userId) => setChosen(userId ?? null)}
          status={loadError ? 'error' : undefined}
          aria-invalid={loadError ? true : undefined}
          aria-describedby={loadError ? `${ID}-help ${ID}-error` : `${ID}-help`}
        />
      </FieldFrame>
      {role === null && (
        <Alert
          type="warning"
          showIcon
          title={t`Roli uživatele tohoto nastavení portál nezná.`}
          style={{ marginBottom: 16 }}
        />
      )}
      <DialogButtons
        failure={failure}
        conflict={conflict}
        saving={saving}
        canSave={role !== null}
        onCancel={onCancel}
      />
    </form>
  );
}
