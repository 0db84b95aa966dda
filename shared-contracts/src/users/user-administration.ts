import * as v from 'valibot';
import {
  EmailSchema,
  IdParamSchema,
  IdParamsSchema,
  IdSchema,
  IsoDateTimeSchema,
  NamedRefSchema,
} from '../common/primitives';
import { EditVersionSchema } from '../common/edit-version';
import { PageQueryEntries, SearchQuerySchema, searchParamsOf } from '../common/query';
import { UserRoleSchema, type UserRole } from '../common/roles';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';

// User administration (spec 000 §2 "Users (settings)", 001 §7 "Users and companies"): the user list
// and detail of retailer staff and sales persons, and what the portal adds to them: inviting a user,
// deactivating and reactivating one, and the impersonation history (docs/users.md).

/** A role filter of the list: absent or empty means any role. */
const OptionalRoleQuerySchema = v.optional(
  v.union([
    v.pipe(
      v.literal(''),
      v.transform(() => undefined),
    ),
    UserRoleSchema,
  ]),
);

/** GET /users/filter?maxResults,firstResult,search,userRole */
export const UserFilterQuerySchema = v.object({
  ...PageQueryEntries,
  /** Contains, over name, e-mail and company, without regard to case and accents. */
  search: SearchQuerySchema,
  userRole: OptionalRoleQuerySchema,
});
export type UserFilterQuery = {
  firstResult: number;
  maxResults: number;
  search?: string;
  userRole?: UserRole | null;
};

/** A row of the user list. */
export const UserListRowSchema = v.object({
  id: IdSchema,
  name: v.string(),
  email: v.string(),
  /** The first of the user's roles (the list's role column), null for a user without one. */
  firstRole: v.nullable(UserRoleSchema),
  roles: v.array(UserRoleSchema),
  company: v.nullable(NamedRefSchema),
  active: v.boolean(),
  storefrontActive: v.boolean(),
});
export type UserListRow = v.InferOutput<typeof UserListRowSchema>;

/**
 * A search counts its matches up to this many: a text that matches more (a mail domain, a common
 * name among a large user base) says "more than 10,000" instead of being counted exactly, which
 * would read every matching user (docs/users.md).
 */
export const USER_SEARCH_COUNT_CAP = 10_000;

export const UserListSchema = v.object({
  items: v.array(UserListRowSchema),
  /**
   * Every user the search and role match (the pager's total); USER_SEARCH_COUNT_CAP when a search
   * matches more (`totalCapped`).
   */
  totalCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** More users than totalCount match the search. */
  totalCapped: v.boolean(),
});
export type UserList = v.InferOutput<typeof UserListSchema>;

/** GET /users/filter: a page of the users the caller administers, by name. */
/**
 * A user the caller administers: retailer staff every user, a sales person who is not retailer staff
 * the users of their companies (the API answers 404 for a user outside that scope).
 */
const administeredUser = {
  params: IdParamsSchema,
  access: access.retailer('userManagers'),
} as const;

export const filterUsersEndpoint = endpoint({
  method: 'get',
  path: '/users/filter',
  query: UserFilterQuerySchema,
  response: UserListSchema,
  access: access.retailer('userManagers'),
});
export const filterUsers = bindEndpoint(
  filterUsersEndpoint,
  ({ send }) =>
    (query: UserFilterQuery, init: { signal?: AbortSignal } = {}) =>
      send({
        searchParams: searchParamsOf({
          firstResult: query.firstResult,
          maxResults: query.maxResults,
          search: query.search,
          userRole: query.userRole ?? undefined,
        }),
        ...init,
      }),
);

/** An invitation mailed to a user who has not set a password through it yet. */
export const PendingInvitationSchema = v.object({
  sentAt: IsoDateTimeSchema,
  validTo: IsoDateTimeSchema,
});

