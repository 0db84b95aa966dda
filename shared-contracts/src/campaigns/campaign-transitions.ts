import * as v from 'valibot';
import { IdParamsSchema, IdSchema } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { CampaignStateOptionSchema, CampaignStateSchema } from './campaign-states';

/** The longest rejection reason a retailer may write. */
export const REJECT_REASON_MAX_LENGTH = 4000;

/** Body of POST /campaigns/{id}/reject-to-vendor: the reason is required (spec 001 §5). */
export const RejectToVendorRequestSchema = v.object({
  reason: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('reject_reason_required'),
    v.maxLength(REJECT_REASON_MAX_LENGTH),
  ),
});
export type RejectToVendorRequest = v.InferInput<typeof RejectToVendorRequestSchema>;

/** Body of POST /campaigns/{id}/change-state: one of GET /campaigns/{id}/possible-states. */
export const ChangeCampaignStateRequestSchema = v.object({ stateId: IdSchema });
export type ChangeCampaignStateRequest = v.InferInput<typeof ChangeCampaignStateRequestSchema>;

/** The answer of every campaign transition: the campaign's new state. */
export const CampaignTransitionResponseSchema = v.object({
  id: IdSchema,
  campaignState: CampaignStateSchema,
});
export type CampaignTransitionResponse = v.InferOutput<typeof CampaignTransitionResponseSchema>;

export const CampaignPossibleStatesSchema = v.array(CampaignStateOptionSchema);

const byCampaignId = { params: IdParamsSchema } as const;

export const requestCampaignCheckEndpoint = endpoint({
  method: 'post',
  path: '/campaigns/:id/request-check',
  ...byCampaignId,
  response: CampaignTransitionResponseSchema,
  access: access.company('buyers', 'campaign'),
});
/** A buyer sends an in-process campaign to the retailer for check. */
export const requestCampaignCheck = bindEndpoint(
  requestCampaignCheckEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id }, json: {} }),
);

export const rejectCampaignToVendorEndpoint = endpoint({
  method: 'post',
  path: '/campaigns/:id/reject-to-vendor',
  ...byCampaignId,
  body: RejectToVendorRequestSchema,
  response: CampaignTransitionResponseSchema,
  access: access.company('retailerStaff', 'campaign'),
});
/** The retailer returns a campaign in check to the buyer, with a reason. */
export const rejectCampaignToVendor = bindEndpoint(
  rejectCampaignToVendorEndpoint,
  ({ send }) =>
    (id: number, body: RejectToVendorRequest) =>
      send({ params: { id }, json: body }),
);

export const approveCampaignByRetailerEndpoint = endpoint({
  method: 'post',
  path: '/campaigns/:id/approve-by-retailer',
  ...byCampaignId,
  response: CampaignTransitionResponseSchema,
  access: access.company('retailerLike', 'campaign'),
});
/** Retailer (or impersonated) approval. */
export const approveCampaignByRetailer = bindEndpoint(
  approveCampaignByRetailerEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id }, json: {} }),
);

export const approveCampaignEndpoint = endpoint({
  method: 'post',
  path: '/campaigns/:id/approve',
  ...byCampaignId,
  response: CampaignTransitionResponseSchema,
  access: access.company('buyers', 'campaign'),
});
/** The buyer confirms a campaign the retailer changed (user-check). */
export const approveCampaign = bindEndpoint(
  approveCampaignEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id }, json: {} }),
);

export const campaignPossibleStatesEndpoint = endpoint({
  method: 'get',
  path: '/campaigns/:id/possible-states',
  ...byCampaignId,
  response: CampaignPossibleStatesSchema,
  access: access.company('retailerStaff', 'campaign'),
});
/** The states a retailer may move the campaign to. */
export const getCampaignPossibleStates = bindEndpoint(
  campaignPossibleStatesEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

export const changeCampaignStateEndpoint = endpoint({
  method: 'post',
  path: '/campaigns/:id/change-state',
  ...byCampaignId,
  body: ChangeCampaignStateRequestSchema,
  response: CampaignTransitionResponseSchema,
  access: access.company('retailerStaff', 'campaign'),
});
/** A retailer's manual state change. */
export const changeCampaignState = bindEndpoint(
  changeCampaignStateEndpoint,
  ({ send }) =>
    (id: number, body: ChangeCampaignStateRequest) =>
      send({ params: { id }, json: body }),
);
