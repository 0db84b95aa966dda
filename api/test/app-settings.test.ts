import { eq } from 'drizzle-orm';
import { settingsVariables } from '../src/db/schema';
import { call, createTestApp, expectError, loginAs, type TestApp } from './helper';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, 'vendor@portal.test');
});
afterAll(() => t.close());

const get = (path: string, withSession = true) =>
  call(t.app, 'GET', `/api/app-settings/${path}`, { token: withSession ? token : undefined });
const setVariable = (identifier: string, value: string | null) =>
  t.database.db.update(settingsVariables).set({ value }).where(eq(settingsVariables.identifier, identifier));

describe('app settings', () => {
  it('lists the interface languages, also before sign-in', async () => {
    const response = await get('available-ui-locales', false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { label: 'Čeština', value: 'cs-CZ' },
      { label: 'English', value: 'en-GB' },
      { label: 'Polski', value: 'pl-PL' },
    ]);
  });

  it('follows the ui-locales variable but always keeps the default language', async () => {
    await setVariable('ui-locales', 'en-GB, pl-PL');
    expect((await get('available-ui-locales')).json().map((l: { value: string }) => l.value)).toEqual([
      'cs-CZ',
      'en-GB',
      'pl-PL',
    ]);
    await setVariable('ui-locales', 'cs-CZ,en-GB,pl-PL');
  });

  it("offers one Czech: the publisher's where the deployment lists it", async () => {
    for (const listed of ['cs-CZ-publisher,en-GB', 'cs-CZ,cs-CZ-publisher,en-GB'])
      await setVariable('ui-locales', listed).then(async () =>
        expect((await get('available-ui-locales')).json()).toEqual([
          { label: 'Čeština', value: 'cs-CZ-publisher' },
          { label: 'English', value: 'en-GB' },
        ]),
      );
    await setVariable('ui-locales', 'cs-CZ,en-GB,pl-PL');
  });

  it('answers each feature switch from its variable', async () => {
    expect((await get('creatives')).json()).toEqual({ zipUploadEnabled: true });
    expect((await get('campaign-items-target-url')).json()).toEqual({ enabled: true });
    expect((await get('dynamic-landing-pages')).json()).toEqual({ enabled: true });
    await setVariable('creative-zip-upload', 'false');
    await setVariable('dynamic-landing-pages', 'false');
    expect((await get('creatives')).json()).toEqual({ zipUploadEnabled: false });
    expect((await get('dynamic-landing-pages')).json()).toEqual({ enabled: false });
    await setVariable('creative-zip-upload', 'true');
    await setVariable('dynamic-landing-pages', 'true');
  });

  it('has one flag per performance metric', async () => {
    expect((await get('display-of-performance-metrics')).json()).toEqual({
      impressions: true,
      views: true,
      visibilityRatio: true,
      clicks: true,
      ctrRatio: true,
    });
    await setVariable('display-views', 'false');
    expect((await get('display-of-performance-metrics')).json()).toMatchObject({
      views: false,
      impressions: true,
    });
    await setVariable('display-views', 'true');
  });

  it('tells which menu entries and remotes are on', async () => {
    expect((await get('menu')).json()).toEqual({
      order: ['products', 'campaigns', 'activities', 'landingPages', 'reviewQueue', 'availabilities'],
      availabilities: true,
      dashboards: false,
      landingPages: true,
      remotes: { 'mf-campaigns': true, 'mf-creatives': true, 'mf-catalogue-admin': true, 'mf-users': true },
    });
    await setVariable('remote-mf-users', 'false');
    expect((await get('menu')).json().remotes['mf-users']).toBe(false);
    await setVariable('remote-mf-users', 'true');
  });

  it('names the default trafficker and sales person', async () => {
    expect((await get('default-system-users-name')).json()).toEqual({
      defaultTrafficker: { id: expect.any(Number), name: 'Tomáš Provozní' },
      defaultSalesPerson: { id: expect.any(Number), name: 'Simona Obchodní' },
    });
    await setVariable('default-trafficker', null);
    expect((await get('default-system-users-name')).json().defaultTrafficker).toBeNull();
  });

  it('gives the remote registry before sign-in: with nothing released, the gateway convention', async () => {
    const response = await get('remotes', false);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.json()).toEqual({
      remotes: ['mf-campaigns', 'mf-creatives', 'mf-catalogue-admin', 'mf-users'].map((name) => ({
        name,
        manifestUrl: `/remotes/${name}/mf-manifest.json`,
        version: null,
        channel: 'live',
        unmet: [],
      })),
      shell: { version: null, channel: 'live' },
    });
  });

  it('gives the support contact before sign-in', async () => {
    expect((await get('support-contact', false)).json()).toEqual({ email: 'podpora@portal.test' });
  });

  it.each([
    'creatives',
    'campaign-items-target-url',
    'display-of-performance-metrics',
    'dynamic-landing-pages',
    'menu',
    'default-system-users-name',
  ])('needs a session for %s', async (path) => {
    expectError(await get(path, false), 401, 'unauthorized');
  });
});
