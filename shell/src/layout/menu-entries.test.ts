import { MAIN_MENU_KEYS, type MenuSettings, type UserInfo } from '@portal/shared-contracts';
import { MAIN_MENU, orderedMainMenu, SETTINGS_MENU, visibleEntries } from './menu-entries';

const user = (flags: Partial<UserInfo>): UserInfo =>
  ({
    isVendor: false,
    isAgency: false,
    isRetailer: false,
    isAdministrator: false,
    isSalesPerson: false,
    userRoles: [
      ...(flags.isVendor ? ['vendor'] : []),
      ...(flags.isAgency ? ['agency'] : []),
      ...(flags.isRetailer ? ['retailer'] : []),
      ...(flags.isAdministrator ? ['administrator'] : []),
      ...(flags.isSalesPerson ? ['salesPerson'] : []),
    ],
    ...flags,
  }) as UserInfo;

const menu: MenuSettings = {
  order: [...MAIN_MENU_KEYS],
  availabilities: true,
  dashboards: false,
  landingPages: true,
  remotes: { 'mf-campaigns': true, 'mf-creatives': true, 'mf-catalogue-admin': true, 'mf-users': true },
};

const everything = {
  'mf-campaigns': ['products', 'campaigns', 'activities', 'availabilities'],
  'mf-creatives': ['landingPages', 'reviewQueue'],
  'mf-catalogue-admin': [
    'settings.categories',
    'settings.tools',
    'settings.landingPageTypes',
    'settings.templates',
    'settings.others',
    'settings.images',
    'settings.releases',
  ],
  'mf-users': ['settings.users'],
};

const keys = (entries: { key: string }[]) => entries.map((entry) => entry.key);

describe('header menu entries (spec: main layout)', () => {
  it('has an entry for every key of the menu order, in the default order', () => {
    expect(MAIN_MENU.map((entry) => entry.key)).toEqual([...MAIN_MENU_KEYS]);
  });

  it('follows the order of the menu settings', () => {
    const order = [
      'activities',
      'campaigns',
      'reviewQueue',
      'products',
      'availabilities',
      'landingPages',
    ] as const;
    const retailer = user({ isRetailer: true });
    expect(
      visibleEntries(orderedMainMenu([...order]), retailer, menu, everything).map((entry) => entry.key),
    ).toEqual(['activities', 'campaigns', 'reviewQueue', 'availabilities', 'landingPages']);
  });

  it('offers products to vendors and agencies only', () => {
    expect(keys(visibleEntries(MAIN_MENU, user({ isVendor: true }), menu, everything))).toEqual([
      'products',
      'campaigns',
      'activities',
      'landingPages',
    ]);
    expect(keys(visibleEntries(MAIN_MENU, user({ isAgency: true }), menu, everything))).toContain('products');
    expect(keys(visibleEntries(MAIN_MENU, user({ isRetailer: true }), menu, everything))).not.toContain(
      'products',
    );
  });

  it('offers availability to retailers, only when enabled', () => {
    expect(keys(visibleEntries(MAIN_MENU, user({ isRetailer: true }), menu, everything))).toContain(
      'availabilities',
    );
    expect(
      keys(
        visibleEntries(MAIN_MENU, user({ isRetailer: true }), { ...menu, availabilities: false }, everything),
      ),
    ).not.toContain('availabilities');
    expect(keys(visibleEntries(MAIN_MENU, user({ isVendor: true }), menu, everything))).not.toContain(
      'availabilities',
    );
  });

  it('offers the review queue to retailers only', () => {
    expect(keys(visibleEntries(MAIN_MENU, user({ isRetailer: true }), menu, everything))).toContain(
      'reviewQueue',
    );
    expect(keys(visibleEntries(MAIN_MENU, user({ isVendor: true }), menu, everything))).not.toContain(
      'reviewQueue',
    );
    expect(keys(visibleEntries(MAIN_MENU, user({ isAgency: true }), menu, everything))).not.toContain(
      'reviewQueue',
    );
  });

  it('hides landing pages from a sales person without another role', () => {
    expect(keys(visibleEntries(MAIN_MENU, user({ isSalesPerson: true }), menu, everything))).not.toContain(
      'landingPages',
    );
  });

  it('hides landing pages unless dynamic landing pages are allowed', () => {
    expect(
      keys(visibleEntries(MAIN_MENU, user({ isVendor: true }), { ...menu, landingPages: false }, everything)),
    ).not.toContain('landingPages');
  });

  it('gives administrators every settings entry and other retailers only the users', () => {
    expect(
      keys(
        visibleEntries(SETTINGS_MENU, user({ isRetailer: true, isAdministrator: true }), menu, everything),
      ),
    ).toHaveLength(8);
    expect(keys(visibleEntries(SETTINGS_MENU, user({ isRetailer: true }), menu, everything))).toEqual([
      'settings.users',
    ]);
  });

  it('shows only what an enabled remote says it has (no placeholders)', () => {
    const onlyList = {
      'mf-campaigns': ['campaigns'],
      'mf-creatives': [],
      'mf-catalogue-admin': [],
      'mf-users': [],
    };
    expect(keys(visibleEntries(MAIN_MENU, user({ isVendor: true }), menu, onlyList))).toEqual(['campaigns']);
    const disabled = { ...menu, remotes: { ...menu.remotes, 'mf-campaigns': false } };
    expect(keys(visibleEntries(MAIN_MENU, user({ isVendor: true }), disabled, everything))).toEqual([
      'landingPages',
    ]);
  });

  it('keeps the entries of a remote whose list could not be read, so its retry panel can be reached', () => {
    const unreadable = { ...everything, 'mf-campaigns': null };
    expect(keys(visibleEntries(MAIN_MENU, user({ isVendor: true }), menu, unreadable))).toContain(
      'campaigns',
    );
  });
});
