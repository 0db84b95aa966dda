import type { RequestExamples } from '.';

export default {
  'GET /products/:id': { examples: { 'params.id': 'product' } },
  'GET /sas-info/products/:id': { examples: { 'params.id': 'product' } },
  'GET /products/:id/availability': { examples: { 'params.id': 'product' } },
  'GET /products/:id/variable-value-availability/:variableValueId': {
    examples: { 'params.id': 'product', 'params.variableValueId': 'variableValue' },
  },
  'GET /categories/:id': { examples: { 'params.id': 'productCategory' } },
} satisfies RequestExamples;
