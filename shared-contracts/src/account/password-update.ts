import * as v from 'valibot';
import { EmailSchema } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';

/** Length bounds of a new password; the spec leaves them open, these follow current NIST guidance. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PasswordSchema = v.pipe(
  v.string(),
  v.nonEmpty(),
  v.minLength(PASSWORD_MIN_LENGTH),
  v.maxLength(PASSWORD_MAX_LENGTH),
);

export const PasswordUpdateRequestSchema = v.object({
  username: EmailSchema,
  password: PasswordSchema,
  hash: v.pipe(v.string(), v.nonEmpty(), v.maxLength(128)),
});
export type PasswordUpdateRequest = v.InferInput<typeof PasswordUpdateRequestSchema>;

export const PasswordUpdateResponseSchema = v.object({ username: v.string() });

export const updatePasswordEndpoint = endpoint({
  method: 'post',
  path: '/account/password-update',
  body: PasswordUpdateRequestSchema,
  response: PasswordUpdateResponseSchema,
  access: access.public(),
});
/** POST /account/password-update: sets the new password through a valid recovery link. */
export const updatePassword = bindEndpoint(
  updatePasswordEndpoint,
  ({ send }) =>
    (body: PasswordUpdateRequest) =>
      send({ json: body }),
);
