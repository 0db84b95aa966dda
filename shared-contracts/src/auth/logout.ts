import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';

export const logoutEndpoint = endpoint({
  method: 'post',
  path: '/auth/logout',
  response: 'empty',
  status: 204,
  access: access.self(),
});
/** POST /auth/logout: ends the current session (an impersonated one ends together with its retailer's). */
export const logout = bindEndpoint(
  logoutEndpoint,
  ({ send }) =>
    () =>
      send(),
);
