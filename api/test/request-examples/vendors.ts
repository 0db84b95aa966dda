import type { RequestExamples } from '.';

export default {
  'GET /vendors/:id': { examples: { 'params.id': 'company' } },
} satisfies RequestExamples;
