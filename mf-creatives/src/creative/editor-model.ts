import { isApiError } from '@portal/shared-contracts/core';
import {
  missingFields,
  textValueIssue,
  valueFilled,
  type Creative,
  type CreativeFile,
  type CreativeFormatField,
  type FieldValueInput,
  type FieldValueIssue,
} from '@portal/shared-contracts/creatives';

/** One field of the creative being filled: its format field, its text and its (uploaded) file. */
export interface EditorValue {
  field: CreativeFormatField;
  text: string;
  file: CreativeFile | null;
}

/** Filled by converting another field's image (spec 000 §3 convertFromId): shown, never sent. */
export const isConverted = (field: Pick<CreativeFormatField, 'convertFromId'>): boolean =>
  field.convertFromId !== null;

/** Filled by the shop (spec 000 §3 "product shop data"): shown as a note, never sent. */
export const isShopData = (field: Pick<CreativeFormatField, 'textMediaType'>): boolean =>
  field.textMediaType === 'product-shop-data';

/** The buyer fills it: not converted and not the shop's. */
export const isFilledByUser = (field: CreativeFormatField): boolean =>
  !isConverted(field) && !isShopData(field);

/** The fields of a new creative (its format's, empty) or of a saved one (its values), in format order. */
export function editorValuesOf(
  fields: readonly CreativeFormatField[],
  saved: Creative['fieldValues'] = [],
): EditorValue[] {
  const byField = new Map(saved.map((value) => [value.formatField.id, value]));
  return fields.map((field) => {
    const value = byField.get(field.id);
    return { field, text: value?.text ?? '', file: value?.file ?? null };
  });
}

/** A field is filled when its trimmed text is not empty, or a file was uploaded for it (spec 001 §5). */
export const editorValueFilled = (value: EditorValue): boolean =>
  valueFilled(value.field, value.text, value.file?.id ?? null);

/**
 * The required fields still empty, by display name (spec 001 §5 "missing required fields"): the
 * shared rule, so converted and shop-data fields never count.
 */
export const missingOf = (values: readonly EditorValue[]): string[] =>
  missingFields(values.map((value) => ({ formatField: value.field, filled: editorValueFilled(value) })));

/** The values the create and update calls take: the user's fields only, empty texts as null. */
export function inputsOf(values: readonly EditorValue[]): FieldValueInput[] {
  return values
    .filter((value) => isFilledByUser(value.field))
    .map((value) =>
      value.field.mediaType === 'file'
        ? { fieldId: value.field.id, fileId: value.file?.id ?? null }
        : { fieldId: value.field.id, text: value.text.trim() === '' ? null : value.text },
    );
}

/** The client-side checks of the texts by their field's rules (textValueIssue of shared-contracts). */
export function textIssuesOf(values: readonly EditorValue[]): Map<number, FieldValueIssue> {
  const issues = new Map<number, FieldValueIssue>();
  for (const value of values) {
    if (value.field.mediaType !== 'text' || !isFilledByUser(value.field)) continue;
    const issue = textValueIssue(value.field, value.text);
    if (issue) issues.set(value.field.id, issue);
  }
  return issues;
}

export interface ServerFormErrors {
  name: string[];
  /** Messages by format field id. */
  fields: Map<number, string[]>;
  /** Messages no field of the form owns. */
  other: string[];
}

/**
 * The field errors of a failed save (400 `fieldErrors`: `name`, `fieldValues.{index}.text|fileId`),
 * put beside the fields they name: the index is the one of the `inputs` the save sent.
 */
export function serverFormErrors(error: unknown, inputs: readonly FieldValueInput[]): ServerFormErrors {
  const result: ServerFormErrors = { name: [], fields: new Map(), other: [] };
  if (!isApiError(error) || !error.body.fieldErrors) return result;
  for (const [path, messages] of Object.entries(error.body.fieldErrors)) {
    const match = /^fieldValues\.(\d+)(\.|$)/.exec(path);
    const fieldId = match ? inputs[Number(match[1])]?.fieldId : undefined;
    if (path === 'name') result.name.push(...messages);
    else if (fieldId !== undefined)
      result.fields.set(fieldId, [...(result.fields.get(fieldId) ?? []), ...messages]);
    else result.other.push(...messages);
  }
  return result;
}
