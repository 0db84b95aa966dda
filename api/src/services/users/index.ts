/**
 * Users: the list, detail, invitation, editing, activation, profile and impersonation history. This
 * index is all the area offers to the rest of the API.
 */
export { userCompanyOptions } from './company-options';
export { filterUsers } from './filter-users';
export { getProfile } from './get-profile';
export { getUser } from './get-user';
export { getUserEdit } from './get-user-edit';
export { impersonationHistory } from './impersonation-history';
export { inviteUser } from './invite-user';
export { setUserActive } from './set-user-active';
export { updatePreferredLocale } from './update-preferred-locale';
export { updateUser } from './update-user';
