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
