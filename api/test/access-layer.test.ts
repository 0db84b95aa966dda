import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { access } from '@portal/shared-contracts';
import { ACCESS_PROBE_HEADER, addAccessHooks, type RouteAccess } from '../src/plugins/access';
import type { AppContext } from '../src/services/context';
import { deployTokens } from '../src/services/releases/deploy-tokens';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('declarations are checked at start-up', () => {
  async function scopeWithAccessLayer() {
    const app = Fastify();
    const table: RouteAccess[] = [];
    let scope: FastifyInstance | undefined;
    await app.register(cookie);
    await app.register(async (api) => {
      addAccessHooks(api, {} as AppContext, {
        routeTable: table,
        probe: false,
        deployTokens: deployTokens({}),
      });
      scope = api as unknown as FastifyInstance;
    });
    return { app, scope: scope!, table };
  }

  it('refuses a route without a declaration', async () => {
    const { scope } = await scopeWithAccessLayer();
    expect(() => scope.get('/undeclared', async () => 'open')).toThrow(
      'Route GET /undeclared declares no access (config.access) (docs/access.md)',
    );
  });

  it('refuses a declaration with an unknown role set, kind or a parameter its path lacks', async () => {
    const { scope } = await scopeWithAccessLayer();
    expect(() =>
      scope.get(
        '/a',
        { config: { access: { tenancy: 'shared', who: 'everybody' } as never } },
        async () => 1,
      ),
    ).toThrow('names an unknown role set everybody');
    expect(() =>
      scope.get(
        '/b/:id',
        {
          config: {
            access: { tenancy: 'company', who: 'buyers', resource: 'product', ref: 'params.id' } as never,
          },
        },
        async () => 1,
      ),
    ).toThrow('names product, which is not a kind whose company can be looked up');
    expect(() =>
      scope.get(
        '/c',
        { config: { access: access.company('buyers', 'campaign', 'params.id') } },
        async () => 1,
      ),
    ).toThrow('refers to params.id, which its path /c does not have');
    expect(() =>
      scope.get('/d', { config: { access: { tenancy: 'retailer', who: 'buyers' } as never } }, async () => 1),
    ).toThrow('is retailer-wide but admits buyers');
  });

  it('lists every declared route once per method, without the HEAD twins of GET routes', async () => {
    const { app, scope, table } = await scopeWithAccessLayer();
    scope.get('/x', { config: { access: access.shared() } }, async () => 1);
    scope.route({
      method: ['PUT', 'DELETE'],
      url: '/y',
      config: { access: access.retailer() },
      handler: async () => 1,
    });
    await app.ready();
    expect(table.map((route) => `${route.method} ${route.url}`)).toEqual(['GET /x', 'PUT /y', 'DELETE /y']);
  });
});

describe('writes from another site', () => {
  const foreign = { origin: 'https://evil.example' };

  it('refuses a cookie-authenticated write whose Origin is another site, without a body too', async () => {
    const token = await loginAs(t.app, 'vendor@portal.test');
    const session = { cookie: `portal_session=${token}` };
    expectError(
      await call(t.app, 'POST', '/api/auth/logout', { headers: { ...session, ...foreign } }),
      403,
      'cross_site_request',
    );
    expectError(
      await call(t.app, 'POST', '/api/auth/logout', {
        headers: { ...session, 'sec-fetch-site': 'cross-site' },
      }),
      403,
      'cross_site_request',
    );
    expectError(
      await call(t.app, 'POST', '/api/auth/logout', { headers: { ...session, origin: 'null' } }),
      403,
      'cross_site_request',
    );
    // The session is still there: the refused logout did nothing.
    expect((await call(t.app, 'GET', '/api/auth/authorization', { token })).statusCode).toBe(200);
  });

  it('lets through reads, same-origin writes, bearer writes and callers that are not browsers', async () => {
    const token = await loginAs(t.app, 'vendor@portal.test');
    const session = { cookie: `portal_session=${token}` };
    expect(
      (await call(t.app, 'GET', '/api/auth/authorization', { headers: { ...session, ...foreign } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call(t.app, 'PUT', '/api/users/update-preferred-locale/0', {
          headers: { ...session, origin: 'http://localhost:80', host: 'localhost:80' },
          body: { locale: 'cs-CZ' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(t.app, 'POST', '/api/auth/logout', {
          headers: { ...session, origin: 'http://portal.test', 'sec-fetch-site': 'same-origin' },
        })
      ).statusCode,
    ).toBe(204);
    const bearer = await loginAs(t.app, 'vendor@portal.test');
    expect(
      (await call(t.app, 'POST', '/api/auth/logout', { token: bearer, headers: foreign })).statusCode,
    ).toBe(204);
    const plain = await loginAs(t.app, 'vendor@portal.test');
    expect(
      (await call(t.app, 'POST', '/api/auth/logout', { headers: { cookie: `portal_session=${plain}` } }))
        .statusCode,
    ).toBe(204);
  });

  it("compares scheme, host and port of the Origin with the portal's own", async () => {
    const token = await loginAs(t.app, 'vendor@portal.test');
    const session = { cookie: `portal_session=${token}` };
    // The test portal is http://portal.test (PUBLIC_URL); inject's own host is localhost:80.
    for (const origin of [
      'https://portal.test',
      'http://portal.test:8080',
      'https://localhost',
      'http://localhost:8080',
      'http://portal.test.evil.example',
      'http://evil.portal.test',
    ]) {
      const answer = await call(t.app, 'POST', '/api/auth/logout', { headers: { ...session, origin } });
      expect({ origin, status: answer.statusCode }).toEqual({ origin, status: 403 });
    }
    expect((await call(t.app, 'GET', '/api/auth/authorization', { token })).statusCode).toBe(200);
    expect(
      (
        await call(t.app, 'POST', '/api/auth/logout', {
          headers: { ...session, origin: 'http://portal.test:80' },
        })
      ).statusCode,
    ).toBe(204);
  });

  it('refuses a sign-in posted from another site (login forgery)', async () => {
    expectError(
      await call(t.app, 'POST', '/api/auth/login', {
        headers: foreign,
        body: { login: 'vendor@portal.test', password: 'Portal123!' },
      }),
      403,
      'cross_site_request',
    );
  });
});

describe('the access probe', () => {
  it('is answered only by test apps that ask for it: elsewhere the call runs as usual', async () => {
    const token = await loginAs(t.app, 'vendor@portal.test');
    const response = await call(t.app, 'POST', '/api/auth/logout', {
      token,
      headers: { [ACCESS_PROBE_HEADER]: '1' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers[ACCESS_PROBE_HEADER]).toBeUndefined();
    expectError(await call(t.app, 'GET', '/api/auth/authorization', { token }), 401, 'unauthorized');
  });
});
