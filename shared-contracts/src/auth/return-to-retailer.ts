import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { SessionResponseSchema } from './user-info';

export const ReturnToRetailerResponseSchema = SessionResponseSchema;

export const returnToRetailerEndpoint = endpoint({
  method: 'post',
  path: '/auth/return-to-retailer',
  response: ReturnToRetailerResponseSchema,
  access: access.self(),
});
/** POST /auth/return-to-retailer: ends the impersonation and restores the retailer's session. */
export const returnToRetailer = bindEndpoint(
  returnToRetailerEndpoint,
  ({ send }) =>
    () =>
      send(),
);
