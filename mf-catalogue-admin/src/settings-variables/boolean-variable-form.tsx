import { useLingui } from '@lingui/react/macro';
import { REQUIRED_REMOTE, type SettingsVariable } from '@portal/shared-contracts/settings';
import { ApiForm, CheckboxField } from '@portal/shared-ui/form';
import { DialogButtons } from './dialog-buttons';
import { isOn, isRequiredRemote } from './settings-variable-kinds';
import { useVariableForm } from './use-variable-form';
import { useVariableName } from './use-variable-name';

interface BooleanVariableFormProps {
  variable: SettingsVariable;
  /** A module of the portal (the remotes group): say what switching it off does. */
  isModule: boolean;
  onCancel: () => void;
  onSaved: () => void;
  /** Reads the settings again and restarts the form from the fresh variable (after an edit conflict). */
  onReload: () => Promise<unknown>;
}

interface BooleanValues {
  on: boolean;
}

const ID = 'settings-variable-value';

/** A switch of the portal (spec 000 §2 "Settings variables": booleans are edited in a dialog). */
export function BooleanVariableForm({
  variable,
  isModule,
  onCancel,
  onSaved,
  onReload,
}: BooleanVariableFormProps) {
  const { t } = useLingui();
  const nameOf = useVariableName();
  const { form, conflict } = useVariableForm<BooleanValues>(variable, {
    initialValues: { on: isOn(variable) },
    field: 'on',
    valueOf: ({ on }) => String(Boolean(on)),
    onSaved,
    onReload,
  });
  // The server refuses it too (409); the lock says why before anyone tries.
  const locked = isRequiredRemote(variable) && isOn(variable);
  const remote = REQUIRED_REMOTE;
  const help = locked
    ? t`Modul ${remote} obsahuje výchozí stránku po přihlášení (seznam kampaní), proto ho nelze vypnout.`
    : isModule
      ? t`Vypnutý modul zmizí z menu a jeho stránky po příštím načtení portálu zobrazí stránku Nenalezeno.`
      : undefined;

  return (
    <ApiForm form={form} aria-label={nameOf(variable)}>
      {({ submitting }) => (
        <>
          <CheckboxField name="on" id={ID} label={t`Zapnuto`} help={help} disabled={locked || submitting} />
          <DialogButtons conflict={conflict} canSave={!locked} onCancel={onCancel} />
        </>
      )}
    </ApiForm>
  );
}
