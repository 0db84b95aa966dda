import * as v from 'valibot';
import { IdParamsSchema } from '../common/primitives';
import { access } from '../http/access';
import { endpoint } from '../http/endpoint';

/**
 * The calls of the ad server itself (design.md §4) and the built-in local ad server's pages behind
 * the sasInfo links: no screen calls them, so no browser entry carries them (only the package's index).
 */

/** The answer of a successful import of delivery. */
export const DeliveryImportResponseSchema = v.object({
  /** Item-days written (new or replacing simulated or earlier imported ones). */
  importedDays: v.number(),
  lineItems: v.number(),
});
export type DeliveryImportResponse = v.InferOutput<typeof DeliveryImportResponseSchema>;

/** The body is the CSV text itself (text/csv or text/plain). */
export const importDeliveryEndpoint = endpoint({
  method: 'post',
  path: '/ad-server/delivery/import',
  body: v.string(),
  response: DeliveryImportResponseSchema,
  access: access.retailer(),
  caller: 'ad-server',
});

/** The ad server's objects are named by the external ids of design.md §4. */
export const AdServerExternalIdParamsSchema = v.object({
  externalId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

const staffPage = { response: 'html', access: access.retailer('retailerStaff'), caller: 'link' } as const;
const externalIdPage = { method: 'get', params: AdServerExternalIdParamsSchema } as const;

export const adServerCampaignPageEndpoint = endpoint({
  ...externalIdPage,
  ...staffPage,
  path: '/ad-server/campaigns/:externalId',
});

export const adServerProposalPageEndpoint = endpoint({
  ...externalIdPage,
  ...staffPage,
  path: '/ad-server/proposals/:externalId',
});

export const adServerLineItemPageEndpoint = endpoint({
  ...externalIdPage,
  path: '/ad-server/line-items/:externalId',
  response: 'html',
  access: access.company('everyone', 'adServerLineItem', 'params.externalId'),
  caller: 'link',
});

export const adServerFlightPageEndpoint = endpoint({
  ...externalIdPage,
  ...staffPage,
  path: '/ad-server/flights/:externalId',
});

export const adServerCreativePageEndpoint = endpoint({
  ...externalIdPage,
  path: '/ad-server/creatives/:externalId',
  response: 'html',
  access: access.company('everyone', 'adServerCreative', 'params.externalId'),
  caller: 'link',
});

export const adServerProductPageEndpoint = endpoint({
  ...staffPage,
  method: 'get',
  path: '/ad-server/products/:id',
  params: IdParamsSchema,
});

export const adServerProductLinePageEndpoint = endpoint({
  ...staffPage,
  method: 'get',
  path: '/ad-server/product-lines/:id',
  params: IdParamsSchema,
});
