import * as v from 'valibot';
import { IdSchema, IdParamSchema, NamedRefSchema } from '../common/primitives';
import { OptionalIdQuerySchema, searchParamsOf } from '../common/query';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { CampaignStateSchema } from './campaign-states';

export const CAMPAIGN_NAME_MAX_LENGTH = 200;

export const CampaignNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('campaign_name_required'),
  v.maxLength(CAMPAIGN_NAME_MAX_LENGTH),
);

/**
 * Body of POST /campaigns/create. A vendor's company and contact come from its login; retailer staff
 * and agencies name the company. The agency fields are a retailer's (an agency's own come from its
 * login). Without salesPersonId the contact's first sales person is taken.
 */
export const CreateCampaignRequestSchema = v.object({
  name: CampaignNameSchema,
  companyId: v.nullish(IdSchema),
  companyContactId: v.nullish(IdSchema),
  salesPersonId: v.nullish(IdSchema),
  agencyId: v.nullish(IdSchema),
  agencyContactId: v.nullish(IdSchema),
});
export type CreateCampaignRequest = v.InferInput<typeof CreateCampaignRequestSchema>;

export const CreateCampaignResponseSchema = v.object({ id: IdSchema });

export const createCampaignEndpoint = endpoint({
  method: 'post',
  path: '/campaigns/create',
  body: CreateCampaignRequestSchema,
  response: CreateCampaignResponseSchema,
  access: access.company('campaignUsers', 'company', 'body.companyId', { optional: true }),
});
/** Returns the new campaign's id. */
export const createCampaign = bindEndpoint(
  createCampaignEndpoint,
  ({ send }) =>
    (body: CreateCampaignRequest) =>
      send({ json: body }),
);

/** A campaign to pick in the order form's "existing campaign" choice. */
export const CampaignOptionSchema = v.object({
  id: IdSchema,
  name: v.string(),
  company: NamedRefSchema,
  campaignState: CampaignStateSchema,
  /** Items may be added now (design: in-process, user-check, reserved; not reserved for a vendor). */
  itemAdditionAllowed: v.boolean(),
});
export type CampaignOption = v.InferOutput<typeof CampaignOptionSchema>;

/** ?companyId&itemAdditionAllowed=true */
export const CampaignOptionsQuerySchema = v.object({
  companyId: OptionalIdQuerySchema,
  itemAdditionAllowed: v.optional(
    v.pipe(
      v.picklist(['true', 'false']),
      v.transform((value) => value === 'true'),
    ),
  ),
});
export const CampaignIdParamsSchema = v.object({ id: IdParamSchema });

export const campaignOptionsEndpoint = endpoint({
  method: 'get',
  path: '/campaigns',
  query: CampaignOptionsQuerySchema,
  response: v.array(CampaignOptionSchema),
  access: access.tenantList('campaignUsers'),
});
/** The caller's campaigns (newest first, at most 200), optionally of one company and open for items. */
export const getCampaignOptions = bindEndpoint(
  campaignOptionsEndpoint,
  ({ send }) =>
    (query: { companyId?: number | null; itemAdditionAllowed?: boolean } = {}) =>
      send({ searchParams: searchParamsOf(query) }),
);
