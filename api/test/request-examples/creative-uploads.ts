import type { RequestExamples } from '.';

export default {
  'POST /creatives/formats/fields/:id/upload': { examples: { 'params.id': 'creativeFormatField' } },
  'POST /creatives/upload/company/:companyId/media/:id': { examples: { 'params.id': 'creativeFormatField' } },
} satisfies RequestExamples;
