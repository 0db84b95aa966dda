import { sql } from 'drizzle-orm';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import { rows } from './ordering-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '4096' });
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

describe('bad input never causes a 500', () => {
  it('malformed JSON', async () => {
    const body = expectError(
      await call(t.app, 'POST', '/api/auth/login', { payload: '{"login": "a', headers: json }),
      400,
      'invalid_json',
    );
    expect(body.message).toBe('Tělo požadavku není platný JSON.');
  });

  it('an empty JSON body', async () => {
    expectError(
      await call(t.app, 'POST', '/api/auth/login', { payload: '', headers: json }),
      400,
      'empty_body',
    );
  });

  it('no body at all', async () => {
    expectError(await call(t.app, 'POST', '/api/auth/login'), 400, 'validation_failed');
  });

  it('JSON that is not an object', async () => {
    expectError(
      await call(t.app, 'POST', '/api/auth/login', { payload: '[1,2]', headers: json }),
      400,
      'validation_failed',
    );
    expectError(
      await call(t.app, 'POST', '/api/auth/login', { payload: 'null', headers: json }),
      400,
      'validation_failed',
    );
  });

  it('an unsupported content type', async () => {
    expectError(
      await call(t.app, 'POST', '/api/auth/login', {
        payload: 'login=a',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
      'unsupported_media_type',
    );
  });

  it('an oversized body', async () => {
    const body = expectError(
      await call(t.app, 'POST', '/api/auth/login', {
        payload: JSON.stringify({ login: 'a'.repeat(10_000), password: 'x' }),
        headers: json,
      }),
      413,
      'payload_too_large',
    );
    expect(body.message).toBe('Požadavek je příliš velký, nejvýše 4.00 KB.');
  });

  it('an over-long field', async () => {
    const body = expectError(
      await call(t.app, 'POST', '/api/auth/login', {
        body: { login: `${'a'.repeat(250)}@x.cz`, password: 'x' },
      }),
      400,
      'validation_failed',
    );
    expect(body.fieldErrors).toEqual({ login: ['Pole login může mít nejvýše 254 znaků.'] });
  });

  it('an unknown address', async () => {
    const body = expectError(await call(t.app, 'GET', '/api/no-such-call'), 404, 'route_not_found');
    expect(body.message).toBe('Adresa GET /api/no-such-call v API neexistuje.');
  });

  it('an unknown recovery hash of the wrong shape', async () => {
    expectError(await call(t.app, 'GET', '/api/account/password-recovery/%00%00'), 400, 'validation_failed');
  });
});

describe('the NUL character', () => {
  const nul = 'a\u0000b';
  const campaignCount = async () =>
    (await rows<{ count: number }>(t, sql`select count(*)::int as count from campaigns`))[0]!.count;

  it('is refused in a sign-in as a field error, without a session', async () => {
    const body = expectError(
      await call(t.app, 'POST', '/api/auth/login', { body: { login: nul, password: 'x' } }),
      400,
      'validation_failed',
    );
    expect(body.fieldErrors).toEqual({ login: ['Pole login obsahuje nepovolený znak NUL (U+0000).'] });
  });

  it('is refused in names, messages and searches of signed-in callers', async () => {
    const retailer = await loginAs(t.app, 'retailer@portal.test');
    const vendor = await loginAs(t.app, 'vendor@portal.test');
    const [item] = await rows<{ id: number; campaign_id: number }>(
      t,
      sql`select i.id, i.campaign_id from campaign_items i
          join campaigns c on c.id = i.campaign_id join companies co on co.id = c.company_id
          where co.name = 'Acme Foods' order by i.id limit 1`,
    );
    const cases: [string, 'GET' | 'POST' | 'PUT', string, unknown, string][] = [
      [vendor, 'POST', '/api/campaigns/create', { name: nul }, 'name'],
      [vendor, 'PUT', `/api/campaigns/${item!.campaign_id}`, { name: nul }, 'name'],
      [retailer, 'PUT', `/api/campaign-item/${item!.id}/message`, { message: nul }, 'message'],
      [vendor, 'GET', '/api/brands/search?name=%00', undefined, 'name'],
      [vendor, 'POST', '/api/campaigns/filter', { search: nul, limit: 10, offset: 0, [nul]: 1 }, 'search'],
    ];
    const campaignsBefore = await campaignCount();
    for (const [token, method, url, body, field] of cases) {
      const answer = expectError(await call(t.app, method, url, { token, body }), 400, 'validation_failed');
      expect(answer.fieldErrors).toHaveProperty(field);
    }
    expect(await campaignCount()).toBe(campaignsBefore);
  });
});

describe('a lone UTF-16 surrogate', () => {
  it('is refused in validation as a field error of the field that holds it, and nothing is stored', async () => {
    const vendor = await loginAs(t.app, 'vendor@portal.test');
    const admin = await loginAs(t.app, 'admin@portal.test');
    const count = async () =>
      (await rows<{ count: number }>(t, sql`select count(*)::int as count from campaigns`))[0]!.count;
    const before = await count();
    for (const text of ['a\ud800b', '\udc00', 'end \ud83d', '\ude00\ud83d']) {
      const created = expectError(
        await call(t.app, 'POST', '/api/campaigns/create', { token: vendor, body: { name: text } }),
        400,
        'validation_failed',
      );
      expect(created.fieldErrors).toEqual({
        name: ['Pole name obsahuje neplatný znak (osamocenou polovinu páru UTF-16).'],
      });
    }
    const english = expectError(
      await call(t.app, 'PUT', '/api/pages/code/help', {
        token: admin,
        body: { title: 'Nápověda', content: '<p>x\udfff</p>', script: '' },
        headers: { 'accept-language': 'en-GB' },
      }),
      400,
      'validation_failed',
    );
    expect(english.fieldErrors).toHaveProperty('content');
    expect(await count()).toBe(before);
    // A whole pair is text like any other.
    const emoji = await call(t.app, 'POST', '/api/campaigns/create', {
      token: vendor,
      body: { name: 'Kampaň 😀 \ud83d\ude00' },
    });
    expect(emoji.statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('answers with the request id, in the header and in errors', async () => {
    const response = await call(t.app, 'GET', '/api/auth/authorization');
    expect(response.headers['x-request-id']).toBe(response.json().requestId);
  });

  it('keeps a well-formed incoming request id', async () => {
    const response = await call(t.app, 'GET', '/api/auth/authorization', {
      headers: { 'x-request-id': 'gateway-1234567' },
    });
    expect(response.headers['x-request-id']).toBe('gateway-1234567');
    const forged = await call(t.app, 'GET', '/api/auth/authorization', {
      headers: { 'x-request-id': '<script>' },
    });
    expect(forged.headers['x-request-id']).not.toBe('<script>');
  });
});
