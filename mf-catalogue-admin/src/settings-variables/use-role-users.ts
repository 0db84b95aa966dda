import { USER_ROLES, type UserRole } from '@portal/shared-contracts/core';
import { getUsersByRole } from '@portal/shared-contracts/new-campaign';
import useSWR from 'swr';

/** A variable's userRole as a role the API knows (the contract types it as text). */
export const isUserRole = (role: string | null): role is UserRole =>
  (USER_ROLES as readonly string[]).includes(role ?? '');

/** GET /users/by-role/{role}: the active users with the role, to choose a default system user. */
export function useRoleUsers(role: UserRole | null) {
  return useSWR(role === null ? null : ['users/by-role', role], ([, name]) => getUsersByRole(name), {
    revalidateOnFocus: false,
  });
}
