import {
  checkPasswordRecovery,
  configureApiClient,
  filterCampaigns,
  getCampaignFilterData,
  getAuthorization,
  getAvailableUiLocales,
  getBaseCurrency,
  getCampaignItemsTargetUrlSettings,
  getCreativesSettings,
  getDefaultSystemUsers,
  getDynamicLandingPagesSettings,
  getLoggedInUser,
  getMenuSettings,
  getPerformanceMetricsDisplay,
  getRemoteRegistry,
  getSupportContact,
  isApiError,
  login,
  loginAsUser,
  logout,
  requestPasswordRecovery,
  returnToRetailer,
  sessionStore,
  updatePassword,
  updatePreferredLocale,
} from '@portal/shared-contracts';
import { createTestApp, type TestApp } from './helper';

/** The browser's typed client against a listening server: the contract from both ends. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  configureApiClient({ baseUrl: `${address}/api`, bearerToken: true });
});
afterAll(() => t.close());
afterEach(() => sessionStore.getState().signOut());

async function signIn(email: string) {
  const session = await login({ login: email, password: 'Portal123!' });
  sessionStore.getState().signIn(session.token, session.user);
  return session;
}

describe('shared-contracts client against the API', () => {
  it('signs in, checks the session and signs out', async () => {
    const session = await signIn('vendor@portal.test');
    expect((await getAuthorization()).user.userName).toBe('vendor@portal.test');
    expect(await getBaseCurrency()).toEqual({ currencyCode: 'CZK' });
    expect((await getLoggedInUser()).companyName).toBe('Acme Foods');
    await updatePreferredLocale(session.user.userId, { locale: 'en-GB' });
    await logout();
    await expect(getAuthorization()).rejects.toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  });

  it('reads every app setting', async () => {
    await signIn('vendor@portal.test');
    await expect(getAvailableUiLocales()).resolves.toHaveLength(3);
    await expect(getCreativesSettings()).resolves.toEqual({ zipUploadEnabled: true });
    await expect(getCampaignItemsTargetUrlSettings()).resolves.toEqual({ enabled: true });
    await expect(getPerformanceMetricsDisplay()).resolves.toMatchObject({ ctrRatio: true });
    await expect(getDynamicLandingPagesSettings()).resolves.toEqual({ enabled: true });
    await expect(getMenuSettings()).resolves.toMatchObject({ remotes: { 'mf-campaigns': true } });
    await expect(getDefaultSystemUsers()).resolves.toMatchObject({
      defaultSalesPerson: { name: 'Simona Obchodní' },
    });
    expect((await getRemoteRegistry()).remotes).toHaveLength(4);
    await expect(getSupportContact()).resolves.toEqual({ email: 'podpora@portal.test' });
  });

  it('impersonates and returns', async () => {
    await signIn('retailer@portal.test');
    const vendorId = (await login({ login: 'nordic@portal.test', password: 'Portal123!' })).user.userId;
    const impersonated = await loginAsUser({ id: vendorId });
    sessionStore.getState().signIn(impersonated.token, impersonated.user);
    expect(impersonated.user.impersonator?.userName).toBe('retailer@portal.test');
    const back = await returnToRetailer();
    expect(back.user.userName).toBe('retailer@portal.test');
  });

  it('filters campaigns and reads the filter choices', async () => {
    await signIn('agency@portal.test');
    const data = await getCampaignFilterData();
    expect(data.companies.map((company) => company.name)).toEqual(['Acme Foods', 'Nordic Drinks a.s.']);
    const page = await filterCampaigns({
      limit: 10,
      offset: 0,
      order: { name: 'price', direction: 'DESC' },
      companyIdes: [data.companies[0]!.id],
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    expect(page.total).toBeGreaterThan(0);
    expect(page.campaigns.every((campaign) => campaign.company.name === 'Acme Foods')).toBe(true);
    await expect(filterCampaigns({ limit: 0, offset: 0 })).rejects.toMatchObject({
      status: 400,
      body: { code: 'validation_failed', fieldErrors: { limit: expect.any(Array) } },
    });
  });

  it('resets a password through the mailed link', async () => {
    const answer = await requestPasswordRecovery({ username: 'agency@portal.test' });
    expect(answer.username).toBe('agency@portal.test');
    const hash = t.mailer.lastLink().split('/reset-password/')[1]!;
    await expect(checkPasswordRecovery(hash)).resolves.toMatchObject({ username: 'agency@portal.test' });
    await updatePassword({ username: 'agency@portal.test', password: 'Nove-heslo-2026', hash });
    await expect(login({ login: 'agency@portal.test', password: 'Nove-heslo-2026' })).resolves.toMatchObject({
      user: { isAgency: true },
    });
  });

  it('gives the server message of a refusal', async () => {
    const error = await login({ login: 'inactive@portal.test', password: 'Portal123!' }).catch(
      (caught: unknown) => caught,
    );
    expect(isApiError(error) && error.body).toMatchObject({
      deactivated: true,
      message: 'Uživatel je deaktivovaný. Kontaktujte prosím administrátora.',
    });
  });
});
