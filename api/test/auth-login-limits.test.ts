import { DEMO_PASSWORD } from '../src/demo/seed/demo-users';
import { createTestApp, expectError, type TestApp } from './helper';

/**
 * The sign-in and password-recovery limits beyond one login at one address (docs/access.md,
 * "Sign-in and recovery limits"): per address across logins, per login across addresses, neither
 * locking a user out of an address they have signed in from before.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_RATE_LIMIT_MAX: '3',
    LOGIN_ADDRESS_LIMIT_MAX: '4',
    LOGIN_ACCOUNT_LIMIT_MAX: '4',
    PASSWORD_RECOVERY_ADDRESS_LIMIT_MAX: '2',
  });
});
afterAll(() => t.close());

const login = (address: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    payload: { login: email, password },
  });

const recover = (address: string, username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/password-recovery',
    remoteAddress: address,
    payload: { username },
  });

describe('sign-in limits across accounts and addresses', () => {
  it('stops password spraying from one address, but not users who sign in there', async () => {
    const proxy = '10.0.0.1';
    // A colleague behind the same proxy has signed in there before.
    expect((await login(proxy, 'sales2@portal.test', DEMO_PASSWORD)).statusCode).toBe(200);
    for (const email of ['a@x.cz', 'b@x.cz', 'c@x.cz', 'marketing@portal.test'])
      expectError(await login(proxy, email, 'Summer2026!'), 401, 'invalid_credentials');
    // The fifth account tried from the address is refused, even with its right password…
    const sprayed = expectError(
      await login(proxy, 'nordic@portal.test', DEMO_PASSWORD),
      429,
      'too_many_login_attempts',
    );
    expect(sprayed.message).toBe('Příliš mnoho pokusů o přihlášení. Zkuste to znovu za 15 minut.');
    // …an unknown login gets the same answer, so the limit tells nothing of accounts…
    expectError(await login(proxy, 'nobody@x.cz', 'x'), 429, 'too_many_login_attempts');
    // …while the colleague who signs in there still can, and so can everyone from elsewhere.
    expect((await login(proxy, 'sales2@portal.test', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login('10.0.0.2', 'nordic@portal.test', DEMO_PASSWORD)).statusCode).toBe(200);
    t.clock.advance(16 * 60_000);
    expect((await login(proxy, 'bella@portal.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('stops guessing one account from many addresses, without locking its user out', async () => {
    const account = 'traffic@portal.test';
    expect((await login('10.1.0.1', account, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 2; i <= 5; i += 1)
      expectError(await login(`10.1.0.${i}`, account, 'guess'), 401, 'invalid_credentials');
    expectError(await login('10.1.0.9', account, DEMO_PASSWORD), 429, 'too_many_login_attempts');
    // From the address the user signs in at, the account stays open.
    expect((await login('10.1.0.1', account, DEMO_PASSWORD)).statusCode).toBe(200);
    // Other accounts are not affected.
    expect((await login('10.1.0.9', 'retailer@portal.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('still limits one login at its own known address', async () => {
    const address = '10.2.0.1';
    const account = 'eshop.off@portal.test';
    expect((await login(address, account, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expectError(await login(address, account, 'guess'), 401, 'invalid_credentials');
    expectError(await login(address, account, DEMO_PASSWORD), 429, 'too_many_login_attempts');
  });
});

describe('password recovery limits', () => {
  it('limits the requests of one address, whatever the e-mail, and answers the spec text meanwhile', async () => {
    const address = '10.3.0.1';
    expectError(await recover(address, 'nobody@portal.test'), 404, 'email_not_found');
    expect((await recover(address, 'vendor@portal.test')).statusCode).toBe(200);
    const blocked = expectError(await recover(address, 'agency@portal.test'), 429, 'too_many_requests');
    expect(blocked.message).toEqual(expect.any(String));
    expect(t.mailer.sent).toHaveLength(1);
    // Another address may still ask.
    expect((await recover('10.3.0.2', 'agency@portal.test')).statusCode).toBe(200);
    t.clock.advance(61 * 60_000);
    expect((await recover(address, 'agency@portal.test')).statusCode).toBe(200);
  });
});
