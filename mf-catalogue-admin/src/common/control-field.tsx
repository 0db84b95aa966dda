import { FieldFrame, useFormField, type FormFieldState } from '@portal/shared-ui/form';
import type { ReactNode } from 'react';

interface ControlFieldProps<Value> {
  /** The field's name in the form's values. */
  name: string;
  /** The control's id: its label, help and message are tied to it. */
  id: string;
  label: ReactNode;
  required?: boolean;
  help?: ReactNode;
  /** The control, given the field's value, message and accessibility attributes. */
  children: (field: FormFieldState<Value>) => ReactNode;
}

/**
 * A field of the kit's form around one of this remote's own controls (a server-searched select):
 * label, help and message as the kit's fields have them.
 */
export function ControlField<Value>({ name, id, label, required, help, children }: ControlFieldProps<Value>) {
  const field = useFormField<Value>(name, { id, help, required });
  return (
    <FieldFrame id={id} label={label} required={required} help={help} error={field.error}>
      {children(field)}
    </FieldFrame>
  );
}
