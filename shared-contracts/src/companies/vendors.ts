import * as v from 'valibot';
import { IsoDateSchema, IdParamsSchema, IdSchema, NamedRefSchema } from '../common/primitives';
import { PageQueryEntries, SearchQuerySchema, searchParamsOf } from '../common/query';
import { UserRoleSchema } from '../common/roles';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';

// The vendor list and the vendor detail (spec 000 §2: vendorList and vendorDetail, retailer staff
// only; docs/users.md "Vendors"): the vendor companies with their figures, and one vendor with its
// people, brands, agencies and campaigns.

const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** GET /vendors?search&firstResult&maxResults */
export const VendorFilterQuerySchema = v.object({
  ...PageQueryEntries,
  /** Contains, over the company's name, without regard to case and accents. */
  search: SearchQuerySchema,
});
export type VendorFilterQuery = { firstResult: number; maxResults: number; search?: string };

/** A row of the vendor list. */
export const VendorListRowSchema = v.object({
  id: IdSchema,
  name: v.string(),
  /** An inactive company is listed too, marked. */
  active: v.boolean(),
  /** Its users, active or not. */
  usersCount: CountSchema,
  /** Its campaigns that are neither closed nor canceled. */
  activeCampaignsCount: CountSchema,
  /**
   * CZK: the total price of its campaign items whose campaign is not canceled and which start in
   * `year` (the calendar year in Europe/Prague), docs/users.md "Vendors".
   */
  spendThisYear: v.number(),
});
export type VendorListRow = v.InferOutput<typeof VendorListRowSchema>;

export const VendorListSchema = v.object({
  items: v.array(VendorListRowSchema),
  totalCount: CountSchema,
  /** The calendar year of `spendThisYear`. */
  year: v.pipe(v.number(), v.integer()),
});
export type VendorList = v.InferOutput<typeof VendorListSchema>;

/** GET /vendors: a page of the vendor companies by name (retailer staff). */
export const filterVendorsEndpoint = endpoint({
  method: 'get',
  path: '/vendors',
  query: VendorFilterQuerySchema,
  response: VendorListSchema,
  access: access.retailer('retailerStaff'),
});
export const filterVendors = bindEndpoint(
  filterVendorsEndpoint,
  ({ send }) =>
    (query: VendorFilterQuery, init: { signal?: AbortSignal } = {}) =>
      send({
        searchParams: searchParamsOf({
          firstResult: query.firstResult,
          maxResults: query.maxResults,
          search: query.search,
        }),
        ...init,
      }),
);

/** A user of the vendor company. */
export const VendorUserSchema = v.object({
  id: IdSchema,
  name: v.string(),
  email: v.string(),
  roles: v.array(UserRoleSchema),
  active: v.boolean(),
  storefrontActive: v.boolean(),
  /** The brands the user may promote; none means all. */
  allowedBrands: v.array(NamedRefSchema),
});
export type VendorUser = v.InferOutput<typeof VendorUserSchema>;

/** A contact of the vendor: an active user a campaign may name as its contact. */
export const VendorContactSchema = v.object({
  id: IdSchema,
  name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  /** The first active sales person of the contact: a campaign's default with this contact. */
  salesPerson: v.nullable(NamedRefSchema),
});
export type VendorContact = v.InferOutput<typeof VendorContactSchema>;

/** An agency company acting for the vendor, with its people who order for it. */
export const VendorAgencySchema = v.object({
  id: IdSchema,
  name: v.string(),
  /** The agency's users who order for this vendor (user_vendor_companies). */
  people: v.array(NamedRefSchema),
});
export type VendorAgency = v.InferOutput<typeof VendorAgencySchema>;

/** A brand the vendor's campaign items promote (the brand of their promoted products). */
export const VendorBrandSchema = v.object({
  id: IdSchema,
  name: v.string(),
  /** How many of its campaign items promote a product of the brand. */
  itemsCount: CountSchema,
});
export type VendorBrand = v.InferOutput<typeof VendorBrandSchema>;

/** One of the vendor's campaigns, newest first. */
export const VendorCampaignSchema = v.object({
  id: IdSchema,
  name: v.string(),
  /** The state's id, identifier and name in the caller's language. */
  state: v.object({ id: IdSchema, identifier: v.string(), name: v.string() }),
  startDate: v.nullable(IsoDateSchema),
  endDate: v.nullable(IsoDateSchema),
  totalPrice: v.number(),
  /** The agency that ordered it, if one did. */
  agency: v.nullable(NamedRefSchema),
});
export type VendorCampaign = v.InferOutput<typeof VendorCampaignSchema>;

/** How many of a vendor's campaigns the detail lists (the newest); the campaign list has them all. */
export const VENDOR_DETAIL_CAMPAIGNS = 50;

/** GET /vendors/{id}: one vendor company. */
export const VendorDetailSchema = v.object({
  ...VendorListRowSchema.entries,
  registrationNumber: v.nullable(v.string()),
  /** Every user of the company, by name. */
  users: v.array(VendorUserSchema),
  /** Its contacts: the active users a campaign may name as its contact (as /companies/{id}/contacts), by name. */
  contacts: v.array(VendorContactSchema),
  brands: v.array(VendorBrandSchema),
  agencies: v.array(VendorAgencySchema),
  /** At most VENDOR_DETAIL_CAMPAIGNS, newest first. */
  campaigns: v.array(VendorCampaignSchema),
  /** All its campaigns. */
  campaignsCount: CountSchema,
});
export type VendorDetail = v.InferOutput<typeof VendorDetailSchema>;

export const getVendorEndpoint = endpoint({
  method: 'get',
  path: '/vendors/:id',
  params: IdParamsSchema,
  response: VendorDetailSchema,
  access: access.retailer('retailerStaff'),
});
/** GET /vendors/{id} */
export const getVendor = bindEndpoint(
  getVendorEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);
