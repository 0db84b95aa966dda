import { Flex, Typography } from '@portal/shared-ui/components';
import type { ReactNode } from 'react';

/** Copyable, because the point of the styleguide is to paste the line into a remote. */
export function Code({ children }: { children: string }) {
  return (
    <Typography.Text code copyable style={{ fontSize: 12 }}>
      {children}
    </Typography.Text>
  );
}

export function importLine(names: string[], from: string): string {
  return `import { ${names.join(', ')} } from '${from}';`;
}

export const tableCell = { padding: 8, borderBottom: '1px solid #f0f0f0', textAlign: 'left' } as const;

export const COMPONENTS = '@portal/shared-ui/components';
export const FORM_COMPONENTS = '@portal/shared-ui/form-components';
export const SHARED_UI = '@portal/shared-ui';

interface SectionProps {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

export function Section({ id, title, description, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} style={{ marginBottom: 48, scrollMarginTop: 16 }}>
      <Typography.Title level={2} id={`${id}-title`}>
        {title}
      </Typography.Title>
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      <Flex vertical gap={24}>
        {children}
      </Flex>
    </section>
  );
}

interface SampleProps {
  title: ReactNode;
  /** The import lines a remote copies, e.g. importLine(['Button'], COMPONENTS). */
  imports: string | string[];
  /** A line of use, where the props are not obvious from the demo. */
  usage?: string;
  description?: ReactNode;
  children: ReactNode;
}

export function Sample({ title, imports, usage, description, children }: SampleProps) {
  return (
    <div style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 16, background: '#fff' }}>
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      <div style={{ marginBottom: 12 }}>{children}</div>
      <Flex vertical align="start" gap={4}>
        {[imports].flat().map((line) => (
          <Code key={line}>{line}</Code>
        ))}
        {usage && <Code>{usage}</Code>}
      </Flex>
    </div>
  );
}