/** One user as the detail shows it (GET /users/{id}, and the answer of every write). */
export const UserDetailSchema = v.object({
  id: IdSchema,
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  name: v.string(),
  phone: v.nullable(v.string()),
  roles: v.array(UserRoleSchema),
  company: v.nullable(
    v.object({ ...NamedRefSchema.entries, type: v.picklist(['retailer', 'vendor', 'agency']) }),
  ),
  active: v.boolean(),
  storefrontActive: v.boolean(),
  /** The user's sales persons, in their order (the first is a campaign's default). */
  salesPersons: v.array(NamedRefSchema),
  /** Vendor users: the agency users who act for them, each named "Agency – Person". */
  agencyUsers: v.array(NamedRefSchema),
  /** Agency users: the vendor companies they order for (their tenancy). */
  vendorCompanies: v.array(NamedRefSchema),
  /** The brands the user may promote; none means all. */
  allowedBrands: v.array(NamedRefSchema),
  /** The product categories the user may order from; none means all. */
  allowedProductCategories: v.array(NamedRefSchema),
  /** Set while an invitation link is valid and unused. */
  pendingInvitation: v.nullable(PendingInvitationSchema),
  createdAt: IsoDateTimeSchema,
  // The lists above by id, as PUT /users/{id} takes them: the detail read is the form's start.
  salesPersonIds: v.array(IdSchema),
  agencyUserIds: v.array(IdSchema),
  vendorCompanyIds: v.array(IdSchema),
  allowedBrandIds: v.array(IdSchema),
  allowedProductCategoryIds: v.array(IdSchema),
  /** The edit version of the form's fields (common/edit-version.ts). */
  version: v.number(),
});
export type UserDetail = v.InferOutput<typeof UserDetailSchema>;

export const UserIdParamSchema = v.object({ id: IdParamSchema });

