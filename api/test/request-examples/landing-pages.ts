import type { RequestExamples } from '.';

export default {
  'POST /landing-pages/filter': { sample: { body: { firstResult: 0, maxResults: 50 } } },
  'POST /landing-pages/create': {
    examples: { 'body.landingPageTypeId': 'landingPageType', 'body.targetId': 'target' },
  },
  'POST /landing-pages/:id/fields/:fieldId/file': { examples: { 'params.fieldId': 'landingPageFileField' } },
} satisfies RequestExamples;
