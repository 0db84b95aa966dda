import * as v from 'valibot';
import { sessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import { call, configureApiClient } from './client';

function fakeFetch(status: number, body: unknown, seen: Request[] = []): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

describe('call', () => {
  afterEach(() => sessionStore.getState().signOut());

  it('sends the Bearer token and the locale, and checks the answer', async () => {
    const seen: Request[] = [];
    configureApiClient({
      baseUrl: 'http://api.test/api',
      fetch: fakeFetch(200, { currencyCode: 'CZK' }, seen),
    });
    sessionStore.getState().signIn('secret', { userId: 1 } as never);
    await expect(call(v.object({ currencyCode: v.string() }), 'get', '/base-currency')).resolves.toEqual({
      currencyCode: 'CZK',
    });
    expect(seen[0]!.url).toBe('http://api.test/api/base-currency');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer secret');
    expect(seen[0]!.headers.get('accept-language')).toBe('cs-CZ');
  });

  it('turns an error answer into an ApiError and reports it', async () => {
    const errors: ApiError[] = [];
    configureApiClient({
      baseUrl: 'http://api.test/api',
      fetch: fakeFetch(403, {
        code: 'user_deactivated',
        message: 'Uživatel je deaktivovaný.',
        requestId: 'r1',
        deactivated: true,
      }),
      onError: (error) => errors.push(error),
    });
    const failure = call(v.null(), 'post', '/auth/login', { json: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await failure.catch((error: ApiError) => {
      expect(error.status).toBe(403);
      expect(error.code).toBe('user_deactivated');
      expect(error.body.deactivated).toBe(true);
      expect(error.message).toBe('Uživatel je deaktivovaný.');
    });
    expect(errors).toHaveLength(1);
  });

  it('synthesises an error body when the server sent none', async () => {
    configureApiClient({ baseUrl: 'http://api.test/api', fetch: fakeFetch(502, undefined) });
    await expect(call(v.null(), 'get', '/x')).rejects.toMatchObject({
      status: 502,
      body: { code: 'http_502' },
    });
  });

  it('refuses an answer that breaks the schema', async () => {
    configureApiClient({ baseUrl: 'http://api.test/api', fetch: fakeFetch(200, { currencyCode: 5 }) });
    await expect(call(v.object({ currencyCode: v.string() }), 'get', '/base-currency')).rejects.toThrow();
  });
});
