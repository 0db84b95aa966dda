import { Typography } from '@portal/shared-ui/components';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

interface FieldProps {
  /** The id of the control the label belongs to. */
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Shown under the control, announced to screen readers. */
  error?: ReactNode;
  /** Help under the control while there is no error. */
  help?: ReactNode;
  /** The control: it is told which text describes it and whether it is in error. */
  children: ReactNode;
}

type Described = { 'aria-describedby'?: string; 'aria-invalid'?: boolean; 'aria-required'?: boolean };

/**
 * A labelled form control with its message: a light stand-in for antd's Form.Item. The message (or
 * the help) describes the control for a screen reader, and an error marks it invalid.
 */
export function Field({ id, label, required, error, help, children }: FieldProps) {
  const describedBy = error ? `${id}-error` : help ? `${id}-help` : undefined;
  const control = isValidElement(children)
    ? cloneElement(children as ReactElement<Described>, {
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(required ? { 'aria-required': true } : {}),
      })
    : children;
  return (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4, fontWeight: 500 }}>
        {label}
        {required && (
          <span aria-hidden="true" style={{ color: '#ff4d4f', marginLeft: 4 }}>
            *
          </span>
        )}
      </label>
      {control}
      {error ? (
        <div id={`${id}-error`} role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
          {error}
        </div>
      ) : help ? (
        <Typography.Text type="secondary" id={`${id}-help`} style={{ display: 'block', marginTop: 4 }}>
          {help}
        </Typography.Text>
      ) : null}
    </div>
  );
}
