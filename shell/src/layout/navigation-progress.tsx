import { useLingui } from '@lingui/react/macro';
import { useNavigation } from '@portal/shared-ui/router';
import { useEffect, useState } from 'react';

/** A navigation quicker than this shows nothing: the bar would only flicker. */
export const NAVIGATION_PROGRESS_DELAY_MS = 200;

const KEYFRAMES = `@keyframes portal-navigation-progress{from{transform:translateX(-100%)}to{transform:translateX(250%)}}
@media (prefers-reduced-motion: reduce){.portal-navigation-progress-bar{animation:none!important;width:100%!important}}`;

/**
 * A bar at the top of the page while the next page's loader waits (a remote's code and the screen's
 * first requests, up to the router's wait): without it a click in the menu seemed to do nothing until
 * the new page appeared.
 */
export function NavigationProgress() {
  const { t } = useLingui();
  const loading = useNavigation().state === 'loading';
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), NAVIGATION_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  if (!shown) return null;
  return (
    <div
      role="progressbar"
      aria-label={t`Načítá se stránka`}
      style={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        height: 4,
        zIndex: 2000,
        overflow: 'hidden',
      }}
    >
      <style href="portal-navigation-progress" precedence="default">
        {KEYFRAMES}
      </style>
      <div
        className="portal-navigation-progress-bar"
        style={{
          width: '40%',
          height: '100%',
          // At least 3:1 against both the dark header and the light preview banner it may cover.
          background: '#1677ff',
          animation: 'portal-navigation-progress 1.2s ease-in-out infinite',
        }}
      />
    </div>
  );
}
