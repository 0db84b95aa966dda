import type { RequestExamples } from '.';

export default {
  'GET /account/password-recovery/:hash': { examples: { 'params.hash': 'resetSecret' } },
} satisfies RequestExamples;
