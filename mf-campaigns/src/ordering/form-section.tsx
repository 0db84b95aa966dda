import { SectionTitle } from '@portal/shared-ui/components';
import type { ReactNode } from 'react';

/** A titled part of the order form. */
export function FormSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 24 }}>
      <SectionTitle level={2} size={4} id={id}>
        {title}
      </SectionTitle>
      {children}
    </section>
  );
}
