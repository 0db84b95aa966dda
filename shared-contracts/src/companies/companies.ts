import * as v from 'valibot';
import { EmailSchema, IdParamSchema, IdParamsSchema, IdSchema, NamedRefSchema } from '../common/primitives';
import { SearchQuerySchema, searchParamsOf } from '../common/query';
import { UserRoleSchema } from '../common/roles';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';

/** A person of a company to choose as a campaign contact. */
export const ContactSchema = v.object({
  id: IdSchema,
  name: v.string(),
  email: v.string(),
  /** The first sales person of this user: the default sales person of a campaign with this contact. */
  salesPerson: v.nullable(NamedRefSchema),
});
export type Contact = v.InferOutput<typeof ContactSchema>;

export const CompanySearchQuerySchema = v.object({ name: SearchQuerySchema });

/**
 * GET /companies?name: advertiser (vendor) companies the caller may order for: every active one for
 * retailer staff, its vendor companies for an agency, its own for a vendor.
 */
export const getCompaniesEndpoint = endpoint({
  method: 'get',
  path: '/companies',
  query: CompanySearchQuerySchema,
  response: v.array(NamedRefSchema),
  access: access.tenantList('everyone'),
});
export const getCompanies = bindEndpoint(
  getCompaniesEndpoint,
  ({ send }) =>
    (name = '') =>
      send({ searchParams: searchParamsOf({ name }) }),
);

/** GET /companies/{id}/contacts: the company's active users. */
export const getCompanyContactsEndpoint = endpoint({
  method: 'get',
  path: '/companies/:id/contacts',
  params: IdParamsSchema,
  response: v.array(ContactSchema),
  access: access.company('everyone', 'company'),
});
export const getCompanyContacts = bindEndpoint(
  getCompanyContactsEndpoint,
  ({ send }) =>
    (companyId: number) =>
      send({ params: { id: companyId } }),
);

/** GET /agencies: active agency companies (retailer staff only). */
export const getAgenciesEndpoint = endpoint({
  method: 'get',
  path: '/agencies',
  response: v.array(NamedRefSchema),
  access: access.retailer(),
});
export const getAgencies = bindEndpoint(
  getAgenciesEndpoint,
  ({ send }) =>
    () =>
      send(),
);

/** GET /agencies/{id}/contacts */
export const getAgencyContactsEndpoint = endpoint({
  method: 'get',
  path: '/agencies/:id/contacts',
  params: IdParamsSchema,
  response: v.array(ContactSchema),
  access: access.retailer('retailerStaff'),
});
export const getAgencyContacts = bindEndpoint(
  getAgencyContactsEndpoint,
  ({ send }) =>
    (agencyId: number) =>
      send({ params: { id: agencyId } }),
);

/** A user as pickers list them. */
export const UserOptionSchema = v.object({
  id: IdSchema,
  name: v.string(),
  email: EmailSchema,
  company: v.nullable(NamedRefSchema),
});
export type UserOption = v.InferOutput<typeof UserOptionSchema>;

export const RoleParamsSchema = v.object({ role: UserRoleSchema });
export const UserIdParamsSchema = v.object({ id: IdParamSchema });

/** GET /users/vendors: active vendor users (retailer staff only). */
export const getVendorUsersEndpoint = endpoint({
  method: 'get',
  path: '/users/vendors',
  response: v.array(UserOptionSchema),
  access: access.retailer(),
});
export const getVendorUsers = bindEndpoint(
  getVendorUsersEndpoint,
  ({ send }) =>
    () =>
      send(),
);

/** GET /users/by-role/{role}: active users with the role (retailer staff only), e.g. sales persons. */
export const getUsersByRoleEndpoint = endpoint({
  method: 'get',
  path: '/users/by-role/:role',
  params: RoleParamsSchema,
  response: v.array(UserOptionSchema),
  access: access.retailer('retailerStaff'),
});
export const getUsersByRole = bindEndpoint(
  getUsersByRoleEndpoint,
  ({ send }) =>
    (role: v.InferOutput<typeof UserRoleSchema>) =>
      send({ params: { role } }),
);

/** GET /users/{id}/vendor-companies: the vendor companies an agency user orders for (itself or retailer staff). */
export const getUserVendorCompaniesEndpoint = endpoint({
  method: 'get',
  path: '/users/:id/vendor-companies',
  params: UserIdParamsSchema,
  response: v.array(NamedRefSchema),
  access: access.self(['retailerStaff', 'agencies'], { user: 'params.id', others: 'retailerStaff' }),
});
export const getUserVendorCompanies = bindEndpoint(
  getUserVendorCompaniesEndpoint,
  ({ send }) =>
    (userId: number) =>
      send({ params: { id: userId } }),
);