/** GET /users/{id} */
export const getUserEndpoint = endpoint({
  method: 'get',
  path: '/users/:id',
  ...administeredUser,
  response: UserDetailSchema,
});
export const getUser = bindEndpoint(
  getUserEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

/** The choices of the user detail's form that are few enough to send whole. */
export const UserEditOptionsSchema = v.object({
  /** Active sales persons. */
  salesPersons: v.array(NamedRefSchema),
  /** Active agency users, "Agency – Person", by agency and name. */
  agencyUsers: v.array(NamedRefSchema),
  /** Product categories a buyer can be limited to (active, not internal), in their order. */
  productCategories: v.array(NamedRefSchema),
});
export type UserEditOptions = v.InferOutput<typeof UserEditOptionsSchema>;

export const UserEditSchema = v.object({
  user: UserDetailSchema,
  options: UserEditOptionsSchema,
  /** Which parts of the form apply to this user (spec 000 §2 "User detail"). */
  fields: v.object({
    agencyUsers: v.boolean(),
    vendorCompanies: v.boolean(),
    allowedBrands: v.boolean(),
    allowedProductCategories: v.boolean(),
  }),
});
export type UserEdit = v.InferOutput<typeof UserEditSchema>;

/** GET /users/{id}/edit: the user with the form's options. */
export const getUserEditEndpoint = endpoint({
  method: 'get',
  path: '/users/:id/edit',
  ...administeredUser,
  response: UserEditSchema,
});
export const getUserEdit = bindEndpoint(
  getUserEditEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

/** At most this many ids in one list of the form (the shop has about 200 brands). */
export const USER_LIST_FIELD_MAX = 1000;
const IdListSchema = v.pipe(v.array(IdSchema), v.maxLength(USER_LIST_FIELD_MAX));

/**
 * Body of PUT /users/{id}: the lists replace the user's; an empty list of brands or categories means
 * all. `version` is the one the form read (a save of an older one is refused, 409).
 */
export const UpdateUserRequestSchema = v.object({
  storefrontActive: v.boolean(),
  salesPersonIds: IdListSchema,
  agencyUserIds: IdListSchema,
  vendorCompanyIds: IdListSchema,
  allowedBrandIds: IdListSchema,
  allowedProductCategoryIds: IdListSchema,
  version: EditVersionSchema,
});
export type UpdateUserRequest = v.InferInput<typeof UpdateUserRequestSchema>;

/** PUT /users/{id} */
export const updateUserEndpoint = endpoint({
  method: 'put',
  path: '/users/:id',
  ...administeredUser,
  body: UpdateUserRequestSchema,
  response: UserDetailSchema,
});
export const updateUser = bindEndpoint(
  updateUserEndpoint,
  ({ send }) =>
    (id: number, body: UpdateUserRequest) =>
      send({ params: { id }, json: body }),
);

/** The roles a user can be invited with (retailer staff roles by administrators only). */
export const INVITABLE_ROLES = ['vendor', 'agency', 'retailer', 'salesPerson'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];
export const PERSON_NAME_MAX_LENGTH = 100;
const PersonNameSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(PERSON_NAME_MAX_LENGTH));

/**
 * Body of POST /users/invite. A vendor names its vendor company, an agency user its agency company;
 * retailer staff belong to the retailer's company (no companyId).
 */
export const InviteUserRequestSchema = v.object({
  email: EmailSchema,
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  role: v.picklist(INVITABLE_ROLES),
  companyId: v.nullish(IdSchema),
});
export type InviteUserRequest = v.InferInput<typeof InviteUserRequestSchema>;

/** POST /users/invite: creates the user and mails them a link to set their password (72 hours, once). */
export const inviteUserEndpoint = endpoint({
  method: 'post',
  path: '/users/invite',
  body: InviteUserRequestSchema,
  response: UserDetailSchema,
  access: access.retailer('retailerStaff'),
});
export const inviteUser = bindEndpoint(
  inviteUserEndpoint,
  ({ send }) =>
    (body: InviteUserRequest) =>
      send({ json: body }),
);

/** POST /users/{id}/deactivate: the user cannot sign in and their sessions end at once. */
export const deactivateUserEndpoint = endpoint({
  method: 'post',
  path: '/users/:id/deactivate',
  params: IdParamsSchema,
  response: UserDetailSchema,
  access: access.retailer('retailerStaff'),
});
export const deactivateUser = bindEndpoint(
  deactivateUserEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

/** POST /users/{id}/reactivate */
export const reactivateUserEndpoint = endpoint({
  method: 'post',
  path: '/users/:id/reactivate',
  params: IdParamsSchema,
  response: UserDetailSchema,
  access: access.retailer('retailerStaff'),
});
export const reactivateUser = bindEndpoint(
  reactivateUserEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

/** One write a retailer made while logged in as the user (audit_events with an impersonator). */
export const ImpersonationEventSchema = v.object({
  id: IdSchema,
  at: IsoDateTimeSchema,
  /** The audit action, e.g. 'auth.login-as-user', 'campaign.created', 'campaign-item.updated'. */
  action: v.string(),
  impersonator: v.nullable(NamedRefSchema),
  entityType: v.nullable(v.string()),
  entityId: v.nullable(v.string()),
  /** The campaign the write concerns, when it concerns one. */
  campaign: v.nullable(NamedRefSchema),
});
export type ImpersonationEvent = v.InferOutput<typeof ImpersonationEventSchema>;

export const IMPERSONATION_HISTORY_LIMIT = 100;

/** GET /users/{id}/impersonation-history: newest first, at most IMPERSONATION_HISTORY_LIMIT. */
export const getImpersonationHistoryEndpoint = endpoint({
  method: 'get',
  path: '/users/:id/impersonation-history',
  ...administeredUser,
  response: v.array(ImpersonationEventSchema),
});
export const getImpersonationHistory = bindEndpoint(
  getImpersonationHistoryEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

export const CompanyOptionsQuerySchema = v.object({
  name: SearchQuerySchema,
  type: v.optional(v.picklist(['vendor', 'agency']), 'vendor'),
});

/**
 * GET /users/company-options?name&type: the active companies of the type whose name contains the
 * text (at most 50), that the caller may give a user: every one for retailer staff, a sales person's
 * own companies for a sales person.
 */
export const getUserCompanyOptionsEndpoint = endpoint({
  method: 'get',
  path: '/users/company-options',
  query: CompanyOptionsQuerySchema,
  response: v.array(NamedRefSchema),
  access: access.retailer('userManagers'),
});
export const getUserCompanyOptions = bindEndpoint(
  getUserCompanyOptionsEndpoint,
  ({ send }) =>
    (name: string, type: 'vendor' | 'agency' = 'vendor') =>
      send({ searchParams: searchParamsOf({ name, type }) }),
);
