import { Flex, Input, PageTitle, SearchOutlined } from '@portal/shared-ui/components';
import type { CSSProperties, ReactNode } from 'react';

interface PageHeaderProps {
  /** The heading's id: the page's section is labelled by it. */
  id: string;
  title: ReactNode;
  /** Beside the title, at the end of the line: a search, an upload. */
  children?: ReactNode;
  /** Where the title and the things beside it line up (an upload with its progress is taller). */
  align?: 'center' | 'flex-start';
}

/** An administration list's heading with what acts on the whole list beside it. */
export function PageHeader({ id, title, children, align = 'center' }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align={align} wrap gap={12} style={{ marginBottom: 16 }}>
      <PageTitle id={id} style={{ margin: 0 }}>
        {title}
      </PageTitle>
      {children}
    </Flex>
  );
}

interface SearchBoxProps {
  /** What the search is for, for a screen reader (the placeholder says what it matches). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  style?: CSSProperties;
}

/** The search of an administration list, the text as typed (the list waits before it asks). */
export function SearchBox({ label, placeholder, value, onChange, style }: SearchBoxProps) {
  return (
    <Input
      type="search"
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={label}
      value={value}
      style={{ maxWidth: 320, ...style }}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
