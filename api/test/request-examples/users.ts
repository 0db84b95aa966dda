import type { RequestExamples } from '.';

const user = { examples: { 'params.id': 'user' } } as const;

export default {
  'GET /users/:id': user,
  'GET /users/:id/edit': user,
  'PUT /users/:id': user,
  'GET /users/:id/impersonation-history': user,
  'POST /users/:id/deactivate': user,
  'POST /users/:id/reactivate': user,
} satisfies RequestExamples;
