import * as v from 'valibot';
import { call } from '../http/client';
import { SessionResponseSchema } from './user-info';

export const LoginRequestSchema = v.object({
  login: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254)),
  password: v.pipe(v.string(), v.nonEmpty(), v.maxLength(1024)),
});
export type LoginRequest = v.InferInput<typeof LoginRequestSchema>;

export const LoginResponseSchema = SessionResponseSchema;

/** POST /auth/login. A deactivated user gets an ApiError whose body has `deactivated: true`. */
export const login = (body: LoginRequest) => call(LoginResponseSchema, 'post', '/auth/login', { json: body });
