import { DEMO_PASSWORD } from '../src/demo/seed/demo-users';
import { call, createTestApp, expectError, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '3' });
});
afterAll(() => t.close());

const login = (body: unknown, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/api/auth/login', { body, headers });

describe('POST /api/auth/login', () => {
  it.each([
    ['admin@portal.test', { isAdministrator: true, isRetailer: true, isVendor: false, isAgency: false }],
    ['retailer@portal.test', { isAdministrator: false, isRetailer: true, isSalesPerson: false }],
    ['sales@portal.test', { isRetailer: true, isSalesPerson: true }],
    ['vendor@portal.test', { isVendor: true, isRetailer: false, companyName: 'Acme Foods', agencyId: null }],
    ['agency@portal.test', { isAgency: true, isVendor: false, companyName: 'MediaMax Agency s.r.o.' }],
  ])('signs in %s with token, user info and an HttpOnly cookie', async (email, flags) => {
    // The token in the answer is for API clients that ask for it (the browser gets null).
    const response = await login({ login: email, password: DEMO_PASSWORD }, { 'x-auth-mode': 'bearer' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      userName: email,
      defaultPage: '/campaigns',
      currencyCode: 'CZK',
      originalTokenOfRetailer: null,
      ...flags,
    });
    const cookie = response.cookies.find((c) => c.name === 'portal_session');
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    // The hint a page's script reads to know a session was given; no secret in it.
    const hint = response.cookies.find((c) => c.name === 'portal_signed_in');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
  });

  it('gives an agency user its agency and itself as the agency contact', async () => {
    const { user } = (await login({ login: 'agency@portal.test', password: DEMO_PASSWORD })).json();
    expect(user.agencyId).toBe(user.companyId);
    expect(user.agencyContactId).toBe(user.userId);
  });

  it('accepts the login regardless of letter case and surrounding spaces', async () => {
    const response = await login({ login: '  Vendor@Portal.TEST ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with the spec text', async () => {
    const body = expectError(
      await login({ login: 'retailer@portal.test', password: 'wrong-password' }),
      401,
      'invalid_credentials',
    );
    expect(body.message).toBe('Jméno a heslo se neshodují.');
  });

  it('refuses an unknown login with the same answer as a wrong password', async () => {
    const body = expectError(
      await login({ login: 'nobody@portal.test', password: DEMO_PASSWORD }),
      401,
      'invalid_credentials',
    );
    expect(body.message).toBe('Jméno a heslo se neshodují.');
  });

  it('answers in the language the client asks for', async () => {
    const en = expectError(
      await login({ login: 'x@portal.test', password: 'x' }, { 'accept-language': 'en-GB' }),
      401,
      'invalid_credentials',
    );
    expect(en.message).toBe('The name and password do not match.');
    const pl = expectError(
      await login({ login: 'y@portal.test', password: 'x' }, { 'accept-language': 'pl-PL,pl;q=0.9' }),
      401,
      'invalid_credentials',
    );
    expect(pl.message).toBe('Nazwa użytkownika i hasło nie są zgodne.');
  });

  it('refuses a deactivated user with `deactivated` and the message', async () => {
    const body = expectError(
      await login({ login: 'inactive@portal.test', password: DEMO_PASSWORD }),
      403,
      'user_deactivated',
    );
    expect(body).toMatchObject({
      deactivated: true,
      message: 'Uživatel je deaktivovaný. Kontaktujte prosím administrátora.',
    });
  });

  it('does not tell a deactivated account apart when the password is wrong', async () => {
    expectError(await login({ login: 'inactive@portal.test', password: 'nope' }), 401, 'invalid_credentials');
  });

  it('requires both fields, naming each', async () => {
    const body = expectError(await login({ login: '', password: '' }), 400, 'validation_failed');
    expect(body.fieldErrors).toEqual({
      login: ['Pole login je povinné.'],
      password: ['Pole password je povinné.'],
    });
    const missing = expectError(await login({}), 400, 'validation_failed');
    expect(Object.keys(missing.fieldErrors as object).sort()).toEqual(['login', 'password']);
  });

  it('refuses wrong types', async () => {
    const body = expectError(await login({ login: 42, password: ['x'] }), 400, 'validation_failed');
    expect(body.fieldErrors).toEqual({
      login: ['Pole login má nesprávný typ hodnoty.'],
      password: ['Pole password má nesprávný typ hodnoty.'],
    });
  });

  it('slows down guessing: after the limit of failures it answers 429 with a clear message, even for the right password', async () => {
    const attempt = (password: string) =>
      login({ login: 'sales@portal.test', password }, { 'accept-language': 'en-GB' });
    for (let i = 0; i < 3; i += 1) expectError(await attempt('wrong'), 401, 'invalid_credentials');
    const blocked = await attempt(DEMO_PASSWORD);
    const body = expectError(blocked, 429, 'too_many_login_attempts');
    expect(body.message).toBe('Too many login attempts. Try again in 15 minutes.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // Other accounts from the same address are not affected.
    expect((await login({ login: 'retailer@portal.test', password: DEMO_PASSWORD })).statusCode).toBe(200);
    // The window passes.
    t.clock.advance(16 * 60_000);
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const attempt = (password: string) => login({ login: 'sales2@portal.test', password });
    for (let i = 0; i < 2; i += 1) expectError(await attempt('wrong'), 401, 'invalid_credentials');
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) expectError(await attempt('wrong'), 401, 'invalid_credentials');
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('writes Czech plurals in the rate-limit message', async () => {
    const attempt = () => login({ login: 'traffic@portal.test', password: 'wrong' });
    for (let i = 0; i < 3; i += 1) await attempt();
    t.clock.advance(13 * 60_000);
    const body = expectError(await attempt(), 429, 'too_many_login_attempts');
    expect(body.message).toBe('Příliš mnoho pokusů o přihlášení. Zkuste to znovu za 2 minuty.');
  });
});
