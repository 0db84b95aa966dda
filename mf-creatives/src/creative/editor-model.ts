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
import type { FieldPaths } from '@portal/shared-ui/form';

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

/**
 * The parts a person fills, as the form keeps them: texts and uploaded files by field (`f301`), so
 * that each part is one field of the form (`texts.f305`, `files.f301`).
 */
export interface PartValues {
  texts: Record<string, string>;
  files: Record<string, CreativeFile | null>;
}

const partKey = (fieldId: number) => `f${fieldId}`;
/** The form field of a text part, and of a file part. */
export const textName = (fieldId: number) => `texts.${partKey(fieldId)}`;
export const fileName = (fieldId: number) => `files.${partKey(fieldId)}`;

/** The parts of a new creative (its format's, empty) or of a saved one (its values). */
export function partValuesOf(
  fields: readonly CreativeFormatField[],
  saved: Creative['fieldValues'] = [],
): PartValues {
  const byField = new Map(saved.map((value) => [value.formatField.id, value]));
  const parts: PartValues = { texts: {}, files: {} };
  for (const field of fields) {
    const value = byField.get(field.id);
    if (field.mediaType === 'file') parts.files[partKey(field.id)] = value?.file ?? null;
    else parts.texts[partKey(field.id)] = value?.text ?? '';
  }
  return parts;
}

/** The fields with what the form holds for them, in format order. */
export function editorValuesOf(
  fields: readonly CreativeFormatField[],
  parts: Partial<PartValues>,
): EditorValue[] {
  return fields.map((field) => ({
    field,
    text: parts.texts?.[partKey(field.id)] ?? '',
    file: parts.files?.[partKey(field.id)] ?? null,
  }));
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

/**
 * The form's messages for the texts that break their field's rules (`texts.f305`), in the words
 * `textIssue` gives them; nothing when every text is fine.
 */
export function textIssueErrors(
  values: readonly EditorValue[],
  textIssue: (issue: FieldValueIssue, field: string) => string,
): { texts?: Record<string, string> } {
  const texts: Record<string, string> = {};
  for (const [fieldId, issue] of textIssuesOf(values)) {
    const field = values.find((value) => value.field.id === fieldId)!.field;
    texts[partKey(fieldId)] = textIssue(issue, field.displayName);
  }
  return Object.keys(texts).length > 0 ? { texts } : {};
}

/**
 * Where the server's messages about the sent values belong (`fieldValues.{index}.text|fileId`):
 * the index is the one of the `inputs` the save sent, so the message lands on that part.
 */
export function partPaths(inputs: readonly FieldValueInput[]): FieldPaths {
  const paths: FieldPaths = {};
  inputs.forEach((input, index) => {
    const part = 'fileId' in input ? fileName(input.fieldId) : textName(input.fieldId);
    for (const path of [`fieldValues.${index}`, `fieldValues.${index}.text`, `fieldValues.${index}.fileId`])
      paths[path] = part;
  });
  return paths;
}
