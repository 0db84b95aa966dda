import * as v from 'valibot';
import { IdSchema } from '../common/primitives';
import { UiLocaleSchema } from '../common/locales';
import { UserRoleSchema } from '../common/roles';

export const ImpersonatorSchema = v.object({ userId: IdSchema, userName: v.string(), name: v.string() });

/** What the browser knows about the signed-in user. */
export const UserInfoSchema = v.object({
  userId: IdSchema,
  /** The login e-mail. */
  userName: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  name: v.string(),
  companyId: v.nullable(IdSchema),
  companyName: v.nullable(v.string()),
  userRoles: v.array(UserRoleSchema),
  /** For agency users: their agency company and themselves as its contact. */
  agencyId: v.nullable(IdSchema),
  agencyContactId: v.nullable(IdSchema),
  locale: v.nullable(UiLocaleSchema),
  defaultPage: v.string(),
  isVendor: v.boolean(),
  isRetailer: v.boolean(),
  isAdministrator: v.boolean(),
  isAgency: v.boolean(),
  isSalesPerson: v.boolean(),
  /**
   * Not null while a retailer is logged in as this user. It is an opaque marker of the retailer's
   * session, never a usable token: the way back is POST /auth/return-to-retailer.
   */
  originalTokenOfRetailer: v.nullable(v.string()),
  impersonator: v.nullable(ImpersonatorSchema),
  currencyCode: v.string(),
});
export type UserInfo = v.InferOutput<typeof UserInfoSchema>;

/**
 * An API client (a script, an integration) that authenticates with `Authorization: Bearer` asks for
 * the session token by sending this header with the value `bearer` when it signs in.
 */
export const TOKEN_MODE_HEADER = 'x-auth-mode';

/**
 * A cookie scripts may read that says a session cookie was set (not that it is still valid): the
 * login page asks the server about the session only when it is there, so an anonymous visit does not
 * answer 401. It holds no secret; the session itself stays in the HttpOnly cookie.
 */
export const SESSION_HINT_COOKIE = 'portal_signed_in';

export const SessionResponseSchema = v.object({
  /**
   * The session token, only for a caller that asked for it (TOKEN_MODE_HEADER) or already
   * authenticates with it; null for the browser, which holds the session in an HttpOnly cookie that
   * no script can read.
   */
  token: v.nullable(v.string()),
  user: UserInfoSchema,
});
export type SessionResponse = v.InferOutput<typeof SessionResponseSchema>;
