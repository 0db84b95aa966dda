import { call } from '../http/client';
import { SessionResponseSchema } from './user-info';

export const AuthorizationResponseSchema = SessionResponseSchema;

/** GET /auth/authorization: checks the session before every route change. */
export const getAuthorization = () => call(AuthorizationResponseSchema, 'get', '/auth/authorization');
