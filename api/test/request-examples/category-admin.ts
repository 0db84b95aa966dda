import type { RequestExamples } from '.';

export default {
  'PUT /categories/:id': { examples: { 'params.id': 'productCategory' } },
  'DELETE /categories/:id': { examples: { 'params.id': 'productCategory' } },
} satisfies RequestExamples;
