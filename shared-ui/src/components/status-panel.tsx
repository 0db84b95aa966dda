import { Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The big code's colour: the theme's, which has the contrast antd's defaults lack (portal-theme.ts). */
const TONES = { error: 'colorError', warning: 'colorWarning', info: 'colorPrimary' } as const;

interface StatusPanelProps {
  /** Big code or symbol above the title, e.g. 404. */
  code?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  tone?: keyof typeof TONES;
  /**
   * The title's level: by default the screen's h1 (the panel stands for a screen that cannot be
   * shown), focusable by script like every screen's title; a panel under a screen's own title
   * (the styleguide's samples) sets a lower one. Its size is the same either way.
   */
  headingLevel?: 1 | 2 | 3 | 4;
}

/**
 * Not found, forbidden, failed part of the portal, unexpected error: a light panel instead of antd's
 * Result, whose illustrations would add their weight to every page behind sign-in.
 */
export function StatusPanel({
  code,
  title,
  text,
  action,
  tone = 'info',
  headingLevel = 1,
}: StatusPanelProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      gap={12}
      style={{ padding: '48px 16px', textAlign: 'center' }}
      role="status"
    >
      {code !== undefined && (
        <div
          aria-hidden="true"
          style={{ fontSize: 72, fontWeight: 700, lineHeight: 1, color: token[TONES[tone]] }}
        >
          {code}
        </div>
      )}
      <Typography.Title
        level={headingLevel}
        tabIndex={headingLevel === 1 ? -1 : undefined}
        style={{ margin: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }}
      >
        {title}
      </Typography.Title>
      {text && <Typography.Text type="secondary">{text}</Typography.Text>}
      {action && <div style={{ marginTop: 12 }}>{action}</div>}
    </Flex>
  );
}
