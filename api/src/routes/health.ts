import * as v from 'valibot';
import { AppError } from '../errors';
import type { FastifyPluginAsyncValibot } from './types';
import { access } from '../access/access';

const HealthSchema = v.object({ status: v.literal('ok'), database: v.picklist(['pglite', 'postgres']) });

export const healthRoutes: FastifyPluginAsyncValibot<{
  ping: () => Promise<void>;
  kind: 'pglite' | 'postgres';
}> = async (app, { ping, kind }) => {
  app.get(
    '/health',
    {
      config: { access: access.public() },
      schema: {
        tags: ['system'],
        summary: 'Ready once the database answers',
        response: { 200: HealthSchema },
      },
    },
    async () => {
      await ping().catch(() => {
        throw new AppError(503, 'service_unavailable');
      });
      return { status: 'ok' as const, database: kind };
    },
  );
};
