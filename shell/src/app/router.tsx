import { redirect, type RouteObject } from '@portal/shared-ui/router';
import { preloadRemoteRoute } from '../federation/preload-remote-route';
import { loadAntdStylesheet } from '../layout/antd-stylesheet';
import { dashboardsLoader } from '../pages/dashboards/dashboards-loader';
import { redirectIfSignedIn, verifySession } from '../session/verify-session';
import { atMost } from './at-most';
import { CZECH_ROOTS, englishPath } from './czech-paths';
import { portalConfigFor } from './portal-config';

/** Buyers start on the products (once a remote offers them), retailers on the campaign list. */
async function homeRedirect({ request }: { request: Request }): Promise<never> {
  // The parent's check of the session runs in parallel; this waits for the same answer.
  const user = await verifySession(request);
  const config = await portalConfigFor(request, user.userId);
  const products = config.remoteMenus['mf-campaigns'];
  const productsOffered =
    config.menu.remotes['mf-campaigns'] && (products === null || products?.includes('products'));
  throw redirect(user.isRetailer || !productsOffered ? user.defaultPage : '/tools');
}

/**
 * How long a page waits for a remote's and its screen's code before it shows the layout with the
 * screen's loading state instead (a slow or dead remote must not hold the whole page).
 */
const SCREEN_CODE_WAIT_MS = 1500;

const remoteOutlet = async () => ({ Component: (await import('../federation/remote-outlet')).RemoteOutlet });

/**
 * Every page is loaded lazily: the sign-in pages use no antd, so the login page stays light, and a
 * signed-in visit (the campaign list's budget, docs/performance.md) does not carry the sign-in pages.
 */
function Starting() {
  return (
    <div aria-busy="true" style={{ padding: 48, textAlign: 'center', fontFamily: 'system-ui, sans-serif' }} />
  );
}

export const routes: RouteObject[] = [
  {
    path: '/login',
    loader: redirectIfSignedIn,
    lazy: async () => ({ Component: (await import('../pages/login-page')).LoginPage }),
    HydrateFallback: Starting,
  },
  {
    path: '/forgot-password',
    lazy: async () => ({ Component: (await import('../pages/forgot-password-page')).ForgotPasswordPage }),
    HydrateFallback: Starting,
  },
  {
    path: '/reset-password/:hash',
    lazy: async () => {
      const { ResetPasswordPage, resetPasswordLoader } = await import('../pages/reset-password-page');
      return { Component: ResetPasswordPage, loader: resetPasswordLoader };
    },
    HydrateFallback: Starting,
  },
  {
    path: '/not-found',
    lazy: async () => {
      const [{ StandaloneStatus }, { NotFoundPage }] = await Promise.all([
        import('../layout/protected-root'),
        import('../pages/status-pages'),
        loadAntdStylesheet(),
      ]);
      return {
        Component: () => (
          <StandaloneStatus>
            <NotFoundPage />
          </StandaloneStatus>
        ),
      };
    },
  },
  ...CZECH_ROOTS.map((root) => ({
    path: `/${root}/*`,
    loader: ({ request }: { request: Request }) => redirect(englishPath(new URL(request.url))),
  })),
  {
    id: 'protected',
    path: '/',
    // Runs before every route change: the session is checked with the server each time.
    loader: async ({ request }) => portalConfigFor(request, (await verifySession(request)).userId),
    shouldRevalidate: () => true,
    HydrateFallback: Starting,
    lazy: async () => {
      const [{ ProtectedRoot, ProtectedError }] = await Promise.all([
        import('../layout/protected-root'),
        loadAntdStylesheet(),
      ]);
      return { Component: ProtectedRoot, ErrorBoundary: ProtectedError };
    },
    children: [
      { index: true, loader: homeRedirect },
      {
        path: 'unauthorized',
        lazy: async () => ({ Component: (await import('../pages/status-pages')).ForbiddenPage }),
      },
      {
        path: 'styleguide',
        lazy: async () => ({
          Component: (await import('../pages/styleguide/styleguide-route')).StyleguideRoute,
        }),
      },
      {
        // Spec: shell page 'helpPage', for every signed-in user.
        path: 'help',
        lazy: async () => ({ Component: (await import('../pages/help/help-page')).HelpPage }),
      },
      {
        // Spec: shell page 'dashboards', while the settings variable menu-dashboards is on (the page
        // redirects to the campaign list otherwise). Its chart library comes with this chunk only.
        path: 'dashboards',
        loader: dashboardsLoader,
        // A new period or company (the query) is the page's own to ask for.
        shouldRevalidate: () => false,
        lazy: async () => ({
          Component: (await import('../pages/dashboards/dashboards-page')).DashboardsPage,
        }),
      },
      {
        // Every remote's screens. The remotes' own routes are absolute paths, so they hang below a
        // catch-all (a descendant route table under a deeper parent would be matched relative to it).
        path: '*',
        // Spec: the product list (/tools) is not for retailers, who go to the campaign list (told why:
        // layout/redirect-notice.tsx); a product's order form (/tools/{id}) is, for ordering on a
        // buyer's behalf.
        //
        // The screen's code and first data are started here, beside the layout's, and the page
        // waits (at most SCREEN_CODE_WAIT_MS) for the remote's and the screen's code, not for the
        // data: the outlet then renders the screen at once. Rendered earlier it would show its
        // Suspense fallback, and React reveals what a fallback stood for no sooner than 300 ms
        // after it appeared (its retry throttle): a direct load of the list waited 250 ms more in
        // every other run.
        loader: async ({ request }: { request: Request }) => {
          const url = new URL(request.url);
          const user = await verifySession(request);
          if (/^\/tools\/?$/.test(url.pathname) && user.isRetailer)
            return redirect('/campaigns?notice=retailer-tools');
          await atMost(
            SCREEN_CODE_WAIT_MS,
            preloadRemoteRoute(url, user, portalConfigFor(request, user.userId)),
          );
          return null;
        },
        lazy: remoteOutlet,
      },
    ],
  },
];
