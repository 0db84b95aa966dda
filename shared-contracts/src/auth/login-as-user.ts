import * as v from 'valibot';
import { IdSchema } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { SessionResponseSchema } from './user-info';

export const LoginAsUserRequestSchema = v.object({ id: IdSchema });
export type LoginAsUserRequest = v.InferInput<typeof LoginAsUserRequestSchema>;
export const LoginAsUserResponseSchema = SessionResponseSchema;

export const loginAsUserEndpoint = endpoint({
  method: 'post',
  path: '/auth/login-as-user',
  body: LoginAsUserRequestSchema,
  response: LoginAsUserResponseSchema,
  access: access.retailer('retailerStaff'),
});
/** POST /auth/login-as-user (retailer only): impersonate an active, storefront-active buyer. */
export const loginAsUser = bindEndpoint(
  loginAsUserEndpoint,
  ({ send }) =>
    (body: LoginAsUserRequest) =>
      send({ json: body }),
);
