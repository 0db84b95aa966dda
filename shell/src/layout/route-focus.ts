import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from '@portal/shared-ui/router';

/** How long a screen may take to show its title (a remote loading, its data read) before we give up. */
const WAIT_FOR_TITLE_MS = 10_000;

/**
 * After a client-side change of screen, focus moves to the new screen's `h1` (its title, focusable by
 * script only), so a screen reader reads the name of the screen that opened and the next Tab starts
 * in its content (WCAG 2.4.3, 4.1.3). Not on the first load (the browser starts at the top), not when
 * only the query string changes (a list's filters and pages keep focus where it is), and not on a
 * redirect (a replace): a redirect that follows a click keeps waiting for the screen it leads to.
 * A screen whose title comes late (a remote loading, its data read) is waited for; if the person
 * moves focus meanwhile, it stays where they put it.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // A redirect (replace) continues a wait begun by the click that led to it; it starts none.
    if (navigationType === 'REPLACE' && !pending.current) return;
    pending.current?.();
    const container = main.current;
    if (!container) return;
    const focusedAtStart = document.activeElement;

    const tryFocus = () => {
      const active = document.activeElement;
      // The person moved on (typed into a field, opened a menu): their focus stays.
      // A link in the (mobile) menu drawer: the closing drawer hands focus back to its button.
      const fromDrawer = focusedAtStart instanceof Element && focusedAtStart.closest('.ant-drawer') !== null;
      const untouched =
        active === focusedAtStart ||
        active === null ||
        active === document.body ||
        !active.isConnected ||
        (fromDrawer && !container.contains(active));
      if (!untouched) return true;
      const title = container.querySelector<HTMLElement>('h1');
      if (!title) return false;
      if (!title.hasAttribute('tabindex')) title.tabIndex = -1;
      title.focus({ preventScroll: false });
      return true;
    };

    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_FOR_TITLE_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      if (pending.current === stop) pending.current = null;
    };
    pending.current = stop;
    observer.observe(container, { childList: true, subtree: true });
  }, [pathname, navigationType, main]);

  useEffect(() => () => pending.current?.(), []);
}
