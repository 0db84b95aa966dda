import { Checkbox, Typography } from '@portal/shared-ui/components';
import type { ReactNode } from 'react';

interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the switch does (or why it is locked), read with the checkbox. */
  help?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
}

/** A labelled checkbox with its help and message, the checkbox counterpart of Field. */
export function CheckboxField({ id, label, checked, onChange, help, error, disabled }: CheckboxFieldProps) {
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div style={{ marginBottom: 16 }}>
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.checked)}
      >
        {label}
      </Checkbox>
      {help && (
        <Typography.Text type="secondary" id={`${id}-help`} style={{ display: 'block', marginLeft: 24 }}>
          {help}
        </Typography.Text>
      )}
      {error && (
        <div id={`${id}-error`} role="alert" style={{ color: '#ff4d4f', marginTop: 4, marginLeft: 24 }}>
          {error}
        </div>
      )}
    </div>
  );
}
