import * as v from 'valibot';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { SessionResponseSchema } from './user-info';

export const LoginRequestSchema = v.object({
  login: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254)),
  password: v.pipe(v.string(), v.nonEmpty(), v.maxLength(1024)),
});
export type LoginRequest = v.InferInput<typeof LoginRequestSchema>;

export const LoginResponseSchema = SessionResponseSchema;

export const loginEndpoint = endpoint({
  method: 'post',
  path: '/auth/login',
  body: LoginRequestSchema,
  response: LoginResponseSchema,
  access: access.public(),
});
/** POST /auth/login. A deactivated user gets an ApiError whose body has `deactivated: true`. */
export const login = bindEndpoint(
  loginEndpoint,
  ({ send }) =>
    (body: LoginRequest) =>
      send({ json: body }),
);
