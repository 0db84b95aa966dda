import type { CreativeChanges, CreativeFile } from '@portal/shared-contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creativeFiles, creativeVersions, type CreativeVersionValue } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { toCreativeFile } from './creative-file-url';
import { findCreative } from './find-creative';
import { loadFormatFields } from './formats/load-format';
import { creativeValues, versionsOf, type ValueOwner } from './value-owner';

/**
 * What changed in a creative's or landing page's values since the retailer last approved or returned
 * it (its kept review version): the name, and each field whose text or file differs, before and
 * after side by side. Without a review yet, every filled field is new.
 */
export async function valueChanges(
  db: Executor,
  owner: ValueOwner,
  current: { formatId: number | null; name: string },
  language: MessageLanguage,
): Promise<CreativeChanges> {
  const [review] = await db
    .select()
    .from(creativeVersions)
    .where(and(versionsOf(owner), eq(creativeVersions.review, true)))
    .orderBy(desc(creativeVersions.id))
    .limit(1);
  const [latest] = await db
    .select()
    .from(creativeVersions)
    .where(versionsOf(owner))
    .orderBy(desc(creativeVersions.id))
    .limit(1);
  const before = new Map((review?.values ?? []).map((value) => [value.fieldId, value]));
  const after = new Map((latest?.values ?? []).map((value) => [value.fieldId, value]));
  const fileIds = [...before.values(), ...after.values()].flatMap((value) =>
    value.fileId ? [value.fileId] : [],
  );
  const files = new Map<number, CreativeFile>(
    (fileIds.length > 0
      ? await db.select().from(creativeFiles).where(inArray(creativeFiles.id, fileIds))
      : []
    ).map((file) => [file.id, toCreativeFile(file)]),
  );
  const present = (value: CreativeVersionValue | undefined) =>
    value && (value.text !== null || value.fileId !== null)
      ? {
          fieldId: value.fieldId,
          text: value.text,
          file: value.fileId ? (files.get(value.fileId) ?? null) : null,
        }
      : null;
  const fields =
    current.formatId === null
      ? []
      : ((await loadFormatFields(db, [current.formatId], language)).get(current.formatId) ?? []);
  return {
    since: review
      ? {
          version: review.version,
          state: review.state,
          at: review.createdAt.toISOString(),
          name: review.name,
        }
      : null,
    nameChanged: review ? review.name !== current.name : false,
    fields: fields.flatMap((field) => {
      const old = present(before.get(field.id));
      const now = present(after.get(field.id));
      const same =
        (old?.text ?? null) === (now?.text ?? null) && (old?.file?.id ?? null) === (now?.file?.id ?? null);
      return same ? [] : [{ field, before: old, after: now }];
    }),
  };
}

/** GET /creatives/{id}/changes: what changed since the last approved or returned version. */
export async function creativeChanges(
  ctx: AppContext,
  auth: AuthContext,
  creativeId: number,
  language: MessageLanguage,
): Promise<CreativeChanges> {
  const creative = await findCreative(ctx.db, auth, creativeId, { lock: false });
  return valueChanges(ctx.db, creativeValues(creative.id), creative, language);
}
