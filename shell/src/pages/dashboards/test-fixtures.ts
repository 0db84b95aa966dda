// Who opens the dashboards in the page's tests, and the portal configuration they are opened in.
import { MAIN_MENU_KEYS, type UserInfo } from '@portal/shared-contracts';
import type { PortalConfig } from '../../app/portal-config';

export const retailer = {
  userId: 2,
  name: 'Radek Prodejce',
  companyId: null,
  companyName: null,
  userRoles: ['retailer'],
  isRetailer: true,
  isAdministrator: false,
  isVendor: false,
  isAgency: false,
  isSalesPerson: false,
  defaultPage: '/campaigns',
} as unknown as UserInfo;

export const agency = {
  ...retailer,
  userId: 4,
  userRoles: ['agency'],
  isRetailer: false,
  isAgency: true,
} as UserInfo;

export const vendor = {
  ...retailer,
  userId: 3,
  name: 'Věra Dodavatelová',
  companyId: 11,
  companyName: 'Acme Foods',
  userRoles: ['vendor'],
  isRetailer: false,
  isVendor: true,
} as UserInfo;

/** Every remote and menu entry on; the dashboards entry as given. */
export const portalConfig = (dashboards: boolean): PortalConfig => ({
  menu: {
    order: [...MAIN_MENU_KEYS],
    availabilities: true,
    dashboards,
    landingPages: true,
    remotes: { 'mf-campaigns': true, 'mf-creatives': true, 'mf-catalogue-admin': true, 'mf-users': true },
  },
  remoteMenus: {},
  supportEmail: 'podpora@portal.test',
  previews: [],
});
