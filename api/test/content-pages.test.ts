import type { ContentPage } from '@portal/shared-contracts';
import { sql } from 'drizzle-orm';
import { get } from './creative-fixtures';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';
import { rows } from './ordering-fixtures';

/** Content pages (spec 001 §7 "GET and PUT /pages/code/{code}"): the help page, per language. */
let t: TestApp;
let admin: string;
let retailer: string;
let vendor: string;

const inLanguage = (token: string, language: string) =>
  call(t.app, 'GET', '/api/pages/code/help', { token, headers: { 'accept-language': language } });
/** A save as the editor makes it: the version of the page as read just before, no script unless given. */
const write = async (token: string, language: string, body: object, code = 'help') => {
  const headers = { 'accept-language': language };
  const read = await call(t.app, 'GET', `/api/pages/code/${code}`, { token, headers });
  const version = read.statusCode === 200 ? read.json<{ version: number }>().version : 0;
  return call(t.app, 'PUT', `/api/pages/code/${code}`, {
    token,
    body: { script: '', version, ...body },
    headers,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@portal.test');
  retailer = await loginAs(t.app, 'retailer@portal.test');
  vendor = await loginAs(t.app, 'vendor@portal.test');
});
afterAll(() => t.close());

describe('the help page', () => {
  it("is read by every user in the caller's language", async () => {
    expect((await inLanguage(vendor, 'cs-CZ')).json<ContentPage>()).toMatchObject({
      code: 'help',
      language: 'cs',
      title: 'Nápověda',
    });
    expect((await inLanguage(vendor, 'pl-PL')).json<ContentPage>().title).toBe('Pomoc');
    expectError(await call(t.app, 'GET', '/api/pages/code/help'), 401, 'unauthorized');
    expectError(await get(t, vendor, '/api/pages/code/unknown'), 404, 'page_not_found');
    expectError(await get(t, vendor, '/api/pages/code/Help%20Me'), 400, 'validation_failed');
  });

  it('is written by administrators in their language only, trimmed and audited', async () => {
    const written = await write(admin, 'en-GB', {
      title: '  Help and contacts ',
      content: '<p>Call us.</p>',
      script: "console.log('help')",
    });
    expect(written.statusCode).toBe(200);
    expect(written.json<ContentPage>()).toMatchObject({ language: 'en', title: 'Help and contacts' });
    expect((await inLanguage(retailer, 'en-GB')).json<ContentPage>()).toMatchObject({
      title: 'Help and contacts',
      content: '<p>Call us.</p>',
      script: "console.log('help')",
    });
    expect((await inLanguage(retailer, 'cs-CZ')).json<ContentPage>().title).toBe('Nápověda');
    const [audit] = await rows<{ entity_id: string }>(
      t,
      sql`select entity_id from audit_events where action = 'page.updated' order by id desc limit 1`,
    );
    expect(audit?.entity_id).toBe('help:en');
  });

  it('falls back to Czech for a new page until the language has its own', async () => {
    expect(
      (await write(admin, 'cs-CZ', { title: 'Obchodní podmínky', content: '<p>…</p>' }, 'terms')).statusCode,
    ).toBe(200);
    const polish = await call(t.app, 'GET', '/api/pages/code/terms', {
      token: vendor,
      headers: { 'accept-language': 'pl-PL' },
    });
    expect(polish.json<ContentPage>()).toMatchObject({
      language: 'cs',
      title: 'Obchodní podmínky',
      script: '',
    });
  });

  it('refuses an empty title and everyone but administrators', async () => {
    expect(
      expectError(await write(admin, 'cs-CZ', { title: ' ', content: '' }), 400, 'validation_failed')
        .fieldErrors,
    ).toEqual({ title: ['Vyplňte nadpis stránky.'] });
    for (const token of [retailer, vendor])
      expectError(await write(token, 'cs-CZ', { title: 'x', content: '' }), 403, 'forbidden');
  });
});
