import type { RequestExamples } from '.';

export default {
  'PUT /campaign-item/check-availability': { examples: { 'body.productId': 'product' } },
} satisfies RequestExamples;
