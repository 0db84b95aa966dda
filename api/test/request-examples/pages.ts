import type { RequestExamples } from '.';

const page = { examples: { 'params.code': 'contentPage' } } as const;

export default {
  'GET /pages/code/:code': page,
  'GET /pages/code/:code/script.js': page,
  'PUT /pages/code/:code': page,
} satisfies RequestExamples;
