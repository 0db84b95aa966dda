import * as v from 'valibot';
import { IsoDateTimeSchema, NamedRefSchema } from './primitives';

/**
 * The version of an administered record (product, category, creative format, landing page type,
 * settings variable, user, content page) as its edit form read it. The save sends it back: a save
 * of an older version is refused (409 `edit_conflict`) instead of overwriting what someone else saved
 * meanwhile. 0: the record does not exist yet (a content page in a language that has none).
 */
export const EditVersionSchema = v.pipe(
  v.number(),
  v.integer('edit_version_invalid'),
  v.minValue(0, 'edit_version_invalid'),
  v.maxValue(2_147_483_647, 'edit_version_invalid'),
);

/** The `conflict` of a 409 `edit_conflict` answer: who saved the record since it was read, and when. */
export const EditConflictSchema = v.object({
  /** null when the saving user no longer exists (or the change came from outside the portal). */
  changedBy: v.nullable(NamedRefSchema),
  changedAt: IsoDateTimeSchema,
  /** The version saved now: reading the record again gives it. */
  version: v.number(),
});
export type EditConflict = v.InferOutput<typeof EditConflictSchema>;

export const EDIT_CONFLICT_CODE = 'edit_conflict';
