import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { SessionResponseSchema } from './user-info';

export const AuthorizationResponseSchema = SessionResponseSchema;

export const getAuthorizationEndpoint = endpoint({
  method: 'get',
  path: '/auth/authorization',
  response: AuthorizationResponseSchema,
  access: access.self(),
});
/** GET /auth/authorization: checks the session before every route change. */
export const getAuthorization = bindEndpoint(
  getAuthorizationEndpoint,
  ({ send }) =>
    () =>
      send(),
);
