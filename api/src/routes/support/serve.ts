import type { EndpointDeclaration, NonJsonAnswer } from '@portal/shared-contracts';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type * as v from 'valibot';
import { CSV_RESPONSE } from './csv-reply';
import { errorResponses } from './schemas';
import type { RouteApp } from './route-module';

type In<S> = S extends v.GenericSchema ? v.InferOutput<S> : unknown;

/** The request of an endpoint's route, typed by its declared schemas. */
export type EndpointRequest<E extends EndpointDeclaration> = FastifyRequest<{
  Params: In<E['params']>;
  Querystring: In<E['query']>;
  Body: In<E['body']>;
}>;

export interface ServeOptions {
  /** The OpenAPI document's words for the call. */
  summary: string;
  description?: string;
  tags: readonly string[];
  /** The OpenAPI description of a non-JSON answer, where the default for its kind says too little. */
  answerDocs?: Record<string, unknown>;
  /** What only the server decides about the route (never its method, path or schemas). */
  route?: Pick<RouteShorthandOptions, 'bodyLimit' | 'exposeHeadRoute' | 'logLevel'>;
}

const NON_JSON_DOCS: Record<NonJsonAnswer, Record<string, unknown>> = {
  binary: { description: 'The file', type: 'string', format: 'binary' },
  csv: CSV_RESPONSE,
  html: { description: 'An HTML page', type: 'string' },
  script: { description: 'A script (application/javascript)', type: 'string' },
  empty: { description: 'No content', type: 'null' },
};

/**
 * Registers the route of one endpoint declaration of shared-contracts: its method, path, schemas and
 * access come from the declaration (the browser's function is made from the same one), the handler
 * and the documentation from here.
 */
export function serve<E extends EndpointDeclaration>(
  app: RouteApp,
  declaration: E,
  options: ServeOptions,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => unknown,
): void {
  const { method, path, params, query, body, response, status = 200, access } = declaration;
  const answer = typeof response === 'string' ? (options.answerDocs ?? NON_JSON_DOCS[response]) : response;
  app.route({
    method: method.toUpperCase() as Uppercase<typeof method>,
    url: path,
    ...options.route,
    config: { access, endpoint: declaration },
    schema: {
      tags: [...options.tags],
      summary: options.summary,
      ...(options.description ? { description: options.description } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body === 'multipart' ? { consumes: ['multipart/form-data'] } : body ? { body } : {}),
      response: { [status]: answer, ...errorResponses },
    },
    handler: handler as never,
  });
}
