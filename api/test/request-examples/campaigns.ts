import type { RequestExamples } from '.';

export default {
  'POST /campaigns/filter': { sample: { body: { limit: 10, offset: 0 } } },
} satisfies RequestExamples;
