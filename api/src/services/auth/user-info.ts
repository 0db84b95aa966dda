import { CURRENCY_CODE, UI_LOCALES, type UiLocale, type UserInfo } from '@portal/shared-contracts';
import { fullName, hasRole, isRetailer, type AuthContext } from '../sessions';

const asLocale = (value: string | null): UiLocale | null =>
  value && (UI_LOCALES as readonly string[]).includes(value) ? (value as UiLocale) : null;

/** A session just opened: its token (the route decides whether the answer shows it) and its user. */
export interface IssuedSession {
  token: string;
  user: UserInfo;
}

/** The user info of the spec's session answers, derived from a resolved session. */
export function toUserInfo(auth: AuthContext): UserInfo {
  const { user, impersonator } = auth;
  const isAgency = hasRole(user, 'agency');
  return {
    userId: user.id,
    userName: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: fullName(user),
    companyId: user.companyId,
    companyName: user.companyName,
    userRoles: user.roles,
    agencyId: isAgency ? user.companyId : null,
    agencyContactId: isAgency ? user.id : null,
    locale: asLocale(user.locale),
    defaultPage: '/campaigns',
    isVendor: hasRole(user, 'vendor'),
    isRetailer: isRetailer(user),
    isAdministrator: hasRole(user, 'administrator'),
    isAgency,
    isSalesPerson: hasRole(user, 'salesPerson'),
    originalTokenOfRetailer: impersonator ? impersonator.sessionId : null,
    impersonator: impersonator
      ? { userId: impersonator.user.id, userName: impersonator.user.email, name: fullName(impersonator.user) }
      : null,
    currencyCode: CURRENCY_CODE,
  };
}
