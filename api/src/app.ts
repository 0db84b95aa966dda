import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from './db/client';
import { addAccessHooks, type RouteAccess } from './plugins/access';
import { authDecorator } from './plugins/auth';
import { compressionOptions } from './plugins/compression';
import { loadRouteModules } from './routes/support/load-route-modules';
import type { RouteDeps } from './routes/support/route-module';
import { frontendPlugin } from './plugins/frontend';
import { errorHandlerPlugin, sendError } from './plugins/error-handler';
import {
  jsonSchemaOf,
  refuseUnstorableText,
  valibotSerializerCompiler,
  valibotValidatorCompiler,
} from './plugins/valibot';
import type { AppContext } from './services/context';
import { loadDeployTokens, type DeployTokens } from './services/releases';
import { alwaysReady, type Readiness } from './services/lifecycle';

export interface BuildAppOptions {
  ctx: Omit<AppContext, 'log'>;
  database: Pick<DatabaseHandle, 'kind' | 'ping'>;
  /** Deploy tokens of the release API; default: the configuration's, or DATA_DIR's token files. */
  deployTokens?: DeployTokens;
  /** Pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Whether the instance takes new work (GET /api/health/ready); default: always. */
  readiness?: Readiness;
  /** Tests only: answer the access probe header (plugins/access.ts) instead of running the handler. */
  accessProbe?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its access declaration, as registered (the authorisation matrix walks it). */
    routeAccess: readonly RouteAccess[];
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export async function buildApp({
  ctx: baseCtx,
  database,
  logger,
  deployTokens: givenTokens,
  accessProbe = false,
  readiness,
}: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = baseCtx;
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // A caller's (or a gateway's) id is kept if it looks like one, so a request can be followed across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (a malformed percent-encoding, a path segment past 100 characters)
    // answer in the one error shape too (they pass no hooks: the request id header is set here).
    frameworkErrors: (error, request, reply) => {
      void reply.header('x-request-id', request.id);
      return error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? sendError(request, reply, 414, 'url_too_long')
        : sendError(request, reply, 400, 'invalid_url');
    },
  });
  const ctx: AppContext = { ...baseCtx, log: app.log };
  const deployTokens = givenTokens ?? (await loadDeployTokens(config));

  app.setValidatorCompiler(valibotValidatorCompiler);
  app.setSerializerCompiler(valibotSerializerCompiler(config.env === 'test'));
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin, { bodyLimit: config.bodyLimitBytes });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Released versions hosted on another origin (REMOTE_ORIGINS, docs/releasing.md): exactly those.
        scriptSrc: ["'self'", ...config.remoteOrigins],
        // antd writes its styles at run time (CSS-in-JS).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...config.remoteOrigins],
        fontSrc: ["'self'", 'data:', ...config.remoteOrigins],
        connectSrc: ["'self'", ...config.remoteOrigins],
        // The embedded external dashboard (docs/dashboards.md), when the deployment has one.
        frameSrc: config.dashboards ? ["'self'", `https://${config.dashboards.host}`] : ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Retail media portal API',
        version: '0.1.0',
        description:
          'Every call of the portal. Sessions: cookie portal_session or Authorization: Bearer followed by the login token.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'portal_session' },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      if (!schema) return { schema, url };
      const converted: Record<string, unknown> = { ...schema };
      for (const key of ['body', 'querystring', 'params', 'headers'] as const) {
        if (schema[key]) converted[key] = jsonSchemaOf(schema[key]);
      }
      if (schema.response) {
        converted.response = Object.fromEntries(
          Object.entries(schema.response as Record<string, unknown>).map(([status, answer]) => [
            status,
            jsonSchemaOf(answer),
          ]),
        );
      }
      if ((route.config as { access?: { tenancy?: string } } | undefined)?.access?.tenancy !== 'public')
        converted.security = [{ bearer: [] }, { cookie: [] }];
      return { schema: converted as typeof schema, url };
    },
  });
  await app.register(authDecorator);
  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);

  // Compression is scoped to the API and its docs: the front end is compressed at build time and
  // served as it is (frontend.ts), so it must not pass through here again.
  await app.register(async (compressed) => {
    await compressed.register(compress, compressionOptions);
    await compressed.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    await compressed.register(
      async (api) => {
        api.addHook('preValidation', refuseUnstorableText);
        addAccessHooks(api, ctx, {
          routeTable: routeAccess,
          probe: accessProbe && config.env === 'test',
          deployTokens,
        });
        const deps: RouteDeps = { ctx, database, readiness: readiness ?? alwaysReady };
        for (const { module } of await loadRouteModules())
          await api.register(module.default as FastifyPluginAsync<RouteDeps>, deps);
      },
      { prefix: '/api' },
    );
  });
  await app.register(frontendPlugin, { ctx });
  return app;
}
