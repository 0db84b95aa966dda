import { and, eq, sql } from 'drizzle-orm';
import { auditEvents, users } from '../src/db/schema';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userId(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

const loginAsUser = (token: string, id: unknown, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/api/auth/login-as-user', { token, body: { id }, headers });

describe('impersonation', () => {
  it('lets a retailer log in as a vendor and back', async () => {
    const retailer = await loginAs(t.app, 'retailer@portal.test');
    const vendorId = await userId('vendor@portal.test');

    const asVendor = await loginAsUser(retailer, vendorId);
    expect(asVendor.statusCode).toBe(200);
    const impersonated = asVendor.json();
    expect(impersonated.user).toMatchObject({
      userName: 'vendor@portal.test',
      isVendor: true,
      impersonator: { userName: 'retailer@portal.test', name: 'Radek Prodejce' },
    });
    expect(impersonated.user.originalTokenOfRetailer).toEqual(expect.any(String));
    // The marker is not the retailer's token.
    expect(impersonated.user.originalTokenOfRetailer).not.toBe(retailer);
    expect(asVendor.cookies.find((c) => c.name === 'portal_session')?.value).toBe(impersonated.token);

    const check = await call(t.app, 'GET', '/api/auth/authorization', { token: impersonated.token });
    expect(check.json().user).toMatchObject({
      userName: 'vendor@portal.test',
      originalTokenOfRetailer: impersonated.user.originalTokenOfRetailer,
    });

    const back = await call(t.app, 'POST', '/api/auth/return-to-retailer', { token: impersonated.token });
    expect(back.statusCode).toBe(200);
    expect(back.json().user).toMatchObject({
      userName: 'retailer@portal.test',
      originalTokenOfRetailer: null,
      impersonator: null,
    });
    expect(back.cookies.find((c) => c.name === 'portal_session')?.value).toBe(back.json().token);

    // The impersonated session is gone; the retailer continues with the restored session.
    expectError(
      await call(t.app, 'GET', '/api/auth/authorization', { token: impersonated.token }),
      401,
      'unauthorized',
    );
    expect(
      (await call(t.app, 'GET', '/api/auth/authorization', { token: back.json().token })).json().user
        .userName,
    ).toBe('retailer@portal.test');
  });

  it('lets a retailer log in as an agency', async () => {
    const admin = await loginAs(t.app, 'admin@portal.test');
    const response = await loginAsUser(admin, await userId('agency@portal.test'));
    expect(response.statusCode).toBe(200);
    expect(response.json().user.isAgency).toBe(true);
  });

  it('records both users in the audit trail', async () => {
    const retailer = await loginAs(t.app, 'sales@portal.test');
    const vendorId = await userId('nordic@portal.test');
    const impersonated = (await loginAsUser(retailer, vendorId)).json();
    await call(t.app, 'PUT', `/api/users/update-preferred-locale/${vendorId}`, {
      token: impersonated.token,
      body: { locale: 'en-GB' },
    });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.locale-changed'), eq(auditEvents.entityId, String(vendorId))));
    expect(event).toMatchObject({ userId: vendorId, impersonatorUserId: await userId('sales@portal.test') });
  });

  it.each(['vendor@portal.test', 'agency@portal.test'])('is refused to %s with 403', async (email) => {
    const token = await loginAs(t.app, email);
    expectError(await loginAsUser(token, await userId('nordic@portal.test')), 403, 'forbidden');
  });

  it('is refused from an impersonated session', async () => {
    const retailer = await loginAs(t.app, 'retailer@portal.test');
    const impersonated = (await loginAsUser(retailer, await userId('vendor@portal.test'))).json();
    expectError(await loginAsUser(impersonated.token, await userId('nordic@portal.test')), 403, 'forbidden');
  });

  it('refuses an inactive target with the spec message', async () => {
    const retailer = await loginAs(t.app, 'retailer@portal.test');
    const body = expectError(
      await loginAsUser(retailer, await userId('inactive@portal.test'), { 'accept-language': 'en-GB' }),
      409,
      'login_as_not_active',
    );
    expect(body.message).toBe('Cannot log in as - user is not active');
  });

  it('refuses a target whose storefront is not active', async () => {
    const retailer = await loginAs(t.app, 'retailer@portal.test');
    expectError(
      await loginAsUser(retailer, await userId('eshop.off@portal.test')),
      409,
      'login_as_not_active',
    );
  });

  it('refuses retailer staff as a target', async () => {
    const retailer = await loginAs(t.app, 'retailer@portal.test');
    expectError(await loginAsUser(retailer, await userId('admin@portal.test')), 403, 'login_as_not_buyer');
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    const retailer = await loginAs(t.app, 'retailer@portal.test');
    expectError(await loginAsUser(retailer, 999_999), 404, 'not_found');
    expectError(await loginAsUser(retailer, 'abc'), 400, 'validation_failed');
    expectError(await loginAsUser(retailer, -1), 400, 'validation_failed');
    expectError(await loginAsUser(retailer, 1.5), 400, 'validation_failed');
  });

  it('needs a session', async () => {
    expectError(
      await call(t.app, 'POST', '/api/auth/login-as-user', { body: { id: 1 } }),
      401,
      'unauthorized',
    );
  });

  it('refuses return-to-retailer when nobody is impersonating', async () => {
    const retailer = await loginAs(t.app, 'retailer@portal.test');
    expectError(
      await call(t.app, 'POST', '/api/auth/return-to-retailer', { token: retailer }),
      400,
      'not_impersonating',
    );
    expectError(await call(t.app, 'POST', '/api/auth/return-to-retailer'), 401, 'unauthorized');
  });

  it('ends the impersonation when the retailer loses its rights', async () => {
    const retailer = await loginAs(t.app, 'sales2@portal.test');
    const impersonated = (await loginAsUser(retailer, await userId('bella@portal.test'))).json();
    await t.database.db.execute(sql`update users set active = false where email = 'sales2@portal.test'`);
    expectError(
      await call(t.app, 'GET', '/api/auth/authorization', { token: impersonated.token }),
      401,
      'unauthorized',
    );
  });

  it('logging out while impersonating ends the retailer session too', async () => {
    const retailer = await loginAs(t.app, 'admin@portal.test');
    const impersonated = (await loginAsUser(retailer, await userId('vendor@portal.test'))).json();
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: impersonated.token })).statusCode).toBe(
      204,
    );
    expectError(
      await call(t.app, 'GET', '/api/auth/authorization', { token: retailer }),
      401,
      'unauthorized',
    );
  });
});
