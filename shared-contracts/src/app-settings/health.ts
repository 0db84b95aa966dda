import * as v from 'valibot';
import { access } from '../http/access';
import { endpoint } from '../http/endpoint';

const DatabaseKindSchema = v.picklist(['pglite', 'postgres']);

export const HealthSchema = v.object({ status: v.literal('ok'), database: DatabaseKindSchema });
export const ReadySchema = v.object({ status: v.literal('ready'), database: DatabaseKindSchema });

/** GET /health: the liveness check of operators and load balancers (no screen calls it). */
export const healthEndpoint = endpoint({
  method: 'get',
  path: '/health',
  response: HealthSchema,
  access: access.public(),
  caller: 'operations',
});

/** GET /health/ready: the readiness check a gateway routes by (503 while the instance stops). */
export const healthReadyEndpoint = endpoint({
  method: 'get',
  path: '/health/ready',
  response: ReadySchema,
  access: access.public(),
  caller: 'operations',
});
