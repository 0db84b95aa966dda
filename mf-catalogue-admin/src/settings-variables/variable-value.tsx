import { useLingui } from '@lingui/react/macro';
import { parseMenuOrder } from '@portal/shared-contracts/core';
import type { SettingsVariable } from '@portal/shared-contracts/settings';
import { Spin, Tag, Typography } from '@portal/shared-ui/components';
import { isOn } from './settings-variable-kinds';
import { useMenuEntryLabel } from './use-menu-entry-label';
import { isUserRole, useRoleUsers } from './use-role-users';

/** A default system user by name; the id when the user is no longer among the active ones. */
function UserValue({ userId, role }: { userId: string; role: string | null }) {
  const { t } = useLingui();
  const users = useRoleUsers(isUserRole(role) ? role : null);
  if (users.isLoading) return <Spin size="small" />;
  const user = users.data?.find((candidate) => String(candidate.id) === userId);
  if (user) return <>{user.name}</>;
  return <Typography.Text type="secondary">{t`Uživatel č. ${userId} (není aktivní)`}</Typography.Text>;
}

/** A variable's value as people read it: on or off, a user's name, the menu's entries, or the text as stored. */
export function VariableValue({ variable }: { variable: SettingsVariable }) {
  const { t } = useLingui();
  const labelOf = useMenuEntryLabel();
  if (variable.type === 'boolean')
    return isOn(variable) ? <Tag color="green">{t`Zapnuto`}</Tag> : <Tag>{t`Vypnuto`}</Tag>;
  if (variable.type === 'menu-order')
    return <Typography.Text>{parseMenuOrder(variable.value).map(labelOf).join(' › ')}</Typography.Text>;
  if (variable.value === null || variable.value === '')
    return (
      <Typography.Text type="secondary">
        {variable.type === 'user' ? t`Nevybráno` : t`Nevyplněno`}
      </Typography.Text>
    );
  if (variable.type === 'user') return <UserValue userId={variable.value} role={variable.userRole} />;
  return <Typography.Text style={{ wordBreak: 'break-word' }}>{variable.value}</Typography.Text>;
}
