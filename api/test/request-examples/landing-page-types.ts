import type { RequestExamples } from '.';

export default {
  'GET /landing-page-types/:id': { examples: { 'params.id': 'landingPageType' } },
  'PUT /landing-page-types/:id': { examples: { 'params.id': 'landingPageType' } },
  'DELETE /landing-page-types/:id': { examples: { 'params.id': 'landingPageType' } },
} satisfies RequestExamples;
