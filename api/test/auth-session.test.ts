import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../src/demo/seed/demo-users';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import { rows } from './ordering-fixtures';

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

describe('the session token in answers', () => {
  const signIn = (headers: Record<string, string> = {}) =>
    call(t.app, 'POST', '/api/auth/login', {
      body: { login: 'vendor@portal.test', password: DEMO_PASSWORD },
      headers,
    });
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((cookie) => cookie.name === 'portal_session')!.value;

  it('is never given to the browser, which holds the session in the HttpOnly cookie', async () => {
    const login = await signIn({ 'sec-fetch-site': 'same-origin' });
    expect(login.statusCode).toBe(200);
    expect(login.json().token).toBeNull();
    const cookie = login.cookies.find((c) => c.name === 'portal_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const check = await call(t.app, 'GET', '/api/auth/authorization', {
      headers: { cookie: `portal_session=${cookie.value}` },
    });
    expect(check.json()).toMatchObject({ token: null, user: { userName: 'vendor@portal.test' } });
  });

  it('is given to an API client that asks for it, and to one that authenticates with it', async () => {
    const login = await signIn({ 'x-auth-mode': 'bearer' });
    const token = login.json().token as string;
    expect(token).toBe(cookieOf(login));
    expect((await call(t.app, 'GET', '/api/auth/authorization', { token })).json().token).toBe(token);
  });

  it('is never given to a cookie-authenticated request, whatever headers a script adds', async () => {
    const login = await signIn({ 'x-auth-mode': 'bearer' });
    const cookie = `portal_session=${cookieOf(login)}`;
    const scriptHeaders: Record<string, string>[] = [
      { 'x-auth-mode': 'bearer' },
      { 'x-auth-mode': 'Bearer' },
      { 'x-auth-mode': 'bearer', 'sec-fetch-site': 'same-origin', 'x-requested-with': 'XMLHttpRequest' },
      { 'x-auth-mode': 'bearer', authorization: 'Basic eDp5' },
      { 'x-auth-mode': 'bearer', authorization: 'Bearer' },
    ];
    for (const headers of scriptHeaders) {
      const check = await call(t.app, 'GET', '/api/auth/authorization', { headers: { ...headers, cookie } });
      expect({ headers, token: check.json().token }).toEqual({ headers, token: null });
    }
    // Signing in again from a page that holds a session does not hand the new token to the script either.
    const again = await signIn({ 'x-auth-mode': 'bearer', cookie });
    expect(again.statusCode).toBe(200);
    expect(again.json().token).toBeNull();
    const retailer = await signIn({ 'x-auth-mode': 'bearer' });
    expect(retailer.json().token).toEqual(expect.any(String));
  });

  it('of an impersonation goes only to a retailer that authenticates with Bearer', async () => {
    const vendor = (
      await rows<{ id: number }>(t, sql`select id from users where email = 'vendor@portal.test'`)
    )[0]!;
    const retailerToken = await loginAs(t.app, 'retailer@portal.test');
    const byCookie = await call(t.app, 'POST', '/api/auth/login-as-user', {
      headers: { cookie: `portal_session=${retailerToken}` },
      body: { id: vendor.id },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().token).toBeNull();
    const back = await call(t.app, 'POST', '/api/auth/return-to-retailer', {
      headers: { cookie: `portal_session=${cookieOf(byCookie)}` },
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().token).toBeNull();
    const byBearer = await call(t.app, 'POST', '/api/auth/login-as-user', {
      token: await loginAs(t.app, 'retailer@portal.test'),
      body: { id: vendor.id },
    });
    expect(byBearer.json().token).toBe(cookieOf(byBearer));
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const token = await loginAs(t.app, 'vendor@portal.test');
    const response = await call(t.app, 'POST', '/api/auth/logout', { token });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'portal_session')?.value).toBe('');
    expect(response.cookies.find((c) => c.name === 'portal_signed_in')?.value).toBe('');
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
