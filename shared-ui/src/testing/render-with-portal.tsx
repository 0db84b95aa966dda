import { StyleProvider } from '@ant-design/cssinjs';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { UserInfo } from '@portal/shared-contracts/core';
import { act, render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from '../router';
import { hasAccess, type PortalRoute } from '../routing/portal-route';
import { signIn, userInfo } from './users';

/** A route of the screen under test: an element at a path, or a remote's route as it exports it. */
export type TestRoute = RouteObject | PortalRoute;

/** What the shell puts around every screen: antd's style cache, a fresh SWR cache and Lingui. */
export function PortalProviders({ children }: { children: ReactElement }) {
  return (
    // antd's styles are not written into jsdom: queries that compute styles stay fast.
    <StyleProvider mock="server">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </SWRConfig>
    </StyleProvider>
  );
}

/** Shows where the router went, for the paths the screen under test leaves to. */
function Elsewhere() {
  const location = useLocation();
  return <div data-testid="elsewhere">{location.pathname + location.search}</div>;
}

/** Shows the address of the screen under test (its ?view= state), placed beside it by a test. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** The shell's guard in short: the forbidden text for a user without access, else the screen. */
function Guarded({ route, user }: { route: PortalRoute; user: UserInfo | null }) {
  if (!user || !hasAccess(route.access, user)) return <div>Přístup zamítnut</div>;
  const Screen = route.component;
  return (
    <Suspense fallback={<div>Načítání…</div>}>
      <Screen />
    </Suspense>
  );
}

/**
 * Renders the routes at `path` as the shell would: a remote's own routes behind the shell's guard,
 * elements as they are, and any other path to a marker of where the router went. `who` signs a
 * user in first; without it the session stays as the test left it (a signed-out page, a test that
 * set the session itself). Returns the router (its state tells where a screen navigated).
 */
export async function renderWithPortal(routes: TestRoute[], path: string, who?: Partial<UserInfo>) {
  const user = who ? userInfo(who) : null;
  if (user) act(() => signIn(user));
  const router = createMemoryRouter(
    [
      ...routes.map((route) =>
        'component' in route ? { path: route.path, element: <Guarded route={route} user={user} /> } : route,
      ),
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(
      <PortalProviders>
        <RouterProvider router={router} />
      </PortalProviders>,
    );
  });
  return router;
}
