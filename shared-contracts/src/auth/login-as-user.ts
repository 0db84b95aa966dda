import * as v from 'valibot';
import { IdSchema } from '../common/primitives';
import { call } from '../http/client';
import { SessionResponseSchema } from './user-info';

export const LoginAsUserRequestSchema = v.object({ id: IdSchema });
export type LoginAsUserRequest = v.InferInput<typeof LoginAsUserRequestSchema>;
export const LoginAsUserResponseSchema = SessionResponseSchema;

/** POST /auth/login-as-user (retailer only): impersonate an active, storefront-active buyer. */
export const loginAsUser = (body: LoginAsUserRequest) =>
  call(LoginAsUserResponseSchema, 'post', '/auth/login-as-user', { json: body });
