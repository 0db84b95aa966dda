import type { RequestExamples } from '.';

const target = { examples: { 'params.name': 'releaseTarget' } } as const;

export default {
  'PUT /remotes/:name/preview': target,
  'DELETE /remotes/:name/preview': target,
} satisfies RequestExamples;
