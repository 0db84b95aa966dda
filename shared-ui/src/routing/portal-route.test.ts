import type { UserInfo, UserRole } from '@portal/shared-contracts/core';
import { hasAccess } from './portal-route';

const user = (...userRoles: UserRole[]) => ({ userRoles }) as unknown as UserInfo;

describe('hasAccess', () => {
  it("lets in the roles of the route's role set, the API's names", () => {
    expect(hasAccess('userManagers', user('salesPerson'))).toBe(true);
    expect(hasAccess('userManagers', user('vendor'))).toBe(false);
    expect(hasAccess('administrators', user('retailer'))).toBe(false);
    expect(hasAccess('administrators', user('administrator'))).toBe(true);
    expect(hasAccess('everyone', user('trafficker'))).toBe(true);
  });

  it('still honours the forms remotes built on shared-ui 0.1.0 declare', () => {
    expect(hasAccess('user', user('vendor'))).toBe(true);
    expect(hasAccess(['retailer'], user('vendor'))).toBe(false);
    expect(hasAccess(['retailer'], user('retailer'))).toBe(true);
    expect(hasAccess((who) => who.userRoles.includes('agency'), user('agency'))).toBe(true);
  });
});
