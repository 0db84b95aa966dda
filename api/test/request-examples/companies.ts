import type { RequestExamples } from '.';

export default {
  'GET /agencies/:id/contacts': { examples: { 'params.id': 'agency' } },
  'GET /users/by-role/:role': { examples: { 'params.role': 'role' } },
} satisfies RequestExamples;
