import { Input } from '@portal/shared-ui/components';
import { Field, fieldAria } from './field';

interface TextFieldProps {
  id: string;
  label: string;
  /** The text's language (spelling, a screen reader's voice); the label is in the UI's. */
  lang: string;
  value: string;
  maxLength: number;
  /** A text area of these rows; a one-line input without. */
  rows?: { minRows: number; maxRows: number };
  required?: boolean;
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** A catalogue text in one language, with its limit counted: a title or a description. */
export function TextField({
  id,
  label,
  lang,
  value,
  maxLength,
  rows,
  required,
  error,
  onChange,
  onBlur,
}: TextFieldProps) {
  const common = { id, lang, value, maxLength, showCount: true, onBlur, ...fieldAria(id, { error }) };
  return (
    <Field id={id} label={label} required={required} error={error}>
      {rows ? (
        <Input.TextArea {...common} autoSize={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input
          {...common}
          autoComplete="off"
          aria-required={required || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
