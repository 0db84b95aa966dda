import * as v from 'valibot';
import { EmailSchema, IsoDateTimeSchema } from '../common/primitives';
import { call } from '../http/client';

export const PasswordRecoveryRequestSchema = v.object({ username: EmailSchema });
export type PasswordRecoveryRequest = v.InferInput<typeof PasswordRecoveryRequestSchema>;

export const PasswordRecoveryResponseSchema = v.object({
  username: v.string(),
  /** Until when the mailed link works. */
  validityTo: IsoDateTimeSchema,
});
export type PasswordRecoveryResponse = v.InferOutput<typeof PasswordRecoveryResponseSchema>;

/** POST /account/password-recovery: mails a reset link. */
export const requestPasswordRecovery = (body: PasswordRecoveryRequest) =>
  call(PasswordRecoveryResponseSchema, 'post', '/account/password-recovery', { json: body });

export const RecoveryHashParamsSchema = v.object({
  hash: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,128}$/, 'invalid_hash')),
});

/** GET /account/password-recovery/{hash}: 404 unknown, 410 expired or already used. */
export const checkPasswordRecovery = (hash: string) =>
  call(PasswordRecoveryResponseSchema, 'get', `/account/password-recovery/${encodeURIComponent(hash)}`);
