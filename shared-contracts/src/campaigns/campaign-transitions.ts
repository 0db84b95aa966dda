import * as v from 'valibot';
import { IdSchema } from '../common/primitives';
import { call } from '../http/client';
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

/** POST /campaigns/{id}/request-check: a buyer sends an in-process campaign to the retailer. */
export const requestCampaignCheck = (id: number) =>
  call(CampaignTransitionResponseSchema, 'post', `/campaigns/${id}/request-check`, { json: {} });

/** POST /campaigns/{id}/reject-to-vendor: the retailer returns a campaign in check, with a reason. */
export const rejectCampaignToVendor = (id: number, body: RejectToVendorRequest) =>
  call(CampaignTransitionResponseSchema, 'post', `/campaigns/${id}/reject-to-vendor`, { json: body });

/** POST /campaigns/{id}/approve-by-retailer: retailer (or impersonated) approval. */
export const approveCampaignByRetailer = (id: number) =>
  call(CampaignTransitionResponseSchema, 'post', `/campaigns/${id}/approve-by-retailer`, { json: {} });

/** POST /campaigns/{id}/approve: the buyer confirms a campaign the retailer changed (user-check). */
export const approveCampaign = (id: number) =>
  call(CampaignTransitionResponseSchema, 'post', `/campaigns/${id}/approve`, { json: {} });

/** GET /campaigns/{id}/possible-states: the states a retailer may move the campaign to. */
export const getCampaignPossibleStates = (id: number) =>
  call(CampaignPossibleStatesSchema, 'get', `/campaigns/${id}/possible-states`);

/** POST /campaigns/{id}/change-state: a retailer's manual state change. */
export const changeCampaignState = (id: number, body: ChangeCampaignStateRequest) =>
  call(CampaignTransitionResponseSchema, 'post', `/campaigns/${id}/change-state`, { json: body });
