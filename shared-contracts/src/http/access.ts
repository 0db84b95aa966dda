import type { RoleSetName } from '../common/roles';

/**
 * Who may call an endpoint: a named role set (or several: anyone in one of them), or 'retailerLike'
 * (retailer staff, or any session a retailer impersonates: spec 000 §6 "retailer or impersonator").
 */
export type Who = RoleSetName | readonly RoleSetName[] | 'retailerLike';

/** Where a call carries an id: a path parameter, a query parameter or a top-level body field. */
export type Ref = `params.${string}` | `query.${string}` | `body.${string}`;

/** The kinds of thing whose vendor company the API can look up from an id (api/src/access/resources.ts). */
export type OwnedResourceKindName =
  | 'campaign'
  | 'campaignItem'
  | 'campaignItemWithZip'
  | 'company'
  | 'creative'
  | 'creativeFile'
  | 'creativeTmpFile'
  | 'creativeMedia'
  | 'landingPage'
  | 'adServerLineItem'
  | 'adServerFlight'
  | 'adServerCreative';

/**
 * Who may make a call and on whose data (docs/access.md), one of:
 * - `public`: no session needed (sign-in, password recovery, what the sign-in page reads);
 * - `self`: the caller's own session or account; with `user`, the id that must be the caller's own
 *   unless the caller is in `others`;
 * - `shared`: data that is the same for every tenant (catalogue, settings, the shop); the service
 *   may still hide what a user may not order, but nothing of one company is in it;
 * - `tenantList`: a list or search of tenant data; the service filters it by the caller's tenancy;
 * - `company`: one vendor company's thing, named by `ref`: the access layer looks up its company and
 *   answers 404 to a caller outside it (a vendor: its company; an agency: its vendor companies;
 *   retailer staff: all). `optional` when the ref may be absent (the service then takes the caller's
 *   own company);
 * - `retailer`: retailer-wide data for retailer staff (or user managers) only;
 * - `administrator`: administrators only;
 * - `release`: a release of the shell or a remote named by `target` (docs/releasing.md): that
 *   target's deploy token (a team's release tool, header X-Deploy-Token), or an administrator's
 *   session.
 */
export type Access =
  | { tenancy: 'public' }
  | { tenancy: 'self'; who: Who; user?: Ref; others?: RoleSetName }
  | { tenancy: 'shared'; who: Who }
  | { tenancy: 'tenantList'; who: Who }
  | { tenancy: 'company'; who: Who; resource: OwnedResourceKindName; ref: Ref; optional?: boolean }
  | { tenancy: 'retailer'; who: 'retailerStaff' | 'userManagers' }
  | { tenancy: 'administrator' }
  | { tenancy: 'release'; target: Ref };

export type Tenancy = Access['tenancy'];

/** The constructors endpoint declarations use: `access: access.company('campaignUsers', 'campaign')`. */
export const access = {
  public: (): Access => ({ tenancy: 'public' }),
  self: (who: Who = 'everyone', extra: { user?: Ref; others?: RoleSetName } = {}): Access => ({
    tenancy: 'self',
    who,
    ...extra,
  }),
  shared: (who: Who = 'everyone'): Access => ({ tenancy: 'shared', who }),
  tenantList: (who: Who): Access => ({ tenancy: 'tenantList', who }),
  company: (
    who: Who,
    resource: OwnedResourceKindName,
    ref: Ref = 'params.id',
    extra: { optional?: boolean } = {},
  ): Access => ({ tenancy: 'company', who, resource, ref, ...extra }),
  retailer: (who: 'retailerStaff' | 'userManagers' = 'retailerStaff'): Access => ({
    tenancy: 'retailer',
    who,
  }),
  administrator: (): Access => ({ tenancy: 'administrator' }),
  release: (target: Ref = 'params.name'): Access => ({ tenancy: 'release', target }),
};
