// Test data (not part of the bundle): the settings groups and users the screen's tests answer with.
import type { SettingsVariable, SettingsVariableGroup, UserOption } from '@portal/shared-contracts';

const variable = (
  id: number,
  identifier: string,
  name: string,
  value: string | null,
  more: Partial<SettingsVariable> = {},
): SettingsVariable => ({
  id,
  identifier,
  name,
  type: 'boolean',
  value,
  editable: true,
  userRole: null,
  version: 1,
  ...more,
});

export const ZIP_UPLOAD = variable(1, 'creative-zip-upload', 'Nahrávání kreativ v ZIP', 'true');
export const DASHBOARDS = variable(2, 'menu-dashboards', 'Položka menu Dashboardy', 'false');
export const UI_LOCALES = variable(3, 'ui-locales', 'Jazyky rozhraní', 'cs-CZ,en-GB', {
  type: 'string',
  editable: false,
});
export const CAMPAIGNS_REMOTE = variable(10, 'remote-mf-campaigns', 'Modul mf-campaigns', 'true');
export const USERS_REMOTE = variable(11, 'remote-mf-users', 'Modul mf-users', 'true');
export const MENU_ORDER = variable(
  12,
  'menu-order',
  'Pořadí položek hlavního menu',
  'products,campaigns,activities,landingPages,reviewQueue,availabilities',
  { type: 'menu-order' },
);
export const TRAFFICKER = variable(20, 'default-trafficker', 'Výchozí trafficker', '31', {
  type: 'user',
  userRole: 'trafficker',
});
export const SALES_PERSON = variable(21, 'default-sales-person', 'Výchozí obchodník', null, {
  type: 'user',
  userRole: 'salesPerson',
});

export const TRAFFICKERS: UserOption[] = [
  { id: 31, name: 'Tomáš Trafficker', email: 'traffic@portal.test', company: null },
  { id: 32, name: 'Tereza Trafficker', email: 'traffic2@portal.test', company: null },
];
export const SALES_PERSONS: UserOption[] = [
  { id: 41, name: 'Simona Obchodní', email: 'sales@portal.test', company: null },
];

export const GROUPS: SettingsVariableGroup[] = [
  { id: 1, identifier: 'features', name: 'Funkce portálu', variables: [ZIP_UPLOAD, DASHBOARDS, UI_LOCALES] },
  {
    id: 3,
    identifier: 'remotes',
    name: 'Moduly portálu',
    variables: [CAMPAIGNS_REMOTE, USERS_REMOTE, MENU_ORDER],
  },
  {
    id: 4,
    identifier: 'default-system-users',
    name: 'Výchozí systémoví uživatelé',
    variables: [TRAFFICKER, SALES_PERSON],
  },
];
