import type { RequestExamples } from '.';

export default {
  'POST /auth/login-as-user': { examples: { 'body.id': 'user' } },
} satisfies RequestExamples;
