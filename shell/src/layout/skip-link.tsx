import { Trans } from '@lingui/react/macro';
import { visuallyHidden } from '@portal/shared-ui';
import { PORTAL_THEME } from '@portal/shared-ui/components';
import { useState, type RefObject } from 'react';

const PRIMARY = PORTAL_THEME.token.colorPrimary;

/**
 * The first thing Tab reaches on every screen behind sign-in: a link past the header and its menu to
 * the screen's content (WCAG 2.4.1). Out of sight until it has focus, then shown over the header.
 * It focuses the screen's title where there is one, else the main area, without changing the address.
 */
export function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  const [focused, setFocused] = useState(false);
  return (
    <a
      href="#main-content"
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        const main = target.current;
        if (!main) return;
        event.preventDefault();
        const title = main.querySelector<HTMLElement>('h1');
        if (title && !title.hasAttribute('tabindex')) title.tabIndex = -1;
        (title ?? main).focus();
      }}
      style={
        focused
          ? {
              position: 'absolute',
              top: 8,
              left: 8,
              zIndex: 1100,
              padding: '8px 16px',
              background: '#fff',
              color: PRIMARY,
              fontWeight: 600,
              borderRadius: 6,
              outline: `2px solid ${PRIMARY}`,
              outlineOffset: 2,
              boxShadow: '0 2px 8px rgba(0, 0, 0, 0.25)',
            }
          : visuallyHidden
      }
    >
      <Trans>Přeskočit na obsah</Trans>
    </a>
  );
}
