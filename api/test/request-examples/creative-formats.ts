import type { RequestExamples } from '.';

export default {
  'GET /creatives/formats/:id': { examples: { 'params.id': 'creativeFormat' } },
  'PUT /creatives/formats/:id': { examples: { 'params.id': 'creativeFormat' } },
  'GET /creatives/formats/:id/fields/:fieldId/restrictions': {
    examples: { 'params.id': 'creativeFormat', 'params.fieldId': 'creativeFormatField' },
  },
} satisfies RequestExamples;
