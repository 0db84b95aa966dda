import { createReadiness } from '../src/services/lifecycle/readiness';
import { call, createTestApp, type TestApp } from './helper';

let t: TestApp;
const readiness = createReadiness();
beforeAll(async () => {
  t = await createTestApp({}, { readiness });
});
afterAll(() => t.close());

describe('system', () => {
  it('reports health once the database answers', async () => {
    const response = await call(t.app, 'GET', '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('is ready until told to stop, then not ready while still alive (the gateway takes it out)', async () => {
    const ready = await call(t.app, 'GET', '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.database.kind });
    readiness.stopping();
    const stopping = await call(t.app, 'GET', '/api/health/ready');
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json()).toMatchObject({ code: 'service_unavailable' });
    expect((await call(t.app, 'GET', '/api/health')).statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const response = await call(t.app, 'GET', '/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const response = await call(t.app, 'GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    for (const path of [
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/authorization',
      '/api/auth/login-as-user',
      '/api/auth/return-to-retailer',
      '/api/base-currency',
      '/api/user-profile/logged-in-user',
      '/api/account/password-recovery',
      '/api/account/password-recovery/{hash}',
      '/api/account/password-update',
      '/api/users/update-preferred-locale/{id}',
      '/api/app-settings/menu',
      '/api/campaigns/filter',
      '/api/campaigns/filterData',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['login', 'password'],
    });
    expect(doc.paths['/api/auth/authorization'].get.security).toEqual([{ bearer: [] }, { cookie: [] }]);
  });

  it('serves the browsable docs', async () => {
    const response = await call(t.app, 'GET', '/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
