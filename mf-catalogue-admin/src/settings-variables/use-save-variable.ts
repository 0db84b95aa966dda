import { useLingui } from '@lingui/react/macro';
import { updateSettingsVariable, type SettingsVariable } from '@portal/shared-contracts/settings';
import { notification } from '@portal/shared-ui/form-components';
import { useState } from 'react';
import { joinedFieldErrors, useErrorText } from '../common/error-text';
import { useRefreshSettingsVariables } from './use-settings-variables';

/**
 * PUT /settings/variables/{id} from a dialog: after a save a toast and the groups read again; a
 * refusal stays in the dialog. The server explains a bad value in its field error ("true or false",
 * "an active user of the role"), anything else (the campaigns module cannot be switched off, 409) in
 * its message.
 */
export function useSaveVariable(variable: SettingsVariable, onSaved: () => void) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const refresh = useRefreshSettingsVariables();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (value: string | null) => {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    try {
      const saved = await updateSettingsVariable(variable.id, value);
      notification.success({ title: t`Nastavení uloženo`, description: saved.name });
      refresh(saved);
      onSaved();
    } catch (error) {
      setFailure(joinedFieldErrors(error) || errorText(error));
      setSaving(false);
    }
  };

  return { save, saving, failure };
}
