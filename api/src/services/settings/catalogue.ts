import { MAIN_MENU_KEYS, REMOTE_NAMES, type UserRole } from '@portal/shared-contracts';

export type VariableType = 'boolean' | 'string' | 'number' | 'user' | 'menu-order';

export interface VariableDefinition {
  identifier: string;
  name: string;
  type: VariableType;
  /** Used when the variable is missing from the database, and as the seeded value. */
  defaultValue: string | null;
  /** A user variable: the role its user must have. */
  userRole?: UserRole;
}

export interface GroupDefinition {
  identifier: string;
  name: string;
  variables: VariableDefinition[];
}

const flag = (identifier: string, name: string, on = true): VariableDefinition => ({
  identifier,
  name,
  type: 'boolean',
  defaultValue: String(on),
});

/** Every settings variable the portal reads, with its group: the seed and the readers share this list. */
export const SETTINGS_CATALOGUE: GroupDefinition[] = [
  {
    identifier: 'features',
    name: 'Funkce portálu',
    variables: [
      flag('creative-zip-upload', 'Nahrávání kreativ v ZIP'),
      flag('campaign-items-target-url', 'Cílová URL položek kampaně'),
      flag('dynamic-landing-pages', 'Dynamické landing pages'),
      flag('menu-availabilities', 'Položka menu Dostupnost'),
      flag('menu-dashboards', 'Položka menu Dashboardy', false),
      {
        identifier: 'ui-locales',
        name: 'Jazyky rozhraní',
        type: 'string',
        // A deployment that speaks the publisher's Czech lists cs-CZ-publisher instead of cs-CZ.
        defaultValue: 'cs-CZ,en-GB,pl-PL',
      },
    ],
  },
  {
    identifier: 'performance-metrics',
    name: 'Zobrazení výkonnostních metrik',
    variables: [
      flag('display-impressions', 'Zobrazení (impressions)'),
      flag('display-views', 'Viditelná zobrazení (views)'),
      flag('display-visibility-ratio', 'Viditelnost'),
      flag('display-clicks', 'Prokliky'),
      flag('display-ctr-ratio', 'CTR'),
    ],
  },
  {
    identifier: 'remotes',
    name: 'Moduly portálu',
    variables: [
      ...REMOTE_NAMES.map((name) => flag(`remote-${name}`, `Modul ${name}`)),
      {
        identifier: 'menu-order',
        name: 'Pořadí položek hlavního menu',
        type: 'menu-order',
        defaultValue: MAIN_MENU_KEYS.join(','),
      },
    ],
  },
  {
    identifier: 'default-system-users',
    name: 'Výchozí systémoví uživatelé',
    variables: [
      {
        identifier: 'default-trafficker',
        name: 'Výchozí trafficker',
        type: 'user',
        defaultValue: null,
        userRole: 'trafficker',
      },
      {
        identifier: 'default-sales-person',
        name: 'Výchozí obchodník',
        type: 'user',
        defaultValue: null,
        userRole: 'salesPerson',
      },
    ],
  },
];
