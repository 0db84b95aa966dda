import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function session(email: string) {
  const response = await call(t.app, 'POST', '/api/auth/login', {
    body: { login: email, password: 'Portal123!' },
    headers: { 'x-auth-mode': 'bearer' },
  });
  return response.json() as { token: string; user: { userId: number } };
}

describe('GET /api/base-currency', () => {
  it('is CZK', async () => {
    const token = await loginAs(t.app, 'vendor@portal.test');
    expect((await call(t.app, 'GET', '/api/base-currency', { token })).json()).toEqual({
      currencyCode: 'CZK',
    });
    expectError(await call(t.app, 'GET', '/api/base-currency'), 401, 'unauthorized');
  });
});

describe('GET /api/user-profile/logged-in-user', () => {
  it('gives the profile with the sales persons', async () => {
    const token = await loginAs(t.app, 'vendor@portal.test');
    const response = await call(t.app, 'GET', '/api/user-profile/logged-in-user', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'vendor@portal.test',
      firstName: 'Vojtěch',
      lastName: 'Dodavatel',
      phone: '+420 603 555 666',
      companyName: 'Acme Foods',
      userRoles: ['vendor'],
      locale: 'cs-CZ',
      salesPersons: [
        { id: expect.any(Number), name: 'Simona Obchodní' },
        { id: expect.any(Number), name: 'Petr Novák' },
      ],
    });
  });

  it('needs a session', async () => {
    expectError(await call(t.app, 'GET', '/api/user-profile/logged-in-user'), 401, 'unauthorized');
  });
});

describe('PUT /api/users/update-preferred-locale/{id}', () => {
  it('saves the own locale, which the session then reports', async () => {
    const { token, user } = await session('agency@portal.test');
    const response = await call(t.app, 'PUT', `/api/users/update-preferred-locale/${user.userId}`, {
      token,
      body: { locale: 'pl-PL' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ locale: 'pl-PL' });
    expect((await call(t.app, 'GET', '/api/auth/authorization', { token })).json().user.locale).toBe('pl-PL');
  });

  it("answers another user's locale to a non-administrator as an unknown user", async () => {
    const vendor = await session('vendor@portal.test');
    const other = await session('nordic@portal.test');
    expectError(
      await call(t.app, 'PUT', `/api/users/update-preferred-locale/${other.user.userId}`, {
        token: vendor.token,
        body: { locale: 'en-GB' },
      }),
      404,
      'user_not_found',
    );
    const retailer = await loginAs(t.app, 'retailer@portal.test');
    expectError(
      await call(t.app, 'PUT', `/api/users/update-preferred-locale/${other.user.userId}`, {
        token: retailer,
        body: { locale: 'en-GB' },
      }),
      404,
      'user_not_found',
    );
  });

  it("lets an administrator set anyone's locale, 404 for an unknown user", async () => {
    const admin = await loginAs(t.app, 'admin@portal.test');
    const other = await session('nordic@portal.test');
    expect(
      (
        await call(t.app, 'PUT', `/api/users/update-preferred-locale/${other.user.userId}`, {
          token: admin,
          body: { locale: 'en-GB' },
        })
      ).statusCode,
    ).toBe(200);
    expectError(
      await call(t.app, 'PUT', '/api/users/update-preferred-locale/999999', {
        token: admin,
        body: { locale: 'en-GB' },
      }),
      404,
      'not_found',
    );
  });

  it('refuses an unknown locale and a bad id', async () => {
    const { token, user } = await session('vendor@portal.test');
    const body = expectError(
      await call(t.app, 'PUT', `/api/users/update-preferred-locale/${user.userId}`, {
        token,
        body: { locale: 'de-DE' },
      }),
      400,
      'validation_failed',
    );
    expect(body.fieldErrors).toEqual({ locale: ['Pole locale má nesprávný typ hodnoty.'] });
    expectError(
      await call(t.app, 'PUT', '/api/users/update-preferred-locale/abc', {
        token,
        body: { locale: 'en-GB' },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await call(t.app, 'PUT', '/api/users/update-preferred-locale/99999999999', {
        token,
        body: { locale: 'en-GB' },
      }),
      400,
      'validation_failed',
    );
  });

  it('needs a session', async () => {
    expectError(
      await call(t.app, 'PUT', '/api/users/update-preferred-locale/1', { body: { locale: 'en-GB' } }),
      401,
      'unauthorized',
    );
  });
});
