import type * as v from 'valibot';
import type { Access } from './access';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a call answers when it is not JSON: a file, a CSV download, an HTML page, a script, or nothing. */
export type NonJsonAnswer = 'binary' | 'csv' | 'html' | 'script' | 'empty';

/**
 * One API call, said once: the browser's function (`bindEndpoint`) and the API's route (api/src/routes,
 * `serve`) are both made from it, so their method and path cannot differ, and the OpenAPI document
 * and the access matrix read it too.
 */
export interface EndpointDeclaration {
  readonly method: HttpMethod;
  /** The path under /api, parameters as `:name`. */
  readonly path: `/${string}`;
  readonly params?: v.GenericSchema;
  readonly query?: v.GenericSchema;
  /** The JSON body's schema, or 'multipart' for an upload (its parts are read by the route). */
  readonly body?: v.GenericSchema | 'multipart';
  /** The success answer's schema, or what it is when not JSON. */
  readonly response: v.GenericSchema | NonJsonAnswer;
  /** The success status (200 unless said). */
  readonly status?: 200 | 201 | 202 | 204;
  readonly access: Access;
  /**
   * Who makes this call when no function of this package does: the ad server (its notifications), an
   * operator or load balancer (health), a team's release tool, or a person following a link the API
   * itself hands out (`link`: made from this declaration by the API, e.g. a creative zip's download).
   */
  readonly caller?: 'ad-server' | 'operations' | 'release-tool' | 'link';
}

const ENDPOINT = Symbol.for('portal.endpoint');

/** Declares an endpoint (marked, so `isEndpoint` finds every declaration among a module's exports). */
export function endpoint<const E extends EndpointDeclaration>(declaration: E): E {
  Object.defineProperty(declaration, ENDPOINT, { value: true });
  return declaration;
}

export const isEndpoint = (value: unknown): value is EndpointDeclaration =>
  typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[ENDPOINT] === true;

/** The parameters of a path such as '/campaigns/:id/items/:itemId'. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((match) => match[1] as string);
}

/** The path of one call: every `:name` replaced by its value, encoded. */
export function endpointPath(
  declaration: Pick<EndpointDeclaration, 'path'>,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return declaration.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${declaration.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
