import { healthEndpoint, healthReadyEndpoint } from '@portal/shared-contracts';
import { AppError } from '../errors';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

/**
 * /health is the liveness check (the process answers and its database does); /health/ready the
 * readiness check a gateway routes by: 503 from the moment the instance is told to stop
 * (services/lifecycle/readiness.ts), while it still finishes what it has.
 */
export default async function healthRoutes(app: RouteApp, { database, readiness }: RouteDeps): Promise<void> {
  const { ping, kind } = database;
  serve(app, healthEndpoint, { tags: ['system'], summary: 'Ready once the database answers' }, async () => {
    await ping().catch(() => {
      throw new AppError(503, 'service_unavailable');
    });
    return { status: 'ok' as const, database: kind };
  });

  serve(
    app,
    healthReadyEndpoint,
    {
      tags: ['system'],
      summary:
        'Ready for new requests: the database answers and the instance is not stopping (503 otherwise)',
      // A gateway asks every second: only a failure is worth a log line.
      route: { logLevel: 'warn' },
    },
    async () => {
      if (!readiness.isReady()) throw new AppError(503, 'service_unavailable');
      await ping().catch(() => {
        throw new AppError(503, 'service_unavailable');
      });
      return { status: 'ready' as const, database: kind };
    },
  );
}
