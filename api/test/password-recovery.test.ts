import { call, createTestApp, expectError, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PASSWORD_RESET_VALIDITY_MINUTES: '60' });
});
afterAll(() => t.close());

const recover = (username: unknown, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/api/account/password-recovery', { body: { username }, headers });
const check = (hash: string) => call(t.app, 'GET', `/api/account/password-recovery/${hash}`);
const update = (body: unknown) => call(t.app, 'POST', '/api/account/password-update', { body });
const hashOf = (link: string) => link.split('/reset-password/')[1]!;

describe('password recovery', () => {
  it('mails a link and answers the username and validity', async () => {
    const before = Date.now();
    const response = await recover('vendor@portal.test');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.username).toBe('vendor@portal.test');
    const validTo = new Date(body.validityTo).getTime();
    expect(validTo - before).toBeGreaterThan(59 * 60_000);
    expect(validTo - before).toBeLessThan(61 * 60_000);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe('vendor@portal.test');
    expect(mail.subject).toBe('Obnova hesla do reklamního portálu');
    expect(t.mailer.lastLink()).toMatch(/^http:\/\/portal\.test\/reset-password\/[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(t.mailer.lastLink());
  });

  it('refuses an unknown e-mail with the spec text', async () => {
    const body = expectError(await recover('nobody@portal.test'), 404, 'email_not_found');
    expect(body.message).toBe('E-mail nobody@portal.test nebyl nalezen. Zkuste to prosím znovu.');
  });

  it('refuses a deactivated user with the deactivated flag', async () => {
    const body = expectError(await recover('inactive@portal.test'), 403, 'user_deactivated');
    expect(body.deactivated).toBe(true);
  });

  it('requires an e-mail', async () => {
    expectError(await recover(''), 400, 'validation_failed');
    const body = expectError(await recover('not-an-email'), 400, 'validation_failed');
    expect(body.fieldErrors).toEqual({ username: ['Pole username musí být platná e-mailová adresa.'] });
  });

  it('checks a link: valid, unknown (404), expired (410)', async () => {
    await recover('nordic@portal.test');
    const hash = hashOf(t.mailer.lastLink());
    const valid = await check(hash);
    expect(valid.statusCode).toBe(200);
    expect(valid.json().username).toBe('nordic@portal.test');

    expectError(await check('A'.repeat(43)), 404, 'recovery_not_found');
    expectError(await check('short'), 400, 'validation_failed');

    t.clock.advance(61 * 60_000);
    const expired = expectError(await check(hash), 410, 'recovery_expired');
    expect(expired.message).toBe('Platnost odkazu pro reset hesla vypršela. Prosím, vygenerujte si nový.');
    expectError(
      await update({ username: 'nordic@portal.test', password: 'NewPassword1!', hash }),
      410,
      'recovery_expired',
    );
  });

  it('sets a new password once, signs the user out everywhere and uses the link up', async () => {
    const oldSession = (
      await call(t.app, 'POST', '/api/auth/login', {
        body: { login: 'bella@portal.test', password: 'Portal123!' },
      })
    ).json().token;
    await recover('bella@portal.test');
    const hash = hashOf(t.mailer.lastLink());

    const done = await update({ username: 'bella@portal.test', password: 'Kvetiny-2026', hash });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ username: 'bella@portal.test' });

    expectError(
      await call(t.app, 'GET', '/api/auth/authorization', { token: oldSession }),
      401,
      'unauthorized',
    );
    expectError(
      await call(t.app, 'POST', '/api/auth/login', {
        body: { login: 'bella@portal.test', password: 'Portal123!' },
      }),
      401,
      'invalid_credentials',
    );
    expect(
      (
        await call(t.app, 'POST', '/api/auth/login', {
          body: { login: 'bella@portal.test', password: 'Kvetiny-2026' },
        })
      ).statusCode,
    ).toBe(200);

    expectError(await check(hash), 410, 'recovery_expired');
    expectError(
      await update({ username: 'bella@portal.test', password: 'Another-2026', hash }),
      410,
      'recovery_expired',
    );
  });

  it('makes older links invalid when a new one is asked for', async () => {
    await recover('marketing@portal.test');
    const first = hashOf(t.mailer.lastLink());
    await recover('marketing@portal.test');
    const second = hashOf(t.mailer.lastLink());
    expectError(await check(first), 410, 'recovery_expired');
    expect((await check(second)).statusCode).toBe(200);
  });

  it('refuses a link used with another e-mail, and a weak or missing password', async () => {
    await recover('agency@portal.test');
    const hash = hashOf(t.mailer.lastLink());
    expectError(
      await update({ username: 'vendor@portal.test', password: 'Whatever-2026', hash }),
      400,
      'recovery_user_mismatch',
    );
    const weak = expectError(
      await update({ username: 'agency@portal.test', password: 'short', hash }),
      400,
      'validation_failed',
    );
    expect(weak.fieldErrors).toEqual({ password: ['Pole password musí mít alespoň 8 znaků.'] });
    expectError(await update({ username: 'agency@portal.test', hash }), 400, 'validation_failed');
    // Still usable after the refusals.
    expect((await check(hash)).statusCode).toBe(200);
  });

  it('writes the mail in the user’s language', async () => {
    await call(t.app, 'POST', '/api/auth/login', {
      body: { login: 'sales2@portal.test', password: 'Portal123!' },
      headers: { 'x-auth-mode': 'bearer' },
    }).then(async (r) => {
      const { token, user } = r.json();
      await call(t.app, 'PUT', `/api/users/update-preferred-locale/${user.userId}`, {
        token,
        body: { locale: 'pl-PL' },
      });
    });
    await recover('sales2@portal.test');
    expect(t.mailer.sent.at(-1)!.subject).toBe('Odzyskiwanie hasła do portalu reklamowego');
  });

  it('limits how many links one account can be sent', async () => {
    for (let i = 0; i < 5; i += 1) expect((await recover('traffic@portal.test')).statusCode).toBe(200);
    expectError(await recover('traffic@portal.test'), 429, 'too_many_requests');
  });
});
