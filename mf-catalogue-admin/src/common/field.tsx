import { Typography } from '@portal/shared-ui/components';
import type { ReactNode } from 'react';

interface FieldProps {
  /** The id of the control the label belongs to; its help and error take `${id}-help`, `${id}-error`. */
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Shown under the control, announced to screen readers. */
  error?: ReactNode;
  /** Help under the label, also while there is an error (what an empty value means, why it is locked). */
  help?: ReactNode;
  children: ReactNode;
}

/** A labelled form control with its help and message: a light stand-in for antd's Form.Item. */
export function Field({ id, label, required, error, help, children }: FieldProps) {
  return (
    <div style={{ marginBottom: 20 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4, fontWeight: 500 }}>
        {label}
        {required && (
          <span aria-hidden="true" style={{ color: '#ff4d4f', marginLeft: 4 }}>
            *
          </span>
        )}
      </label>
      {help && (
        <Typography.Text type="secondary" id={`${id}-help`} style={{ display: 'block', marginBottom: 4 }}>
          {help}
        </Typography.Text>
      )}
      {children}
      {error && (
        <div id={`${id}-error`} role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * The accessibility attributes of a Field's control: required, invalid, and described by its help
 * and its error, so a screen reader reads them with the control.
 */
export function fieldAria(id: string, { error, help }: { error?: unknown; help?: unknown }) {
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    status: error ? ('error' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}
