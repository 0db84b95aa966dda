import * as v from 'valibot';
import { IdSchema, IsoDateSchema, IsoDateTimeSchema, NamedRefSchema } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { CampaignItemSchema, CampaignItemSasInfoSchema } from '../campaign-items/campaign-item';
import { CampaignStateSchema } from './campaign-states';
import { CampaignIdParamsSchema, CampaignNameSchema } from './create-campaign';
import { PerformanceEntries } from './performance';

/** The ad-server links of a campaign (retailer staff only): proposal, campaign, and each item's. */
export const CampaignSasInfoSchema = v.object({
  campaignURL: v.nullable(v.string()),
  proposalURL: v.nullable(v.string()),
  campaignItemInfos: v.array(v.object({ campaignItemId: IdSchema, ...CampaignItemSasInfoSchema.entries })),
});
export type CampaignSasInfo = v.InferOutput<typeof CampaignSasInfoSchema>;

/** GET /campaigns/{id}: the campaign with its items. Prices CZK; dates 'YYYY-MM-DD'. */
export const CampaignDetailSchema = v.object({
  id: IdSchema,
  name: v.string(),
  company: NamedRefSchema,
  companyContact: v.nullable(NamedRefSchema),
  salesPerson: v.nullable(NamedRefSchema),
  agency: v.nullable(NamedRefSchema),
  agencyContact: v.nullable(NamedRefSchema),
  campaignState: CampaignStateSchema,
  /** The retailer's reason of the last reject-to-vendor (the UI shows it in in-process and user-check). */
  rejectReason: v.nullable(v.string()),
  campaignItems: v.array(CampaignItemSchema),
  campaignItemsCount: v.number(),
  /** The server flag of spec 001 §5, already combined with "not a vendor on a reserved campaign". */
  itemAdditionAllowed: v.boolean(),
  totalPrice: v.number(),
  startDateString: v.nullable(IsoDateSchema),
  endDateString: v.nullable(IsoDateSchema),
  /** The campaign runs (online, paused or closed): performance figures are meaningful. */
  displayPerformance: v.boolean(),
  ...PerformanceEntries,
  /** Retailer staff only (null for others): links to the ad server's proposal and campaign. */
  sasInfo: v.nullable(v.object({ campaignURL: v.nullable(v.string()), proposalURL: v.nullable(v.string()) })),
});
export type CampaignDetail = v.InferOutput<typeof CampaignDetailSchema>;

/** Body of PUT /campaigns/{id}. Only retailer staff may change the sales person (others send the current one or null). */
export const UpdateCampaignRequestSchema = v.object({
  name: CampaignNameSchema,
  salesPersonId: v.nullish(IdSchema),
});
export type UpdateCampaignRequest = v.InferInput<typeof UpdateCampaignRequestSchema>;

/** One entry of GET /campaigns/{id}/history: who did what, when, on behalf of whom. */
export const CampaignHistoryEntrySchema = v.object({
  id: IdSchema,
  at: IsoDateTimeSchema,
  /** e.g. campaign.created, campaign.updated, campaign.state-changed, campaign-item.added, … */
  action: v.string(),
  user: v.nullable(NamedRefSchema),
  /** The retailer behind an impersonated session. */
  impersonator: v.nullable(NamedRefSchema),
  /** State identifiers of a state change (campaign or item), null for other writes. */
  fromState: v.nullable(v.string()),
  toState: v.nullable(v.string()),
  /** The item a change concerns, with its name at the time. */
  campaignItemId: v.nullable(IdSchema),
  campaignItemName: v.nullable(v.string()),
  /** The rejection reason, message or changed fields, as text for the history list. */
  detail: v.nullable(v.string()),
});
export type CampaignHistoryEntry = v.InferOutput<typeof CampaignHistoryEntrySchema>;
export const CampaignHistorySchema = v.array(CampaignHistoryEntrySchema);

const byCampaignId = {
  params: CampaignIdParamsSchema,
  access: access.company('campaignUsers', 'campaign'),
} as const;

export const getCampaignEndpoint = endpoint({
  method: 'get',
  path: '/campaigns/:id',
  ...byCampaignId,
  response: CampaignDetailSchema,
});
export const getCampaign = bindEndpoint(
  getCampaignEndpoint,
  ({ send }) =>
    (id: number, init: { signal?: AbortSignal } = {}) =>
      send({ params: { id }, ...init }),
);

export const updateCampaignEndpoint = endpoint({
  method: 'put',
  path: '/campaigns/:id',
  ...byCampaignId,
  body: UpdateCampaignRequestSchema,
  response: CampaignDetailSchema,
});
/** Rename, and for retailer staff change the sales person. Answers the campaign. */
export const updateCampaign = bindEndpoint(
  updateCampaignEndpoint,
  ({ send }) =>
    (id: number, body: UpdateCampaignRequest) =>
      send({ params: { id }, json: body }),
);

export const deleteCampaignEndpoint = endpoint({
  method: 'delete',
  path: '/campaigns/:id',
  ...byCampaignId,
  response: 'empty',
  status: 204,
});
export const deleteCampaign = bindEndpoint(
  deleteCampaignEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

export const campaignHistoryEndpoint = endpoint({
  method: 'get',
  path: '/campaigns/:id/history',
  ...byCampaignId,
  response: CampaignHistorySchema,
});
/** Newest first. */
export const getCampaignHistory = bindEndpoint(
  campaignHistoryEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

export const getCampaignSasInfoEndpoint = endpoint({
  method: 'get',
  path: '/sas-info/campaign/:id',
  params: CampaignIdParamsSchema,
  response: CampaignSasInfoSchema,
  access: access.retailer('retailerStaff'),
});
/** GET /sas-info/campaign/{id} (retailer staff only). */
export const getCampaignSasInfo = bindEndpoint(
  getCampaignSasInfoEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);
