import { theme, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

interface PageTitleProps {
  children: ReactNode;
  /** The heading's id: the page's section is labelled by it. */
  id?: string;
  style?: CSSProperties;
  className?: string;
}

/**
 * A screen's title: its one `h1` (WCAG 1.3.1, 2.4.6), at the size of antd's level-2 title the
 * screens have always shown. It takes focus (not in the tab order) when another screen opens, so a
 * screen reader reads the new screen's name and the next Tab starts at its content (the shell's
 * main layout moves focus there).
 */
export function PageTitle({ children, id, style, className }: PageTitleProps) {
  const { token } = theme.useToken();
  return (
    <Typography.Title
      level={1}
      id={id}
      className={className}
      tabIndex={-1}
      data-page-title=""
      style={{
        fontSize: token.fontSizeHeading2,
        lineHeight: token.lineHeightHeading2,
        ...style,
      }}
    >
      {children}
    </Typography.Title>
  );
}

type HeadingLevel = 1 | 2 | 3 | 4 | 5;

interface SectionTitleProps extends PageTitleProps {
  /** The heading's level in the screen's outline: one below the heading it falls under. */
  level: Exclude<HeadingLevel, 1>;
  /** The antd title level whose size it shows (the screens' look did not change with the outline). */
  size: HeadingLevel;
}

/** A heading under the page title, its level set by the outline and its size by the look. */
export function SectionTitle({ children, id, style, className, level, size }: SectionTitleProps) {
  const { token } = theme.useToken();
  return (
    <Typography.Title
      level={level}
      id={id}
      className={className}
      style={{
        fontSize: token[`fontSizeHeading${size}`],
        lineHeight: token[`lineHeightHeading${size}`],
        ...style,
      }}
    >
      {children}
    </Typography.Title>
  );
}
