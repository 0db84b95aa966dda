import * as v from 'valibot';
import { EmailSchema, IdParamSchema, IdSchema, NamedRefSchema } from '../common/primitives';
import { SearchQuerySchema, searchParamsOf } from '../common/query';
import { UserRoleSchema } from '../common/roles';
import { call } from '../http/client';

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
export const getCompanies = (name = '') =>
  call(v.array(NamedRefSchema), 'get', '/companies', { searchParams: searchParamsOf({ name }) });

/** GET /companies/{id}/contacts: the company's active users. */
export const getCompanyContacts = (companyId: number) =>
  call(v.array(ContactSchema), 'get', `/companies/${companyId}/contacts`);

/** GET /agencies: active agency companies (retailer staff only). */
export const getAgencies = () => call(v.array(NamedRefSchema), 'get', '/agencies');

/** GET /agencies/{id}/contacts */
export const getAgencyContacts = (agencyId: number) =>
  call(v.array(ContactSchema), 'get', `/agencies/${agencyId}/contacts`);

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
export const getVendorUsers = () => call(v.array(UserOptionSchema), 'get', '/users/vendors');

/** GET /users/by-role/{role}: active users with the role (retailer staff only), e.g. sales persons. */
export const getUsersByRole = (role: v.InferOutput<typeof UserRoleSchema>) =>
  call(v.array(UserOptionSchema), 'get', `/users/by-role/${role}`);

/** GET /users/{id}/vendor-companies: the vendor companies an agency user orders for (itself or retailer staff). */
export const getUserVendorCompanies = (userId: number) =>
  call(v.array(NamedRefSchema), 'get', `/users/${userId}/vendor-companies`);
