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
  /** Changes when the variable was read again: the form starts again from it. */
  generation: number;
  onClose: () => void;
  /** Reads the settings again (after an edit conflict) and hands the dialog the fresh variable. */
  onReload: () => Promise<unknown>;
}

/**
 * The dialog that edits one variable: a switch for a boolean, a sortable list for the menu order, a
 * user select for a default user.
 */
export function VariableDialog({ variable, isModule, generation, onClose, onReload }: VariableDialogProps) {
  const { t } = useLingui();
  const name = useVariableName()(variable);
  const props = { variable, onCancel: onClose, onSaved: onClose, onReload };
  return (
    <Modal open title={t`Upravit nastavení ${name}`} footer={null} onCancel={onClose} destroyOnHidden>
      {variable.type === 'boolean' ? (
        <BooleanVariableForm key={generation} {...props} isModule={isModule} />
      ) : variable.type === 'menu-order' ? (
        <MenuOrderForm key={generation} {...props} />
      ) : (
        <UserVariableForm key={generation} {...props} />
      )}
    </Modal>
  );
}
