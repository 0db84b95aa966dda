import { useLingui } from '@lingui/react/macro';
import { updateSettingsVariable, type SettingsVariable } from '@portal/shared-contracts/settings';
import { joinedFieldErrors, useErrorText } from '@portal/shared-ui';
import { notification } from '@portal/shared-ui/form-components';
import { useState } from 'react';
import { useEditConflict } from '../common/edit-conflict';
import { useRefreshSettingsVariables } from './use-settings-variables';
import { useVariableName } from './use-variable-name';

/**
 * PUT /settings/variables/{id} from a dialog: after a save a toast (naming the variable in the user's
 * language, as the list does) and the groups read again; a refusal stays in the dialog. The server
 * explains a bad value in its field error ("true or false", "an active user of the role"), anything
 * else (the campaigns module cannot be switched off, 409) in its message. The save sends the version
 * the dialog read: a save refused as an edit conflict (someone else saved the variable since) shows
 * who and when, keeps the dialog's choice, and offers to read the settings again (`onReload`, which
 * restarts the dialog's form from the fresh variable).
 */
export function useSaveVariable(
  variable: SettingsVariable,
  onSaved: () => void,
  onReload: () => Promise<unknown>,
) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const nameOf = useVariableName();
  const refresh = useRefreshSettingsVariables();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The version the dialog was opened (or reloaded) with.
  const [version] = useState(variable.version);
  const conflict = useEditConflict(onReload);

  const save = async (value: string | null) => {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    conflict.take(null);
    try {
      const saved = await updateSettingsVariable(variable.id, value, version);
      notification.success({ title: t`Nastavení uloženo`, description: nameOf(saved) });
      refresh(saved);
      onSaved();
    } catch (error) {
      if (!conflict.take(error)) setFailure(joinedFieldErrors(error) || errorText(error));
      setSaving(false);
    }
  };

  return { save, saving, failure, conflict };
}
