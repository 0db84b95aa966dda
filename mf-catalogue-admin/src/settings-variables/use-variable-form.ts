import { useLingui } from '@lingui/react/macro';
import {
  updateSettingsVariable,
  UpdateSettingsVariableRequestSchema,
  type SettingsVariable,
  type UpdateSettingsVariableRequest,
} from '@portal/shared-contracts/settings';
import { useApiForm } from '@portal/shared-ui/form';
import { notification } from '@portal/shared-ui/form-components';
import { useState } from 'react';
import { useEditConflict } from '../common/edit-conflict';
import { useRefreshSettingsVariables } from './use-settings-variables';
import { useVariableName } from './use-variable-name';

interface VariableFormOptions<Values extends object> {
  /** The form's values, from the variable as read. */
  initialValues: Values;
  /** The form field that holds the variable's value: the server's message about it lands there. */
  field: keyof Values & string;
  /** The value to store, as text (null: none), from the form's values. */
  valueOf: (values: Values) => string | null;
  onSaved: () => void;
  /** Reads the settings again and restarts the form from the fresh variable (after an edit conflict). */
  onReload: () => Promise<unknown>;
}

/**
 * PUT /settings/variables/{id} from a dialog, on the form kit (checked by the call's own schema):
 * after a save a toast (naming the variable in the user's language, as the list does) and the
 * groups read again; a refusal stays in the dialog. The server explains a bad value in its field
 * error ("true or false", "an active user of the role"), shown under the form's field; anything else
 * (the campaigns module cannot be switched off, 409) above the buttons. The save sends the version
 * the dialog read: a save refused as an edit conflict (someone else saved the variable since) shows
 * who and when, keeps the dialog's choice, and offers to read the settings again (`onReload`, which
 * restarts the dialog's form from the fresh variable).
 */
export function useVariableForm<Values extends object>(
  variable: SettingsVariable,
  { initialValues, field, valueOf, onSaved, onReload }: VariableFormOptions<Values>,
) {
  const { t } = useLingui();
  const nameOf = useVariableName();
  const refresh = useRefreshSettingsVariables();
  // The version the dialog was opened (or reloaded) with: a later read does not change what is saved over.
  const [version] = useState(variable.version);
  const conflict = useEditConflict(onReload);
  const form = useApiForm<Values, UpdateSettingsVariableRequest, SettingsVariable>({
    initialValues,
    schema: UpdateSettingsVariableRequestSchema,
    toRequest: (values) => ({ id: variable.id, value: valueOf(values), version }),
    paths: { value: field },
    submit: (request) => {
      conflict.take(null);
      return updateSettingsVariable(request.id, request.value, request.version);
    },
    onSuccess: (saved) => {
      notification.success({ title: t`Nastavení uloženo`, description: nameOf(saved) });
      refresh(saved);
      onSaved();
    },
    // The edit conflict has its own notice; the kit puts any other refusal on the field or the form.
    onError: (caught) => (conflict.take(caught) ? null : undefined),
    // The form is a dialog over the list: closing it is the way out.
    guardLeave: false,
  });
  return { form, conflict };
}
