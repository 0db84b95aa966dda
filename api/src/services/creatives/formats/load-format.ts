import type { CreativeFormatField, LocalizedText } from '@portal/shared-contracts';
import type { MessageLanguage } from '../../../i18n/locale';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { creativeFormatFields, creativeFormats, products } from '../../../db/schema';
import { naturalOrder } from '../../../db/collation';
import { productDisplayNameIn } from '../../catalogue';

type FieldRow = typeof creativeFormatFields.$inferSelect;

/** The caller's language, else Czech, else the technical name: a field is never shown without a label. */
export const localized = (text: LocalizedText, language: MessageLanguage, fallback: string): string =>
  text[language]?.trim() || text.cs?.trim() || fallback;

export function toFormatField(row: FieldRow, language: MessageLanguage): CreativeFormatField {
  const description = localized(row.descriptions, language, '');
  return {
    id: row.id,
    name: row.name,
    mediaType: row.mediaType,
    textMediaType: row.textMediaType,
    required: row.required,
    displayName: localized(row.displayNames, language, row.name),
    displayDescription: description === '' ? null : description,
    displayNames: row.displayNames,
    descriptions: row.descriptions,
    restrictions: row.restrictions,
    convertFromId: row.convertFromId,
    conversionFormat: row.conversionFormat,
  };
}

/** The fields of formats, in their order, by format id. */
export async function loadFormatFields(
  db: Executor,
  formatIds: readonly number[],
  language: MessageLanguage,
): Promise<Map<number, CreativeFormatField[]>> {
  const byFormat = new Map<number, CreativeFormatField[]>(formatIds.map((id) => [id, []]));
  if (formatIds.length === 0) return byFormat;
  const rows = await db
    .select()
    .from(creativeFormatFields)
    .where(inArray(creativeFormatFields.formatId, [...formatIds]))
    .orderBy(
      asc(creativeFormatFields.formatId),
      asc(creativeFormatFields.position),
      asc(creativeFormatFields.id),
    );
  for (const row of rows) byFormat.get(row.formatId)?.push(toFormatField(row, language));
  return byFormat;
}

/**
 * A format with its fields and the products that use it (named in the caller's language, Czech
 * where a product has no translation); null when there is none with the id.
 */
export async function loadFormat(db: Executor, formatId: number, language: MessageLanguage) {
  const [format] = await db
    .select({ id: creativeFormats.id, name: creativeFormats.name, version: creativeFormats.version })
    .from(creativeFormats)
    .where(eq(creativeFormats.id, formatId));
  if (!format) return null;
  const listed = (await loadFormatFields(db, [format.id], language)).get(format.id)!;
  // The save names a convert-from field by its position in the list (new fields have no id yet).
  const fields = listed.map((field) => {
    const index = listed.findIndex((other) => other.id === field.convertFromId);
    return { ...field, convertFromIndex: index === -1 ? null : index };
  });
  const productName = productDisplayNameIn(language);
  const formatProducts = await db
    .select({ id: products.id, name: productName })
    .from(products)
    .where(eq(products.creativeFormatId, format.id))
    .orderBy(naturalOrder(productName), asc(products.id));
  return { id: format.id, name: format.name, fields, products: formatProducts, version: format.version };
}
