import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import { TOKEN_MODE_HEADER } from '../auth/user-info';
import { ErrorBodySchema } from '../common/error-body';
import { sessionStore } from '../session/session-store';
import { ApiError } from './api-error';

export interface ApiClientOptions {
  /** Absolute URL of the API root, for example http://localhost:8080/api. In a browser the default is `${origin}/api`. */
  baseUrl?: string;
  /** Called with every failed answer before the caller sees it (the shell logs out on 401, redirects on 403). */
  onError?: (error: ApiError) => void;
  /** A fetch implementation other than the global one (tests). */
  fetch?: typeof fetch;
  /**
   * Outside a browser there is no cookie jar: ask the server for the session token when signing in
   * (TOKEN_MODE_HEADER) and send it as Bearer. The browser app leaves this off and never sees a token.
   */
  bearerToken?: boolean;
}

let options: ApiClientOptions = {};
let instance: KyInstance | undefined;

function defaultBaseUrl(): string {
  if (typeof window !== 'undefined' && window.location) return `${window.location.origin}/api`;
  throw new Error('configureApiClient({ baseUrl }) must be called outside a browser');
}

/** The absolute URL of an API path ('/campaign-item/1'), as the ky instance builds it. */
export function apiUrl(path: string): string {
  return `${(options.baseUrl ?? defaultBaseUrl()).replace(/\/+$/, '')}/${path.replace(/^\//, '')}`;
}

/** The headers every call carries: the Bearer token if one is held and the UI locale for server messages. */
export function sessionHeaders(): Record<string, string> {
  const { token, locale } = sessionStore.getState();
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(options.bearerToken ? { [TOKEN_MODE_HEADER]: 'bearer' } : {}),
    'Accept-Language': locale,
  };
}

/** The ApiError of a failed answer: the server's error body, or one made from the status. */
export function apiErrorOf(status: number, statusText: string, body: unknown): ApiError {
  const parsed = v.safeParse(ErrorBodySchema, body);
  return new ApiError(
    status,
    parsed.success
      ? parsed.output
      : { code: `http_${status}`, message: statusText || `HTTP ${status}`, requestId: '' },
  );
}

/** Hands a failed call to the configured onError (the shell logs out on 401, redirects on 403). */
export function reportApiError(error: ApiError): void {
  options.onError?.(error);
}

/** One ky instance for every call: cookies, the Bearer token if one is held, the UI locale for server messages. */
export function configureApiClient(next: ApiClientOptions): void {
  options = next;
  instance = undefined;
}

export function http(): KyInstance {
  instance ??= ky.create({
    prefixUrl: options.baseUrl ?? defaultBaseUrl(),
    credentials: 'include',
    timeout: 30_000,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          for (const [name, value] of Object.entries(sessionHeaders())) request.headers.set(name, value);
        },
      ],
    },
  });
  return instance;
}

async function toApiError(error: unknown): Promise<unknown> {
  if (!(error instanceof HTTPError)) return error;
  let body: unknown;
  try {
    body = await error.response.json();
  } catch {
    body = undefined;
  }
  return apiErrorOf(error.response.status, error.response.statusText, body);
}

/** Sends one request and checks the answer against its schema. */
export async function call<TSchema extends v.GenericSchema>(
  schema: TSchema,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  init: Options = {},
): Promise<v.InferOutput<TSchema>> {
  try {
    const response = await http()(path.replace(/^\//, ''), { ...init, method });
    const text = await response.text();
    return v.parse(schema, text ? JSON.parse(text) : null);
  } catch (error) {
    const converted = await toApiError(error);
    if (converted instanceof ApiError) reportApiError(converted);
    throw converted;
  }
}

export const NoContentSchema = v.null();
