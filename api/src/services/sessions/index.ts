/**
 * Sessions and credentials: resolving a request's session, creating one, passwords, tokens and the
 * sign-in rate limits. This index is all the area offers to the rest of the API.
 */
export {
  type AuthContext,
  fullName,
  hasRole,
  isRetailer,
  isRetailerLike,
  type SessionUser,
} from './auth-context';
export { createSession } from './create-session';
export { findUserByEmail, findUserById, sessionUserOf } from './load-session-user';
export { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
export { blockedFor, clearHits, countHit, type Limit } from './rate-limit';
export { resolveSession } from './resolve-session';
export { hashSecret, newSecret } from './tokens';
