import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseHandle } from '../../db/client';
import type { AppContext } from '../../services/context';
import type { ValibotTypeProvider } from '../../plugins/valibot';
import type { Readiness } from '../../services/lifecycle';

/** The /api scope a route module registers its routes on. */
export type RouteApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ValibotTypeProvider
>;

/** What every route module is given. */
export type RouteDeps = {
  ctx: AppContext;
  database: Pick<DatabaseHandle, 'kind' | 'ping'>;
  readiness: Readiness;
};

/** A file of api/src/routes: its default export registers its routes (registered from the folder). */
export interface RouteModule {
  default: (app: RouteApp, deps: RouteDeps) => Promise<void> | void;
}
