import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ValibotTypeProvider } from '../../plugins/valibot';

export type FastifyPluginAsyncValibot<Options extends Record<string, unknown> = Record<never, never>> =
  FastifyPluginAsync<Options, RawServerDefault, ValibotTypeProvider>;
