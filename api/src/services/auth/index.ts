/**
 * Signing in and out, impersonating a vendor's user and returning to the retailer. This index is
 * all the area offers to the rest of the API.
 */
export { login } from './login';
export { loginAsUser } from './login-as-user';
export { logout } from './logout';
export { returnToRetailer } from './return-to-retailer';
export { toUserInfo } from './user-info';
