import type { RequestExamples } from '.';

export default {
  'POST /campaign-items/filter': { sample: { body: { firstResult: 0, maxResults: 10 } } },
} satisfies RequestExamples;
