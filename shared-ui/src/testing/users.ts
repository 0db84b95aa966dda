import type * as Contracts from '@portal/shared-contracts';
import type { UserInfo } from '@portal/shared-contracts/core';

/** The signed-in users the tests take: one of each kind the portal tells apart (spec 000 §6). */
export const USERS = {
  vendor: { isVendor: true, userRoles: ['vendor'], companyId: 2, companyName: 'Acme Foods' },
  agency: { isAgency: true, userRoles: ['agency'], companyId: 5, companyName: 'MediaMax' },
  retailer: { isRetailer: true, userRoles: ['retailer'], companyId: 1, companyName: 'Portal Retail' },
  administrator: {
    isRetailer: true,
    isAdministrator: true,
    userRoles: ['administrator', 'retailer'],
    companyId: 1,
    companyName: 'Portal Retail',
  },
  /** A sales person who is not retailer staff (docs/users.md). */
  salesPerson: {
    isSalesPerson: true,
    userRoles: ['salesPerson'],
    companyId: 1,
    companyName: 'Portal Retail',
  },
} satisfies Record<string, Partial<UserInfo>>;

/** A retailer acting as the vendor: retailer-like, and a buyer for the send rules. */
export const IMPERSONATED_VENDOR: Partial<UserInfo> = {
  ...USERS.vendor,
  originalTokenOfRetailer: 'origin-session',
};

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

/** Signs the user in as the shell would, for the screen under test. */
export function signIn(user: Partial<UserInfo>) {
  // Taken when called, not imported: a test's jest.mock('@portal/shared-contracts') factory loads
  // this entry (mockedContracts), and an import of the contracts here would run that factory again
  // from inside itself. The mocked module spreads the actual one, so the store is the same.
  const { sessionStore } = jest.requireActual<typeof Contracts>('@portal/shared-contracts');
  sessionStore.getState().signIn('t', userInfo(user));
}
