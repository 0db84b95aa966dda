import { Typography } from '@portal/shared-ui/components';
import type { ReactNode } from 'react';

export interface FieldFrameProps {
  /** The id of the control the label belongs to; its help and error take `${id}-help`, `${id}-error`. */
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Shown under the control and announced to screen readers. */
  error?: ReactNode;
  /** Under the label, also while there is an error: what an empty value means, why it is locked. */
  help?: ReactNode;
  children: ReactNode;
}

/** A labelled control with its help and its message: every field of the kit is framed so. */
export function FieldFrame({ id, label, required, error, help, children }: FieldFrameProps) {
  return (
    <div style={{ marginBottom: 16 }}>
      <label id={`${id}-label`} htmlFor={id} style={{ display: 'block', marginBottom: 4, fontWeight: 500 }}>
        {label}
        {required && (
          <span aria-hidden="true" style={{ color: '#cf1322', marginLeft: 4 }}>
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
        <div id={`${id}-error`} role="alert" style={{ color: '#cf1322', marginTop: 4 }}>
          {error}
        </div>
      )}
    </div>
  );
}
