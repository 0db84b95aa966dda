import type { CreativeFormat, UpdateCreativeFormatRequestSchema } from '@portal/shared-contracts';
import type * as v from 'valibot';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { naturalOrder } from '../../../db/collation';
import {
  creativeFieldValues,
  creativeFormatFields,
  creativeFormats,
  creatives,
  landingPages,
  landingPageTypes,
  products,
} from '../../../db/schema';
import { ConflictError, NotFoundError, ValidationError, type FieldIssue } from '../../../errors';
import type { MessageLanguage } from '../../../i18n/locale';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../sessions';
import { productDisplayNameIn } from '../../catalogue';
import { checkEditVersion, nextEditVersion } from '../../edit-versions';
import { formatIssues } from './format-issues';
import { loadFormat } from './load-format';

/**
 * PUT /creatives/formats/{id} (administrators): the format's name and its whole field list, in order.
 * Fields with an id are changed, fields without one are added, the others removed; a removed field
 * that creatives have filled is refused (409, naming it), so no creative loses a value silently. A
 * required field removed from a format that products use is refused too (409, naming the products)
 * unless the request confirms it: the products' next creatives will not ask for it. A save of an
 * older version than the stored one is refused (edit-version.ts).
 */
export async function updateCreativeFormat(
  ctx: AppContext,
  auth: AuthContext,
  formatId: number,
  body: v.InferOutput<typeof UpdateCreativeFormatRequestSchema>,
  language: MessageLanguage,
): Promise<CreativeFormat> {
  const issues: FieldIssue[] = formatIssues(body.fields);
  return ctx.db.transaction(async (tx) => {
    const [format] = await tx
      .select({
        id: creativeFormats.id,
        version: creativeFormats.version,
        updatedAt: creativeFormats.updatedAt,
        updatedByUserId: creativeFormats.updatedByUserId,
      })
      .from(creativeFormats)
      .where(eq(creativeFormats.id, formatId))
      .for('update');
    if (!format) throw new NotFoundError('creative_format_not_found');
    await checkEditVersion(tx, format, body.version);
    const [taken] = await tx
      .select({ id: creativeFormats.id })
      .from(creativeFormats)
      .where(
        and(sql`lower(${creativeFormats.name}) = lower(${body.name})`, ne(creativeFormats.id, formatId)),
      );
    if (taken) issues.push({ field: 'name', code: 'creative_format_name_taken' });

    const existing = await tx
      .select({
        id: creativeFormatFields.id,
        name: creativeFormatFields.name,
        required: creativeFormatFields.required,
      })
      .from(creativeFormatFields)
      .where(eq(creativeFormatFields.formatId, formatId));
    const existingIds = new Set(existing.map((field) => field.id));
    body.fields.forEach((field, index) => {
      if (field.id && !existingIds.has(field.id))
        issues.push({ field: `fields.${index}.id`, code: 'field_invalid' });
    });
    if (issues.length > 0) throw new ValidationError(issues);

    const keptIds = body.fields.flatMap((field) => (field.id ? [field.id] : []));
    const removed = existing.filter((field) => !keptIds.includes(field.id));
    if (removed.length > 0) {
      const used = await tx
        .selectDistinct({ fieldId: creativeFieldValues.fieldId })
        .from(creativeFieldValues)
        .where(
          and(
            inArray(
              creativeFieldValues.fieldId,
              removed.map((field) => field.id),
            ),
            // Every creative has a row per field of its format; only a text or a file is a value.
            sql`(${creativeFieldValues.fileId} is not null or coalesce(${creativeFieldValues.text}, '') <> '')`,
          ),
        );
      if (used.length > 0) {
        const names = removed.filter((field) => used.some((row) => row.fieldId === field.id));
        throw new ConflictError('creative_field_in_use', {
          fields: names.map((field) => field.name).join(', '),
        });
      }
    }
    // A required field that goes, or stops being required: the products' next creatives will not ask
    // for it, which the administrator confirms knowing which products those are.
    const lostRequired = existing.filter(
      (field) => field.required && !body.fields.some((kept) => kept.id === field.id && kept.required),
    );
    if (lostRequired.length > 0 && !body.confirmRequiredFieldRemoval) {
      // Named as the administrator reads them (the message is in the caller's language).
      const productName = productDisplayNameIn(language);
      const users = await tx
        .select({ name: productName })
        .from(products)
        .where(eq(products.creativeFormatId, formatId))
        .orderBy(naturalOrder(productName), asc(products.id));
      if (users.length > 0)
        throw new ConflictError('creative_format_required_field_removed', {
          fields: lostRequired.map((field) => field.name).join(', '),
          products: users.map((product) => product.name).join(', '),
        });
    }
    if (removed.length > 0)
      await tx
        .delete(creativeFormatFields)
        .where(
          and(
            eq(creativeFormatFields.formatId, formatId),
            keptIds.length > 0 ? notInArray(creativeFormatFields.id, keptIds) : undefined,
          ),
        );
    // Names are unique per format: park the kept ones first so a swap of two names does not collide.
    if (keptIds.length > 0)
      await tx
        .update(creativeFormatFields)
        .set({ name: sql`'~' || ${creativeFormatFields.id}`, convertFromId: null })
        .where(inArray(creativeFormatFields.id, keptIds));

    const ids: number[] = [];
    for (const [position, field] of body.fields.entries()) {
      const values = {
        formatId,
        position,
        name: field.name,
        mediaType: field.mediaType,
        textMediaType: field.mediaType === 'text' ? (field.textMediaType ?? 'text') : null,
        required: field.required,
        displayNames: field.displayNames,
        descriptions: field.descriptions,
        restrictions: field.restrictions.map((restriction) => ({
          type: restriction.type,
          value: restriction.type === 'image_format' ? restriction.value.toUpperCase() : restriction.value,
        })),
        conversionFormat: field.convertFromIndex === null ? 'none' : field.conversionFormat,
      } as const;
      if (field.id) {
        await tx.update(creativeFormatFields).set(values).where(eq(creativeFormatFields.id, field.id));
        ids.push(field.id);
      } else {
        const [row] = await tx
          .insert(creativeFormatFields)
          .values(values)
          .returning({ id: creativeFormatFields.id });
        ids.push(row!.id);
        // Every creative of the format gets the new field, empty (its media id exists from now on),
        // and so does every landing page of a type of the format.
        await tx.execute(sql`insert into ${creativeFieldValues} (creative_id, field_id, updated_at)
          select c.id, ${row!.id}, ${ctx.clock.now().toISOString()}::timestamptz
          from ${creatives} c where c.format_id = ${formatId}`);
        await tx.execute(sql`insert into ${creativeFieldValues} (landing_page_id, field_id, updated_at)
          select p.id, ${row!.id}, ${ctx.clock.now().toISOString()}::timestamptz
          from ${landingPages} p join ${landingPageTypes} t on t.id = p.type_id
          where t.creative_format_id = ${formatId}`);
      }
    }
    for (const [index, field] of body.fields.entries()) {
      if (field.convertFromIndex === null) continue;
      await tx
        .update(creativeFormatFields)
        .set({ convertFromId: ids[field.convertFromIndex]! })
        .where(eq(creativeFormatFields.id, ids[index]!));
    }
    await tx
      .update(creativeFormats)
      .set({ name: body.name, ...nextEditVersion(format, auth, ctx.clock.now()) })
      .where(eq(creativeFormats.id, formatId));
    await recordAudit(tx, auth, {
      action: 'creative-format.updated',
      entityType: 'creative-format',
      entityId: formatId,
      details: { name: body.name, fields: body.fields.length, removed: removed.map((field) => field.name) },
    });
    return (await loadFormat(tx, formatId, language))!;
  });
}
