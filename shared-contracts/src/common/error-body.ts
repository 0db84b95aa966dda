import * as v from 'valibot';
import { EditConflictSchema } from './edit-version';

/** The one error shape every failing call answers with (design.md §2). */
export const ErrorBodySchema = v.looseObject({
  code: v.string(),
  message: v.string(),
  requestId: v.string(),
  /** Field path → messages, for forms that show errors beside their fields. */
  fieldErrors: v.optional(v.record(v.string(), v.array(v.string()))),
  /** Upload checks (fileTooBig, invalidImageWidth, ...) with the values the message needs. */
  validationErrors: v.optional(
    v.array(v.object({ type: v.string(), params: v.optional(v.record(v.string(), v.unknown())) })),
  ),
  /** Set on the login and password-recovery answers for a deactivated user. */
  deactivated: v.optional(v.boolean()),
  /** Set on a 409 `edit_conflict`: the record was saved by someone else since the form read it. */
  conflict: v.optional(EditConflictSchema),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;
