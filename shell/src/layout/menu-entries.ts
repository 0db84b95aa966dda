import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  inRoleSet,
  type MainMenuKey,
  type MenuSettings,
  type RemoteName,
  type UserInfo,
} from '@portal/shared-contracts/core';

export interface MenuEntry {
  key: string;
  path: string;
  label: MessageDescriptor;
  remote: RemoteName;
  visible: (user: UserInfo, menu: MenuSettings) => boolean;
}

const buyer = (user: UserInfo) => user.isVendor || user.isAgency;
const retailer = (user: UserInfo) => user.isRetailer;
const administrator = (user: UserInfo) => user.isAdministrator;

/** The header menu of the spec (main layout), in its default order (administrators may change it). */
export const MAIN_MENU: (MenuEntry & { key: MainMenuKey })[] = [
  { key: 'products', path: '/tools', label: msg`Produkty`, remote: 'mf-campaigns', visible: buyer },
  {
    key: 'campaigns',
    path: '/campaigns',
    label: msg`Moje kampaně`,
    remote: 'mf-campaigns',
    visible: () => true,
  },
  {
    key: 'activities',
    path: '/activities',
    label: msg`Aktivity`,
    remote: 'mf-campaigns',
    visible: () => true,
  },
  {
    key: 'landingPages',
    path: '/landing-pages',
    label: msg`Landing pages`,
    remote: 'mf-creatives',
    // Landing pages are for those who work with campaigns (a sales person alone has none).
    visible: (user, menu) => menu.landingPages && inRoleSet(user.userRoles, 'campaignUsers'),
  },
  {
    key: 'reviewQueue',
    path: '/review-queue',
    label: msg`Ke schválení`,
    remote: 'mf-creatives',
    visible: retailer,
  },
  {
    key: 'availabilities',
    path: '/availabilities',
    label: msg`Dostupnost`,
    remote: 'mf-campaigns',
    visible: (user, menu) => retailer(user) && menu.availabilities,
  },
];

/** The header menu in the order of the menu settings (every key is there once: the API completes it). */
export const orderedMainMenu = (order: MainMenuKey[]): MenuEntry[] =>
  [...MAIN_MENU].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));

/** The retailer's settings dropdown: every entry is for administrators except user settings. */
export const SETTINGS_MENU: MenuEntry[] = [
  {
    key: 'settings.categories',
    path: '/settings/categories',
    label: msg`Kategorie produktů`,
    remote: 'mf-catalogue-admin',
    visible: administrator,
  },
  {
    key: 'settings.tools',
    path: '/settings/tools',
    label: msg`Nastavení produktů`,
    remote: 'mf-catalogue-admin',
    visible: administrator,
  },
  {
    key: 'settings.users',
    path: '/settings/users',
    label: msg`Uživatelé`,
    remote: 'mf-users',
    visible: (user) => retailer(user) || user.isSalesPerson,
  },
  {
    key: 'settings.landingPageTypes',
    path: '/settings/landing-page-types',
    label: msg`Typy landing pages`,
    remote: 'mf-catalogue-admin',
    visible: administrator,
  },
  {
    key: 'settings.templates',
    path: '/settings/templates',
    label: msg`Formáty kreativ`,
    remote: 'mf-catalogue-admin',
    visible: administrator,
  },
  {
    key: 'settings.others',
    path: '/settings/others',
    label: msg`Ostatní nastavení`,
    remote: 'mf-catalogue-admin',
    visible: administrator,
  },
  {
    key: 'settings.images',
    path: '/settings/images',
    label: msg`Knihovna obrázků`,
    remote: 'mf-catalogue-admin',
    visible: administrator,
  },
  {
    key: 'settings.releases',
    path: '/settings/releases',
    label: msg`Vydání verzí`,
    remote: 'mf-catalogue-admin',
    visible: administrator,
  },
];

/**
 * The dashboards page: the shell's own, for every signed-in user while the settings variable
 * `menu-dashboards` is on (menu.dashboards), just before help.
 */
export const DASHBOARDS_ENTRY = { key: 'dashboards', path: '/dashboards', label: msg`Přehledy` };

/** The help page: the shell's own, for every signed-in user, always last. */
export const HELP_ENTRY = { key: 'help', path: '/help', label: msg`Nápověda` };

/** 'campaigns management' for a retailer, 'my campaigns' otherwise (spec: header menu). */
export const RETAILER_CAMPAIGNS_LABEL = msg`Správa kampaní`;
export const SETTINGS_LABEL = msg`Nastavení`;

/**
 * An entry shows when its role and setting allow it, its remote is switched on, and the remote says
 * it has that screen (a remote whose list could not be read is trusted, so a retry panel can show).
 */
export function visibleEntries(
  entries: MenuEntry[],
  user: UserInfo,
  menu: MenuSettings,
  remoteMenus: Partial<Record<RemoteName, string[] | null>>,
): MenuEntry[] {
  return entries.filter((entry) => {
    if (!menu.remotes[entry.remote] || !entry.visible(user, menu)) return false;
    const provided = remoteMenus[entry.remote];
    return provided === null || (provided?.includes(entry.key) ?? false);
  });
}
