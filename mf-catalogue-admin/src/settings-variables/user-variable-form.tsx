import { useLingui } from '@lingui/react/macro';
import type { UserRole } from '@portal/shared-contracts/core';
import type { SettingsVariable } from '@portal/shared-contracts/settings';
import { useErrorText } from '@portal/shared-ui';
import { Alert, Select } from '@portal/shared-ui/components';
import { ApiForm, FieldFrame, useFormField } from '@portal/shared-ui/form';
import type { ReactNode } from 'react';
import { DialogButtons } from './dialog-buttons';
import { isUserRole, useRoleUsers } from './use-role-users';
import { useRoleLabel } from './use-role-label';
import { useVariableForm } from './use-variable-form';
import { useVariableName } from './use-variable-name';

interface UserVariableFormProps {
  variable: SettingsVariable;
  onCancel: () => void;
  onSaved: () => void;
  /** Reads the settings again and restarts the form from the fresh variable (after an edit conflict). */
  onReload: () => Promise<unknown>;
}

interface UserValues {
  /** The chosen user's id; null: none. */
  userId: number | null;
}

const ID = 'settings-variable-value';
const userIdOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * A default system user (spec 000 §2 "Settings variables": the default trafficker and sales person
 * selects): one of the active users with the variable's role, or none. Saved as the user's id.
 */
export function UserVariableForm({ variable, onCancel, onSaved, onReload }: UserVariableFormProps) {
  const role = isUserRole(variable.userRole) ? variable.userRole : null;
  const variableName = useVariableName()(variable);
  const { form, conflict } = useVariableForm<UserValues>(variable, {
    initialValues: { userId: userIdOf(variable.value) },
    field: 'userId',
    // final-form keeps a cleared choice as undefined.
    valueOf: ({ userId }) => (typeof userId === 'number' ? String(userId) : null),
    onSaved,
    onReload,
  });

  return (
    <ApiForm form={form} aria-label={variableName}>
      {({ submitting }) => (
        <UserFields
          variable={variable}
          role={role}
          submitting={submitting}
          footer={<DialogButtons conflict={conflict} canSave={role !== null} onCancel={onCancel} />}
        />
      )}
    </ApiForm>
  );
}

interface UserFieldsProps {
  variable: SettingsVariable;
  role: UserRole | null;
  submitting?: boolean;
  footer: ReactNode;
}

/** The user select (with the users of the role, or why they could not be read) and the buttons. */
function UserFields({ variable, role, submitting, footer }: UserFieldsProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const roleLabel = useRoleLabel();
  const users = useRoleUsers(role);
  const roleName = role ? roleLabel(role) : (variable.userRole ?? '');
  const help = t`Nabízí se aktivní uživatelé s rolí ${roleName}. Bez vybraného uživatele nastavení nic neurčuje.`;
  const { input, error } = useFormField<number | null>('userId', { id: ID, help });
  const list = users.data ?? [];
  const options = list.map((user) => ({ value: user.id, label: `${user.name} (${user.email})` }));
  const userId = userIdOf(variable.value);
  // The saved user may have been deactivated since: still shown, and kept unless changed.
  if (userId !== null && users.data && !list.some((user) => user.id === userId))
    options.unshift({ value: userId, label: t`Uživatel č. ${userId} (není aktivní)` });
  const reason = users.error ? errorText(users.error) : '';
  const loadError = reason ? t`Uživatele se nepodařilo načíst: ${reason}` : undefined;
  // The server's refusal of the choice, or the users that could not be read.
  const shown = error ?? loadError;

  return (
    <>
      <FieldFrame id={ID} label={t`Uživatel`} help={help} error={shown}>
        <Select<number>
          id={ID}
          style={{ width: '100%' }}
          allowClear
          placeholder={t`Nevybráno`}
          showSearch={{ optionFilterProp: 'label' }}
          loading={users.isLoading}
          disabled={submitting || role === null}
          options={options}
          value={typeof input.value === 'number' ? input.value : undefined}
          onChange={(chosen) => input.onChange(chosen ?? null)}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          status={shown ? 'error' : undefined}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${ID}-help ${ID}-error` : `${ID}-help`}
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
      {footer}
    </>
  );
}
