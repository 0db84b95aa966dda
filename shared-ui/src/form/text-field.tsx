import { Input } from '@portal/shared-ui/components';
import type { HTMLInputTypeAttribute } from 'react';
import { FieldFrame } from './field-frame';
import { fieldId, type FieldProps } from './field-props';
import { useFormField } from './use-form-field';

export interface TextFieldProps extends FieldProps {
  maxLength?: number;
  /** Shows the count of characters against maxLength. */
  showCount?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
  /** The text's language, when it is not the screen's (a catalogue text in English). */
  lang?: string;
  /** A text area growing between these rows; a one-line input without. */
  rows?: { minRows: number; maxRows: number };
  /**
   * Takes the focus when it appears: for a dialog or an edit in place opened to write this one
   * text, so that the person can type at once and a screen reader says where they are.
   */
  autoFocus?: boolean;
}

/** A text, one line or several. The value is the text as typed; the schema trims it. */
export function TextField({
  name,
  label,
  required,
  help,
  disabled,
  maxLength,
  showCount,
  type,
  autoComplete,
  placeholder,
  lang,
  rows,
  autoFocus,
  ...rest
}: TextFieldProps) {
  const id = fieldId({ id: rest.id, name });
  const { input, error, aria, status } = useFormField<string>(name, { id, help, required });
  const common = {
    id,
    name,
    lang,
    disabled,
    maxLength,
    showCount,
    placeholder,
    autoFocus,
    status,
    ...aria,
    value: input.value ?? '',
    onBlur: input.onBlur,
    onFocus: input.onFocus,
  };
  return (
    <FieldFrame id={id} label={label} required={required} help={help} error={error}>
      {rows ? (
        <Input.TextArea
          {...common}
          autoSize={rows}
          onChange={(event) => input.onChange(event.target.value)}
        />
      ) : (
        <Input
          {...common}
          type={type}
          autoComplete={autoComplete ?? 'off'}
          onChange={(event) => input.onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
