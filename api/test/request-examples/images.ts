import type { RequestExamples } from '.';

export default {
  'POST /images/update': { examples: { 'body.id': 'libraryImage' } },
  'DELETE /images/:id': { examples: { 'params.id': 'libraryImage' } },
  'GET /images/:id': { examples: { 'params.id': 'libraryImage' } },
} satisfies RequestExamples;
