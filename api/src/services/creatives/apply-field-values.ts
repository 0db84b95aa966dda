import {
  skusOf,
  textValueIssue,
  type CreativeFormatField,
  type FieldValueInput,
} from '@portal/shared-contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  creativeFieldValues,
  creativeFiles,
  productCategories,
  products,
  targetProducts,
} from '../../db/schema';
import { ValidationError, type FieldIssue } from '../../errors';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { convertForFields } from './files/convert-for-fields';
import { fileFitsField } from './files/file-rules';
import type { FileWrites } from './files/stored-files';
import type { CreativeRow } from './find-creative';
import { valuesOf, type FieldValuesTarget } from './value-owner';

interface Change {
  field: CreativeFormatField;
  text: string | null;
  fileId: number | null;
}

async function unknownSkus(
  tx: Transaction,
  shop: FieldValuesTarget['skuShop'],
  skus: string[],
): Promise<string[]> {
  if (skus.length === 0) return [];
  const found =
    'productId' in shop
      ? await tx
          .select({ sku: targetProducts.externalIdentifier })
          .from(targetProducts)
          .innerJoin(productCategories, eq(productCategories.targetId, targetProducts.targetId))
          .innerJoin(products, eq(products.categoryId, productCategories.id))
          .where(and(eq(products.id, shop.productId), inArray(targetProducts.externalIdentifier, skus)))
      : await tx
          .select({ sku: targetProducts.externalIdentifier })
          .from(targetProducts)
          .where(
            and(eq(targetProducts.targetId, shop.targetId), inArray(targetProducts.externalIdentifier, skus)),
          );
  const known = new Set(found.map((row) => row.sku));
  return skus.filter((sku) => !known.has(sku));
}

/** A creative as applyFieldValues writes into it: its values, its company's files, its product's shop. */
export const creativeTarget = (creative: CreativeRow): FieldValuesTarget => ({
  owner: { creativeId: creative.id },
  companyId: creative.companyId,
  skuShop: { productId: creative.productId },
});

/**
 * Writes the given field values into a creative or a landing page (whose row the caller has locked),
 * after checking each against its field: the field is the format's and not filled by conversion, a
 * text keeps the field's rules (spec 001 §5 "Field rules"; SKUs must be in the owner's shop), a file
 * is the company's and fits the field. Everything wrong is answered at once (400), nothing written.
 * Files that became a value stop being temporary; fields converted from a changed image get their
 * converted file. Answers whether any value changed. Fields left out keep their values.
 */
export async function applyFieldValues(
  ctx: AppContext,
  tx: Transaction,
  auth: AuthContext,
  target: FieldValuesTarget,
  fields: readonly CreativeFormatField[],
  inputs: readonly FieldValueInput[],
  writes: FileWrites,
  at: (index: number) => string = (index) => `fieldValues.${index}.`,
): Promise<boolean> {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const current = new Map(
    (
      await tx
        .select({
          fieldId: creativeFieldValues.fieldId,
          text: creativeFieldValues.text,
          fileId: creativeFieldValues.fileId,
        })
        .from(creativeFieldValues)
        .where(valuesOf(target.owner))
    ).map((row) => [row.fieldId, row]),
  );
  const issues: FieldIssue[] = [];
  const changes: Change[] = [];
  const fileIds = inputs.flatMap((input) => (input.fileId ? [input.fileId] : []));
  const files = new Map(
    (fileIds.length > 0
      ? await tx.select().from(creativeFiles).where(inArray(creativeFiles.id, fileIds))
      : []
    ).map((file) => [file.id, file]),
  );

  for (const [index, input] of inputs.entries()) {
    const field = byId.get(input.fieldId);
    if (!field) {
      issues.push({
        field: `${at(index)}fieldId`,
        code: 'creative_field_not_in_format',
        params: { fieldId: input.fieldId },
      });
      continue;
    }
    const label = { field: field.displayName };
    const before = current.get(field.id);
    const text = input.text === undefined || input.text === null ? null : input.text.trim() || null;
    const fileId = input.fileId ?? null;
    if (field.convertFromId !== null) {
      // Sent back as it was is fine (a form echoes every field); a change is not.
      if ((fileId ?? null) !== (before?.fileId ?? null) || text !== null)
        issues.push({ field: `${at(index)}fileId`, code: 'creative_field_converted', params: label });
      continue;
    }
    if (field.mediaType === 'text') {
      if (fileId !== null) {
        issues.push({ field: `${at(index)}fileId`, code: 'creative_field_is_text', params: label });
        continue;
      }
      const issue = text === null ? null : textValueIssue(field, text);
      if (issue) {
        const { code, ...params } = issue;
        issues.push({ field: `${at(index)}text`, code, params: { ...label, ...params } });
        continue;
      }
      if (text !== null && field.textMediaType === 'sku') {
        const unknown = await unknownSkus(tx, target.skuShop, skusOf(text));
        if (unknown.length > 0) {
          issues.push({
            field: `${at(index)}text`,
            code: 'creative_sku_unknown',
            params: { ...label, skus: unknown.join(', ') },
          });
          continue;
        }
      }
      const normalized = text !== null && field.textMediaType === 'sku' ? skusOf(text).join(', ') : text;
      if (normalized !== (before?.text ?? null)) changes.push({ field, text: normalized, fileId: null });
      continue;
    }
    if (text !== null) {
      issues.push({ field: `${at(index)}text`, code: 'creative_field_is_file', params: label });
      continue;
    }
    if (fileId !== null && fileId !== before?.fileId) {
      const file = files.get(fileId);
      if (!file || file.companyId !== target.companyId || !fileFitsField(file, field)) {
        issues.push({
          field: `${at(index)}fileId`,
          code: 'creative_file_not_allowed',
          params: { ...label, fileId },
        });
        continue;
      }
    }
    if (fileId !== (before?.fileId ?? null)) changes.push({ field, text: null, fileId });
  }
  if (issues.length > 0) throw new ValidationError(issues);
  if (changes.length === 0) return false;

  const now = ctx.clock.now();
  for (const change of changes) {
    await tx
      .update(creativeFieldValues)
      .set({ text: change.text, fileId: change.fileId, autoConverted: false, updatedAt: now })
      .where(and(valuesOf(target.owner), eq(creativeFieldValues.fieldId, change.field.id)));
  }
  const attached = changes.flatMap((change) => (change.fileId ? [change.fileId] : []));
  if (attached.length > 0)
    await tx.update(creativeFiles).set({ tmp: false }).where(inArray(creativeFiles.id, attached));
  const changedFiles = changes.filter((change) => change.field.mediaType === 'file');
  if (changedFiles.length > 0) await convertForFields(ctx, tx, auth, writes, target, fields, changedFiles);
  return true;
}
