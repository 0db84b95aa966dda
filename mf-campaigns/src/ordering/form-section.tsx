import { Typography } from '@portal/shared-ui/components';
import type { ReactNode } from 'react';

/** A titled part of the order form. */
export function FormSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 24 }}>
      <Typography.Title level={4} id={id}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
