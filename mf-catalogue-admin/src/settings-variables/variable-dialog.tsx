import { useLingui } from '@lingui/react/macro';
import type { SettingsVariable } from '@portal/shared-contracts/settings';
import { Modal } from '@portal/shared-ui/form-components';
import { BooleanVariableForm } from './boolean-variable-form';
import { MenuOrderForm } from './menu-order-form';
import { UserVariableForm } from './user-variable-form';
import { useVariableName } from './use-variable-name';

interface VariableDialogProps {
  variable: SettingsVariable;
  isModule: boolean;
  onClose: () => void;
}

/**
 * The dialog that edits one variable: a switch for a boolean, a sortable list for the menu order, a
 * user select for a default user.
 */
export function VariableDialog({ variable, isModule, onClose }: VariableDialogProps) {
  const { t } = useLingui();
  const name = useVariableName()(variable);
  return (
    <Modal open title={t`Upravit nastavení ${name}`} footer={null} onCancel={onClose} destroyOnHidden>
      {variable.type === 'boolean' ? (
        <BooleanVariableForm variable={variable} isModule={isModule} onCancel={onClose} onSaved={onClose} />
      ) : variable.type === 'menu-order' ? (
        <MenuOrderForm variable={variable} onCancel={onClose} onSaved={onClose} />
      ) : (
        <UserVariableForm variable={variable} onCancel={onClose} onSaved={onClose} />
      )}
    </Modal>
  );
}
