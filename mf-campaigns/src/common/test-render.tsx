// Test helpers (not part of the bundle): a signed-in user, a memory router and a fresh SWR cache.
import { StyleProvider } from '@ant-design/cssinjs';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  sessionStore,
  type ActiveProductCategory,
  type Product,
  type UserInfo,
} from '@portal/shared-contracts';
import { createMemoryRouter, RouterProvider, useLocation } from '@portal/shared-ui/router';
import { act, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';

export const USERS = {
  vendor: { isVendor: true, userRoles: ['vendor'], companyId: 2, companyName: 'Acme Foods' },
  agency: { isAgency: true, userRoles: ['agency'], companyId: 5, companyName: 'MediaMax' },
  retailer: { isRetailer: true, userRoles: ['retailer'], companyId: 1, companyName: 'Portal Retail' },
} satisfies Record<string, Partial<UserInfo>>;

export function signIn(user: Partial<UserInfo>) {
  sessionStore.getState().signIn('t', {
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
  });
}

/** Shows where the router went, for the paths the screen under test leaves to. */
function Elsewhere() {
  const location = useLocation();
  return <div data-testid="elsewhere">{location.pathname + location.search}</div>;
}

export async function renderRoutes(
  routes: { path: string; element: ReactElement }[],
  path: string,
  user: Partial<UserInfo>,
) {
  act(() => signIn(user));
  const router = createMemoryRouter([...routes, { path: '*', element: <Elsewhere /> }], {
    initialEntries: [path],
  });
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

/** The performance metrics display setting with every metric on. */
export const ALL_METRICS = {
  impressions: true,
  views: true,
  visibilityRatio: true,
  clicks: true,
  ctrRatio: true,
};

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 11,
    name: 'HP_LEADERBOARD',
    title: 'Banner na hlavní stránce',
    titleOrName: overrides.title ?? 'Banner na hlavní stránce',
    description: 'Široký banner v horní části hlavní stránky.',
    icon: 'banner',
    price: 45000,
    minAmount: 0,
    rateType: 'FLAT_RATE',
    active: true,
    nativeFormat: false,
    nativeType: 'none',
    checkAvails: false,
    searchTool: false,
    auction: false,
    multipleVariableValues: false,
    defaultPosEnabled: false,
    moreInfoUrl: null,
    moreInfoUrlTitle: null,
    imageUrl: null,
    sizeExternalId: null,
    category: {
      id: 1,
      title: 'Bannery',
      minDaysBeforeStartDate: 7,
      domainUrl: 'https://www.portal-retail.cz',
      target: { id: 1, name: 'Portal Retail' },
    },
    variableValues: [],
    hasAvailabilities: false,
    ...overrides,
  };
}

/** The banner category of GET /categories/active, with its products. */
export function category(overrides: Partial<ActiveProductCategory>): ActiveProductCategory {
  return {
    id: 1,
    title: 'Bannery',
    description: 'Bannery na hlavní stránce a v kategoriích osloví zákazníky ve chvíli, kdy vybírají.',
    shortDescription: 'Obrazová reklama.',
    minDaysBeforeStartDate: 7,
    active: true,
    internal: false,
    autoPauseFlight: false,
    domainUrl: null,
    targetId: null,
    target: null,
    sasName: null,
    position: 0,
    version: 1,
    products: [],
    ...overrides,
  };
}
