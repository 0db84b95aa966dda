import type { RequestExamples } from '.';

export default {
  'POST /creatives/search': { examples: { 'body.productId': 'itemProduct' } },
  'GET /creatives/create/product/:id': { examples: { 'params.id': 'itemProduct' } },
  'POST /creatives/save/product/:id': { examples: { 'params.id': 'itemProduct' } },
} satisfies RequestExamples;
