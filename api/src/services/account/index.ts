/**
 * Password recovery and change: what a signed-out or signed-in user does with their own password.
 * This index is all the area offers to the rest of the API.
 */
export { checkPasswordRecovery } from './check-password-recovery';
export { requestPasswordRecovery } from './request-password-recovery';
export { updatePassword } from './update-password';
