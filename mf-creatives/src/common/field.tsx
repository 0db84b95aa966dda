import { Typography } from '@portal/shared-ui/components';
import type { ReactNode } from 'react';

interface FieldProps {
  /** The id of the control the label belongs to. */
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Shown under the control, announced to screen readers. */
  error?: ReactNode;
  /** Help under the control (restrictions, hints), also while there is an error. */
  help?: ReactNode;
  children: ReactNode;
  /** A group of controls (file upload, SKU chips): the label names the group, not one input. */
  group?: boolean;
}

/** A labelled form control with its help and message: a light stand-in for antd's Form.Item. */
export function Field({ id, label, required, error, help, children, group = false }: FieldProps) {
  const labelStyle = { display: 'block', marginBottom: 4, fontWeight: 500 } as const;
  const star = required && (
    <span aria-hidden="true" style={{ color: '#ff4d4f', marginLeft: 4 }}>
      *
    </span>
  );
  return (
    <div
      style={{ marginBottom: 20 }}
      role={group ? 'group' : undefined}
      aria-labelledby={group ? `${id}-label` : undefined}
      data-field={id}
    >
      {group ? (
        <div id={`${id}-label`} style={labelStyle}>
          {label}
          {star}
        </div>
      ) : (
        <label htmlFor={id} id={`${id}-label`} style={labelStyle}>
          {label}
          {star}
        </label>
      )}
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
