import { sql } from 'drizzle-orm';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '2' });
});
afterAll(() => t.close());

describe('GET /api/auth/authorization', () => {
  it('answers the token and user for a Bearer token', async () => {
    const token = await loginAs(t.app, 'vendor@portal.test');
    const response = await call(t.app, 'GET', '/api/auth/authorization', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      token,
      user: { userName: 'vendor@portal.test', isVendor: true },
    });
  });

  it('accepts the session cookie', async () => {
    const token = await loginAs(t.app, 'agency@portal.test');
    const response = await call(t.app, 'GET', '/api/auth/authorization', {
      headers: { cookie: `portal_session=${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.isAgency).toBe(true);
  });

  it('answers 401 without a session or with an unknown token', async () => {
    expectError(await call(t.app, 'GET', '/api/auth/authorization'), 401, 'unauthorized');
    expectError(
      await call(t.app, 'GET', '/api/auth/authorization', { token: 'not-a-token' }),
      401,
      'unauthorized',
    );
    expectError(
      await call(t.app, 'GET', '/api/auth/authorization', { headers: { authorization: 'Basic abc' } }),
      401,
      'unauthorized',
    );
  });

  it('keeps a used session alive and ends an idle one', async () => {
    const token = await loginAs(t.app, 'retailer@portal.test');
    t.clock.advance(20 * 60_000);
    expect((await call(t.app, 'GET', '/api/auth/authorization', { token })).statusCode).toBe(200);
    t.clock.advance(20 * 60_000);
    expect((await call(t.app, 'GET', '/api/auth/authorization', { token })).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expectError(await call(t.app, 'GET', '/api/auth/authorization', { token }), 401, 'unauthorized');
  });

  it('ends a session at its hard limit however much it is used', async () => {
    const token = await loginAs(t.app, 'retailer@portal.test');
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(25 * 60_000);
      expect((await call(t.app, 'GET', '/api/auth/authorization', { token })).statusCode).toBe(200);
    }
    t.clock.advance(25 * 60_000);
    expectError(await call(t.app, 'GET', '/api/auth/authorization', { token }), 401, 'unauthorized');
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const token = await loginAs(t.app, 'vendor@portal.test');
    const response = await call(t.app, 'POST', '/api/auth/logout', { token });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'portal_session')?.value).toBe('');
    expectError(await call(t.app, 'GET', '/api/auth/authorization', { token }), 401, 'unauthorized');
  });

  it('needs a session', async () => {
    expectError(await call(t.app, 'POST', '/api/auth/logout'), 401, 'unauthorized');
  });

  it('leaves the other sessions of the same user alone', async () => {
    const first = await loginAs(t.app, 'vendor@portal.test');
    const second = await loginAs(t.app, 'vendor@portal.test');
    await call(t.app, 'POST', '/api/auth/logout', { token: first });
    expect((await call(t.app, 'GET', '/api/auth/authorization', { token: second })).statusCode).toBe(200);
  });
});

describe('deactivating a user', () => {
  it('ends their open sessions at the next call', async () => {
    const token = await loginAs(t.app, 'marketing@portal.test');
    await t.database.db.execute(sql`update users set active = false where email = 'marketing@portal.test'`);
    expectError(await call(t.app, 'GET', '/api/auth/authorization', { token }), 401, 'unauthorized');
  });
});
