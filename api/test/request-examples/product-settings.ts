import type { RequestExamples } from '.';

export default {
  'GET /products/:id/edit': { examples: { 'params.id': 'product' } },
  'PUT /products/:id': { examples: { 'params.id': 'product' } },
} satisfies RequestExamples;
