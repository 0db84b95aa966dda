// Test helpers (not part of the bundle): a signed-in user, the remote's routes guarded as the shell
// guards them, a memory router and a fresh SWR cache.
import { StyleProvider } from '@ant-design/cssinjs';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { sessionStore, type UserInfo } from '@portal/shared-contracts';
import { hasAccess, type PortalRoute } from '@portal/shared-ui';
import { createMemoryRouter, RouterProvider, useLocation } from '@portal/shared-ui/router';
import { act, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Suspense } from 'react';
import { SWRConfig } from 'swr';

export const USERS = {
  vendor: { isVendor: true, userRoles: ['vendor'], companyId: 2, companyName: 'Acme Foods' },
  agency: { isAgency: true, userRoles: ['agency'], companyId: 5, companyName: 'MediaMax' },
  retailer: { isRetailer: true, userRoles: ['retailer'], companyId: 1, companyName: 'Portal Retail' },
  salesPerson: {
    isSalesPerson: true,
    userRoles: ['salesPerson'],
    companyId: 1,
    companyName: 'Portal Retail',
  },
  administrator: {
    isRetailer: true,
    isAdministrator: true,
    userRoles: ['administrator', 'retailer'],
    companyId: 1,
    companyName: 'Portal Retail',
  },
} satisfies Record<string, Partial<UserInfo>>;

/** A whole signed-in user: the defaults of nobody in particular with `user` over them. */
export function userInfo(user: Partial<UserInfo>): UserInfo {
  return {
    userId: 1,
    userName: 'user@portal.test',
    firstName: 'Test',
    lastName: 'User',
    name: 'Test User',
    companyId: null,
    companyName: null,
    userRoles: [],
    agencyId: null,
    agencyContactId: null,
    locale: null,
    defaultPage: '/campaigns',
    isVendor: false,
    isRetailer: false,
    isAdministrator: false,
    isAgency: false,
    isSalesPerson: false,
    originalTokenOfRetailer: null,
    impersonator: null,
    currencyCode: 'CZK',
    ...user,
  };
}

/** Shows where the router went, for the paths the screen under test leaves to. */
function Elsewhere() {
  const location = useLocation();
  return <div data-testid="elsewhere">{location.pathname + location.search}</div>;
}

/** The shell's guard in short: the forbidden text for a user without access, else the screen. */
function Guarded({ route, user }: { route: PortalRoute; user: UserInfo }) {
  if (!hasAccess(route.access, user)) return <div>Přístup zamítnut</div>;
  const Screen = route.component;
  return (
    <Suspense fallback={<div>Načítání…</div>}>
      <Screen />
    </Suspense>
  );
}

/** Renders the remote's routes at `path` for the user, as the shell would. */
export async function renderRoutes(routes: PortalRoute[], path: string, who: Partial<UserInfo>) {
  const user = userInfo(who);
  act(() => sessionStore.getState().signIn('t', user));
  const router = createMemoryRouter(
    [
      ...routes.map((route) => ({ path: route.path, element: <Guarded route={route} user={user} /> })),
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(
      // antd's styles are not written into jsdom: queries that compute styles stay fast.
      <StyleProvider mock="server">
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>
          <I18nProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nProvider>
        </SWRConfig>
      </StyleProvider>,
    );
  });
  return router;
}

/** A user typing without delays, who may click antd's overlays while they still animate in. */
export const setupUser = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
