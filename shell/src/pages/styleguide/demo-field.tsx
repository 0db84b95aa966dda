import { Typography } from '@portal/shared-ui/components';
import type { ReactNode } from 'react';

interface DemoFieldProps {
  id: string;
  label: ReactNode;
  error?: ReactNode;
  help?: ReactNode;
  children: ReactNode;
}

/**
 * Label, control and message as the remotes lay them out (their src/common/field.tsx, a light
 * stand-in for antd's Form.Item). The message is not an alert here: nothing was submitted.
 */
export function DemoField({ id, label, error, help, children }: DemoFieldProps) {
  return (
    <div style={{ flex: '1 1 260px', minWidth: 0 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4, fontWeight: 500 }}>
        {label}
      </label>
      {children}
      {(error || help) && (
        <Typography.Text
          id={`${id}-message`}
          type={error ? 'danger' : 'secondary'}
          style={{ display: 'block', marginTop: 4 }}
        >
          {error ?? help}
        </Typography.Text>
      )}
    </div>
  );
}
