import * as v from 'valibot';
import { IdSchema, NamedRefSchema } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { CampaignStateOptionSchema } from './campaign-states';

export const CompanyContactOptionSchema = v.object({ id: IdSchema, name: v.string(), companyId: IdSchema });
export type CompanyContactOption = v.InferOutput<typeof CompanyContactOptionSchema>;

/** What the campaign filter panel offers the caller: only companies and contacts it may see. */
export const CampaignFilterDataSchema = v.object({
  states: v.array(CampaignStateOptionSchema),
  companies: v.array(NamedRefSchema),
  companyContacts: v.array(CompanyContactOptionSchema),
  salesPersons: v.array(NamedRefSchema),
});
export type CampaignFilterData = v.InferOutput<typeof CampaignFilterDataSchema>;

export const campaignFilterDataEndpoint = endpoint({
  method: 'get',
  path: '/campaigns/filterData',
  response: CampaignFilterDataSchema,
  access: access.tenantList('everyone'),
});
/** The choices of the campaign filter panel. */
export const getCampaignFilterData = bindEndpoint(
  campaignFilterDataEndpoint,
  ({ send }) =>
    () =>
      send(),
);
