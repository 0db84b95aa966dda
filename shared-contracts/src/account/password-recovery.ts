import * as v from 'valibot';
import { EmailSchema, IsoDateTimeSchema } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';

export const PasswordRecoveryRequestSchema = v.object({ username: EmailSchema });
export type PasswordRecoveryRequest = v.InferInput<typeof PasswordRecoveryRequestSchema>;

export const PasswordRecoveryResponseSchema = v.object({
  username: v.string(),
  /** Until when the mailed link works. */
  validityTo: IsoDateTimeSchema,
});
export type PasswordRecoveryResponse = v.InferOutput<typeof PasswordRecoveryResponseSchema>;

export const requestPasswordRecoveryEndpoint = endpoint({
  method: 'post',
  path: '/account/password-recovery',
  body: PasswordRecoveryRequestSchema,
  response: PasswordRecoveryResponseSchema,
  access: access.public(),
});
/** POST /account/password-recovery: mails a reset link. */
export const requestPasswordRecovery = bindEndpoint(
  requestPasswordRecoveryEndpoint,
  ({ send }) =>
    (body: PasswordRecoveryRequest) =>
      send({ json: body }),
);

export const RecoveryHashParamsSchema = v.object({
  hash: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,128}$/, 'invalid_hash')),
});

export const checkPasswordRecoveryEndpoint = endpoint({
  method: 'get',
  path: '/account/password-recovery/:hash',
  params: RecoveryHashParamsSchema,
  response: PasswordRecoveryResponseSchema,
  access: access.public(),
});
/** GET /account/password-recovery/{hash}: 404 unknown, 410 expired or already used. */
export const checkPasswordRecovery = bindEndpoint(
  checkPasswordRecoveryEndpoint,
  ({ send }) =>
    (hash: string) =>
      send({ params: { hash } }),
);
