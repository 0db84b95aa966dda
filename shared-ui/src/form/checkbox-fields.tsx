import { Checkbox, Typography } from '@portal/shared-ui/components';
import type { ReactNode } from 'react';
import { fieldId, useFormField, type FieldProps } from '@portal/shared-ui/form-core';
import { FieldFrame } from './field-frame';

/** A yes or no: the label beside the box, its help and message under it. */
export function CheckboxField({ name, label, help, disabled, ...rest }: Omit<FieldProps, 'required'>) {
  const id = fieldId({ id: rest.id, name });
  const { input, error, aria } = useFormField<boolean>(name, { id, help, type: 'checkbox' });
  return (
    <div style={{ marginBottom: 16 }}>
      <Checkbox
        id={id}
        name={name}
        disabled={disabled}
        {...aria}
        checked={Boolean(input.checked)}
        onChange={(event) => input.onChange(event.target.checked)}
        onBlur={input.onBlur}
      >
        {label}
      </Checkbox>
      {help && (
        <Typography.Text type="secondary" id={`${id}-help`} style={{ display: 'block', marginLeft: 24 }}>
          {help}
        </Typography.Text>
      )}
      {error && (
        <div id={`${id}-error`} role="alert" style={{ color: '#cf1322', marginTop: 4, marginLeft: 24 }}>
          {error}
        </div>
      )}
    </div>
  );
}

export interface CheckboxListFieldProps<Value> extends FieldProps {
  options: { value: Value; label: ReactNode; disabled?: boolean }[];
}

/** Several of a few choices, each a checkbox; the value is the list of the chosen. */
export function CheckboxListField<Value extends string | number>({
  name,
  label,
  required,
  help,
  disabled,
  options,
  ...rest
}: CheckboxListFieldProps<Value>) {
  const id = fieldId({ id: rest.id, name });
  const { input, error, aria } = useFormField<Value[]>(name, { id, help, required });
  const chosen = input.value || [];
  return (
    <FieldFrame id={id} label={label} required={required} help={help} error={error}>
      <div id={id} role="group" aria-labelledby={`${id}-label`} {...aria}>
        {options.map((option) => (
          <div key={String(option.value)}>
            <Checkbox
              disabled={disabled || option.disabled}
              checked={chosen.includes(option.value)}
              onChange={(event) =>
                input.onChange(
                  event.target.checked
                    ? options
                        .map((each) => each.value)
                        .filter((value) => value === option.value || chosen.includes(value))
                    : chosen.filter((value) => value !== option.value),
                )
              }
              onBlur={input.onBlur}
            >
              {option.label}
            </Checkbox>
          </div>
        ))}
      </div>
    </FieldFrame>
  );
}
