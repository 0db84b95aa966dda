import * as v from 'valibot';
import { IdSchema, IsoDateTimeSchema, NamedRefSchema } from '../common/primitives';
import { UiLocaleSchema } from '../common/locales';
import { UserRoleSchema } from '../common/roles';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';

/** The profile of the signed-in user (the spec keeps it apart from the session's user info). */
export const UserProfileSchema = v.object({
  userId: IdSchema,
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  phone: v.nullable(v.string()),
  companyId: v.nullable(IdSchema),
  companyName: v.nullable(v.string()),
  userRoles: v.array(UserRoleSchema),
  locale: v.nullable(UiLocaleSchema),
  salesPersons: v.array(NamedRefSchema),
  /**
   * When a retailer last acted as this user (logged in as them or wrote while logged in as them), and
   * who: the user menu tells buyers (docs/users.md). Null when no retailer ever did.
   */
  lastImpersonation: v.nullable(v.object({ at: IsoDateTimeSchema, by: v.string() })),
});
export type UserProfile = v.InferOutput<typeof UserProfileSchema>;

export const getLoggedInUserEndpoint = endpoint({
  method: 'get',
  path: '/user-profile/logged-in-user',
  response: UserProfileSchema,
  access: access.self(),
});
/** GET /user-profile/logged-in-user */
export const getLoggedInUser = bindEndpoint(
  getLoggedInUserEndpoint,
  ({ send }) =>
    () =>
      send(),
);
