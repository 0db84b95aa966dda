import { inRoleSet, type UserRole } from '@portal/shared-contracts';

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roles: UserRole[];
  locale: string | null;
  companyId: number | null;
  companyName: string | null;
  companyType: 'retailer' | 'vendor' | 'agency' | null;
}

/** Who is calling: the session's user and, while impersonating, the retailer behind them. */
export interface AuthContext {
  sessionId: string;
  token: string;
  user: SessionUser;
  impersonator: { sessionId: string; user: SessionUser } | null;
}

export const hasRole = (user: SessionUser, ...roles: UserRole[]): boolean =>
  roles.some((role) => user.roles.includes(role));

/** Retailer staff: retailers and administrators. */
export const isRetailer = (user: SessionUser): boolean => inRoleSet(user.roles, 'retailerStaff');

/** The spec's "retailer or impersonator": an impersonated session acts with the retailer's rights. */
export const isRetailerLike = (auth: AuthContext): boolean =>
  isRetailer(auth.user) || auth.impersonator !== null;

export const fullName = (user: Pick<SessionUser, 'firstName' | 'lastName'>): string =>
  `${user.firstName} ${user.lastName}`.trim();
