import type { RequestExamples } from '.';

export default {
  'PUT /settings/variables/:id': { examples: { 'params.id': 'settingsVariable' } },
} satisfies RequestExamples;
