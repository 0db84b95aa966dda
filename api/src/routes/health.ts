import * as v from 'valibot';
import { AppError } from '../errors';
import type { FastifyPluginAsyncValibot } from './types';
import { access } from '../access/access';
import type { Readiness } from '../services/lifecycle/readiness';

const HealthSchema = v.object({ status: v.literal('ok'), database: v.picklist(['pglite', 'postgres']) });
const ReadySchema = v.object({ status: v.literal('ready'), database: v.picklist(['pglite', 'postgres']) });

/**
 * /health is the liveness check (the process answers and its database does); /health/ready the
 * readiness check a gateway routes by: 503 from the moment the instance is told to stop
 * (services/lifecycle/readiness.ts), while it still finishes what it has.
 */
export const healthRoutes: FastifyPluginAsyncValibot<{
  ping: () => Promise<void>;
  kind: 'pglite' | 'postgres';
  readiness: Readiness;
}> = async (app, { ping, kind, readiness }) => {
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

  app.get(
    '/health/ready',
    {
      // A gateway asks every second: only a failure is worth a log line.
      logLevel: 'warn',
      config: { access: access.public() },
      schema: {
        tags: ['system'],
        summary:
          'Ready for new requests: the database answers and the instance is not stopping (503 otherwise)',
        response: { 200: ReadySchema },
      },
    },
    async () => {
      if (!readiness.isReady()) throw new AppError(503, 'service_unavailable');
      await ping().catch(() => {
        throw new AppError(503, 'service_unavailable');
      });
      return { status: 'ready' as const, database: kind };
    },
  );
};
