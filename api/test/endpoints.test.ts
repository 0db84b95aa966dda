import { boundEndpointCounts } from '@portal/shared-contracts';
import { ENDPOINTS, endpointKey } from '@portal/shared-contracts/endpoints';
import { call, createTestApp, type TestApp } from './helper';

/**
 * Each call is said once, in shared-contracts: every endpoint declaration has exactly one route of
 * the API made from it, exactly one function of the browser's client (none for a call only the ad
 * server, an operator or the release tool makes), and an entry in the OpenAPI document; and no /api
 * route stands without a declaration.
 */
let t: TestApp;
let openApiPaths: Record<string, Record<string, unknown>>;
beforeAll(async () => {
  t = await createTestApp();
  openApiPaths = (await call(t.app, 'GET', '/api/docs/json')).json().paths;
});
afterAll(() => t.close());

const declarations = [...ENDPOINTS];

it('finds the declarations', () => {
  expect(declarations.length).toBeGreaterThan(150);
  const keys = declarations.map(([, declaration]) => endpointKey(declaration));
  expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
});

describe.each(declarations)('%s', (_name, declaration) => {
  const key = endpointKey(declaration);

  it('has exactly one route made from it', () => {
    const routes = t.app.routeAccess.filter((route) => route.endpoint === declaration);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual([
      `${declaration.method.toUpperCase()} /api${declaration.path}`,
    ]);
  });

  it(
    declaration.caller
      ? `has no client function (${declaration.caller} calls it)`
      : 'has exactly one client function',
    () => {
      expect(boundEndpointCounts().get(declaration) ?? 0).toBe(declaration.caller ? 0 : 1);
    },
  );

  it(`appears in the OpenAPI document (${key})`, () => {
    const path = `/api${declaration.path.replace(/:([A-Za-z0-9]+)/g, '{$1}')}`;
    expect(openApiPaths[path]?.[declaration.method]).toBeDefined();
  });
});

it('has no /api route without a declaration', () => {
  const undeclared = t.app.routeAccess.filter((route) => route.endpoint === undefined);
  expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
});
