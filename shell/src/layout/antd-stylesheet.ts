// antd's styles come from a stylesheet the shell's build writes from the portal's theme
// (shared-ui/webpack/antd-stylesheet.cjs), so components generate none as they first render
// (PORTAL_STATIC_THEME). The router links it before antd's first screen: a signed-in page has it
// preloaded by the server already, beside the code; after signing in on the login page, or on the
// public not-found page, it is fetched then.
// Should it fail to load, antd generates its styles at run time as before: slower, never unstyled.
// (No antd here: the router imports this, and the sign-in pages carry no antd.)

declare const __webpack_public_path__: string | undefined;

/** Its name in the shell's build (ANTD_STYLESHEET_FILE of antd-stylesheet.cjs). */
export const ANTD_STYLESHEET_FILE = 'antd.css';

let loaded = false;
let loading: Promise<void> | null = null;

/** The stylesheet's address in this build, or null where there is no build (tests). */
export function antdStylesheetHref(
  publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : undefined,
): string | null {
  return publicPath ? new URL(`${publicPath}${ANTD_STYLESHEET_FILE}`, document.baseURI).href : null;
}

function settled(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`${link.href} did not load`)), { once: true });
  });
}

/**
 * Resolves once antd's stylesheet is on the page, linked on the first call (the server's preload, if
 * any, serves it). Never rejects: a stylesheet that cannot be loaded leaves antd on its run-time styles.
 */
export function loadAntdStylesheet(href = antdStylesheetHref()): Promise<void> {
  if (!href) return Promise.resolve();
  loading ??= (async () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const done = settled(link);
    document.head.appendChild(link);
    try {
      await done;
      loaded = true;
    } catch {
      link.remove();
    }
  })();
  return loading;
}

/**
 * Whether antd's stylesheet is on the page: then antd renders without run-time styles
 * (protected-root.tsx). Decided before antd first renders: that setting cannot change while mounted.
 */
export function antdStylesheetLoaded(): boolean {
  return loaded;
}

/** For tests: as on a page that has not loaded the stylesheet. */
export function resetAntdStylesheet(): void {
  loaded = false;
  loading = null;
}
