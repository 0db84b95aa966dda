import { useLingui } from '@lingui/react/macro';
import { REQUIRED_REMOTE, type SettingsVariable } from '@portal/shared-contracts/settings';
import { useState } from 'react';
import { Checkbox, Typography } from '@portal/shared-ui/components';
import { DialogButtons } from './dialog-buttons';
import { isOn, isRequiredRemote } from './settings-variable-kinds';
import { useSaveVariable } from './use-save-variable';
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
  const [on, setOn] = useState(isOn(variable));
  const { save, saving, failure, conflict } = useSaveVariable(variable, onSaved, onReload);
  // The server refuses it too (409); the lock says why before anyone tries.
  const locked = isRequiredRemote(variable) && isOn(variable);
  const remote = REQUIRED_REMOTE;
  const help = locked
    ? t`Modul ${remote} obsahuje výchozí stránku po přihlášení (seznam kampaní), proto ho nelze vypnout.`
    : isModule
      ? t`Vypnutý modul zmizí z menu a jeho stránky po příštím načtení portálu zobrazí stránku Nenalezeno.`
      : undefined;

  return (
    <form
      noValidate
      aria-label={nameOf(variable)}
      onSubmit={(event) => {
        event.preventDefault();
        void save(String(on));
      }}
    >
      <div style={{ marginBottom: 16 }}>
        <Checkbox
          id={ID}
          checked={on}
          disabled={locked || saving}
          aria-describedby={help ? `${ID}-help` : undefined}
          onChange={(event) => setOn(event.target.checked)}
        >
          {t`Zapnuto`}
        </Checkbox>
        {help && (
          <Typography.Text type="secondary" id={`${ID}-help`} style={{ display: 'block', marginLeft: 24 }}>
            {help}
          </Typography.Text>
        )}
      </div>
      <DialogButtons
        failure={failure}
        conflict={conflict}
        saving={saving}
        canSave={!locked}
        onCancel={onCancel}
      />
    </form>
  );
}
