import * as v from 'valibot';

export const USER_ROLES = [
  'administrator',
  'retailer',
  'salesPerson',
  'vendor',
  'agency',
  'trafficker',
] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const UserRoleSchema = v.picklist(USER_ROLES);

/**
 * The groups of roles the portal's rules speak of (spec 000 §6), named once: the API declares every
 * route's callers with these names and the screens test the session user against the same lists.
 */
export const ROLE_SETS = {
  /** Any signed-in user. */
  everyone: USER_ROLES,
  /** Retailer staff: retailers and administrators. */
  retailerStaff: ['administrator', 'retailer'],
  /** Catalogue and settings administration, the styleguide and the content pages. */
  administrators: ['administrator'],
  /** Those who buy: vendors and agencies (an impersonated session is one of them). */
  buyers: ['vendor', 'agency'],
  /** Agency users (they order for the vendor companies they act for). */
  agencies: ['agency'],
  /** Those who work with campaigns: retailer staff and buyers. */
  campaignUsers: ['administrator', 'retailer', 'vendor', 'agency'],
  /** User administration: retailer staff and sales persons. */
  userManagers: ['administrator', 'retailer', 'salesPerson'],
} as const satisfies Record<string, readonly UserRole[]>;
export type RoleSetName = keyof typeof ROLE_SETS;

export const inRoleSet = (roles: readonly UserRole[], set: RoleSetName): boolean =>
  roles.some((role) => (ROLE_SETS[set] as readonly UserRole[]).includes(role));
