import { useLingui } from '@lingui/react/macro';
import { REQUIRED_REMOTE, type SettingsVariable } from '@portal/shared-contracts/settings';
import { Button, Typography, type TableColumnsType } from '@portal/shared-ui/components';
import { EditOutlined, Tooltip } from '@portal/shared-ui/form-components';
import { isRequiredRemote } from './settings-variable-kinds';
import { useVariableName } from './use-variable-name';
import { VariableValue } from './variable-value';

/**
 * A group's columns (spec 000 §2 "Settings variables": name, value, edit). Booleans and the default
 * users are edited; the other types say they are not implemented (spec 001 §5).
 */
export function useSettingsVariableColumns(onEdit: (variable: SettingsVariable) => void) {
  const { t } = useLingui();
  const nameOf = useVariableName();
  const remote = REQUIRED_REMOTE;
  const columns: TableColumnsType<SettingsVariable> = [
    {
      title: t`Název`,
      key: 'name',
      render: (_value, variable) => (
        <>
          <Typography.Text strong>{nameOf(variable)}</Typography.Text>
          {isRequiredRemote(variable) && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {t`Nelze vypnout: modul ${remote} obsahuje výchozí stránku po přihlášení.`}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: t`Hodnota`,
      key: 'value',
      width: '35%',
      render: (_value, variable) => <VariableValue variable={variable} />,
    },
    {
      title: t`Akce`,
      key: 'actions',
      align: 'right',
      width: 160,
      render: (_value, variable) => {
        const name = nameOf(variable);
        return variable.editable ? (
          <Tooltip title={t`Upravit`}>
            <Button
              type="text"
              aria-label={t`Upravit ${name}`}
              icon={<EditOutlined />}
              onClick={() => onEdit(variable)}
            />
          </Tooltip>
        ) : (
          <Typography.Text type="secondary">{t`Neimplementováno`}</Typography.Text>
        );
      },
    },
  ];
  return columns;
}
