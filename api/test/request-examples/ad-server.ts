import type { RequestExamples } from '.';

export default {
  'GET /sas-info/campaign/:id': { examples: { 'params.id': 'campaign' } },
  'GET /ad-server/campaigns/:externalId': { examples: { 'params.externalId': 'adServerCampaign' } },
  'GET /ad-server/proposals/:externalId': { examples: { 'params.externalId': 'adServerProposal' } },
  'GET /ad-server/flights/:externalId': { examples: { 'params.externalId': 'adServerFlight' } },
  'GET /ad-server/products/:id': { examples: { 'params.id': 'product' } },
  'GET /ad-server/product-lines/:id': { examples: { 'params.id': 'productCategory' } },
} satisfies RequestExamples;
