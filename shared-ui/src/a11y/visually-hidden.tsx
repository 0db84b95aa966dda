import type { CSSProperties, ReactNode } from 'react';

/** Out of sight but read: what a screen reader should hear and the screen does not show. */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Text for a screen reader only, e.g. what a control is for where its visible text says whose it is. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={visuallyHidden}>{children}</span>;
}

/** A polite announcement (a row moved, a list reordered), read once the user is idle. */
export function LiveRegion({ text }: { text: string }) {
  return (
    <div aria-live="polite" aria-atomic="true" style={visuallyHidden}>
      {text}
    </div>
  );
}
