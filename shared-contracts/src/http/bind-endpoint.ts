import type { Options } from 'ky';
import type * as v from 'valibot';
import { call, NoContentSchema } from './client';
import { endpointPath, type EndpointDeclaration } from './endpoint';

type PathParams = Readonly<Record<string, string | number>>;

/** What one call sends: the path's parameters and ky's options (json, searchParams, body, signal…). */
export type SendInput<E extends EndpointDeclaration> = Omit<Options, 'method' | 'prefixUrl' | 'json'> & {
  params?: PathParams;
  json?: E['body'] extends v.GenericSchema ? v.InferInput<E['body']> : Record<string, never>;
};

export type AnswerOf<E extends EndpointDeclaration> = E['response'] extends v.GenericSchema
  ? v.InferOutput<E['response']>
  : E['response'] extends 'empty'
    ? null
    : never;

export interface BoundEndpoint<E extends EndpointDeclaration> {
  /** Sends the call and checks its answer against the declared schema. */
  send: (input?: SendInput<E>) => Promise<AnswerOf<E>>;
  /** The call's path under /api, for uploads that report progress. */
  path: (params?: PathParams) => string;
  /**
   * The call's address on the portal's own origin ('/api/…'), for links, images and downloads the
   * browser follows itself (the page and the API share an origin, as the ky instance assumes).
   */
  url: (params?: PathParams, query?: URLSearchParams) => string;
}

const bound = new Map<EndpointDeclaration, number>();

/** How many client functions are bound to each endpoint (the contracts test wants exactly one each). */
export const boundEndpointCounts = (): ReadonlyMap<EndpointDeclaration, number> => bound;

/**
 * The browser's function for one endpoint: `make` gets the endpoint's send, path and url and returns
 * the function screens call, with whatever arguments suit them; the method and path come from the
 * declaration only.
 */
export function bindEndpoint<E extends EndpointDeclaration, F>(
  declaration: E,
  make: (endpoint: BoundEndpoint<E>) => F,
): F {
  bound.set(declaration, (bound.get(declaration) ?? 0) + 1);
  const { response } = declaration;
  const schema: v.GenericSchema | undefined =
    typeof response !== 'string' ? response : response === 'empty' ? NoContentSchema : undefined;
  return make({
    send: async ({ params, ...init } = {}) => {
      if (!schema) throw new Error(`${declaration.path} answers ${String(response)}: follow its url instead`);
      return call(schema, declaration.method, endpointPath(declaration, params), init as Options) as Promise<
        AnswerOf<E>
      >;
    },
    path: (params) => endpointPath(declaration, params),
    url: (params, query) => {
      const search = query?.toString();
      return `/api${endpointPath(declaration, params)}${search ? `?${search}` : ''}`;
    },
  });
}
