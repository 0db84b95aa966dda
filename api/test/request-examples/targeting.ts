import type { RequestExamples } from '.';

export default {
  'GET /targeting/target-product/search': { examples: { 'query.targetId': 'target' } },
  'GET /targeting/target-product/validate': {
    examples: { 'query.targetId': 'target', 'query.targetProductId': 'targetProduct' },
  },
  'GET /targeting/target-product/search-url': {
    examples: { 'query.targetId': 'target' },
    sample: { query: { url: 'https://www.portal-retail.cz/' } },
  },
  'GET /targeting/target-product/search-sku': {
    examples: { 'query.targetId': 'target' },
    sample: { query: { sku: 'SKU-0' } },
  },
  'GET /landing-pages/search': { examples: { 'query.targetId': 'target' } },
} satisfies RequestExamples;
