import type { RuleViewer } from '../campaigns/campaign-rules';
import { fieldRules, type CreativeFormatField } from './creative-formats';
import type { CreativeState } from './creative-states';

/** The most characters a text value may have whatever its field says. */
export const CREATIVE_TEXT_MAX_LENGTH = 10_000;
export const CREATIVE_NAME_MAX_LENGTH = 200;
export const CREATIVE_NOTE_MAX_LENGTH = 2_000;

/** The SKUs of a sku field's text: comma, semicolon or line separated, trimmed, without repeats. */
export function skusOf(text: string | null | undefined): string[] {
  const skus = (text ?? '')
    .split(/[,;\n]/)
    .map((sku) => sku.trim())
    .filter((sku) => sku !== '');
  return [...new Set(skus)];
}

/**
 * Spec 001 §5 "Creatives": auto-converted fields (filled from another field) and product-shop-data
 * fields (filled by the shop) do not count towards a filled creative.
 */
export const countsTowardsFilled = (field: Pick<CreativeFormatField, 'convertFromId' | 'textMediaType'>) =>
  field.convertFromId === null && field.textMediaType !== 'product-shop-data';

export interface RuleFieldValue {
  formatField: Pick<
    CreativeFormatField,
    'required' | 'convertFromId' | 'textMediaType' | 'mediaType' | 'displayName'
  >;
  filled: boolean;
}

/** A field is filled when its trimmed text is not empty, or its file was uploaded. */
export const valueFilled = (field: { mediaType: string }, text: string | null, fileId: number | null) =>
  field.mediaType === 'file' ? fileId !== null : (text ?? '').trim() !== '';

/** The required fields still empty, by their display names (the "missing fields" list). */
export const missingFields = (values: readonly RuleFieldValue[]): string[] =>
  values
    .filter((value) => value.formatField.required && countsTowardsFilled(value.formatField) && !value.filled)
    .map((value) => value.formatField.displayName);

/** A creative is filled when no required field is missing (spec 001 §5). */
export const creativeFilled = (values: readonly RuleFieldValue[]): boolean =>
  missingFields(values).length === 0;

/**
 * Why a creative action is refused, as the API's message code ('forbidden' for the wrong kind of
 * viewer: 403; the others: 409); null when it is allowed. The landing pages' rules are these under
 * their own codes (landing-page-rules.ts).
 */
export type CreativeRefusal =
  | 'forbidden'
  | 'creative_not_editable'
  | 'creative_check_not_allowed'
  | 'creative_review_not_allowed'
  | 'creative_not_filled';

/** Editing is allowed unless approved or waiting for approval; retailers (and impersonators) always edit. */
export const editCreativeRefusal = (
  state: CreativeState,
  viewer: RuleViewer,
): 'creative_not_editable' | null =>
  viewer.retailerLike || (state !== 'approved' && state !== 'waiting-for-approval')
    ? null
    : 'creative_not_editable';

export const creativeEditable = (state: CreativeState, viewer: RuleViewer): boolean =>
  editCreativeRefusal(state, viewer) === null;

/** A buyer (not retailer staff) sends a filled creative for approval unless it is approved or already waiting. */
export function sendCreativeForCheckRefusal(
  state: CreativeState,
  filled: boolean,
  viewer: RuleViewer,
): CreativeRefusal | null {
  if (viewer.retailer) return 'forbidden';
  if (state === 'approved' || state === 'waiting-for-approval') return 'creative_check_not_allowed';
  return filled ? null : 'creative_not_filled';
}

export const canSendCreativeForCheck = (state: CreativeState, filled: boolean, viewer: RuleViewer): boolean =>
  sendCreativeForCheckRefusal(state, filled, viewer) === null;

/** Retailer staff (or an impersonator) approve a filled creative that is not approved yet. */
export function approveCreativeRefusal(
  state: CreativeState,
  filled: boolean,
  viewer: RuleViewer,
): CreativeRefusal | null {
  if (!viewer.retailerLike) return 'forbidden';
  if (state === 'approved') return 'creative_review_not_allowed';
  return filled ? null : 'creative_not_filled';
}

/** Retailer staff (or an impersonator) return a creative that is not approved yet, filled or not. */
export function returnCreativeRefusal(state: CreativeState, viewer: RuleViewer): CreativeRefusal | null {
  if (!viewer.retailerLike) return 'forbidden';
  return state === 'approved' ? 'creative_review_not_allowed' : null;
}

/** The review buttons: a creative both approvable and returnable (Approve or Dismiss by the note). */
export const canReviewCreative = (state: CreativeState, filled: boolean, viewer: RuleViewer): boolean =>
  approveCreativeRefusal(state, filled, viewer) === null;

/**
 * The approval form (spec 001 §5): Approve only with an empty note, Dismiss (return) only with one;
 * the note is disabled for non-retailers and approved creatives.
 */
export function approvalForm(state: CreativeState, note: string, viewer: RuleViewer) {
  const noteEnabled = viewer.retailerLike && state !== 'approved';
  const empty = note.trim() === '';
  return { noteEnabled, approveEnabled: noteEnabled && empty, dismissEnabled: noteEnabled && !empty };
}

/** Why a text value breaks its field's restrictions: a message code and its parameters, or null. */
export type FieldValueIssue =
  | { code: 'field_required' }
  | { code: 'field_max_length'; count: number }
  | { code: 'creative_number_invalid' }
  | { code: 'creative_number_integer' }
  | { code: 'field_min_value'; min: number }
  | { code: 'field_max_value'; max: number }
  | { code: 'creative_number_step'; step: number }
  | { code: 'creative_sku_min'; count: number }
  | { code: 'creative_sku_max'; count: number };

/**
 * The checks of a text value by its field (spec 001 §5 "Field rules"): maximum length, number type,
 * minimum, maximum and step, SKU count. An empty value is not checked here: whether it may be empty
 * is the creative's "filled" question, asked when it is sent.
 */
export function textValueIssue(field: CreativeFormatField, text: string): FieldValueIssue | null {
  const value = text.trim();
  if (value === '') return null;
  const rules = fieldRules(field.restrictions);
  if (field.textMediaType === 'sku') {
    const count = skusOf(value).length;
    if (rules.skuMin !== undefined && count < rules.skuMin)
      return { code: 'creative_sku_min', count: rules.skuMin };
    if (rules.skuMax !== undefined && count > rules.skuMax)
      return { code: 'creative_sku_max', count: rules.skuMax };
    return null;
  }
  if (field.textMediaType === 'number') {
    if (!/^-?\d+([.,]\d+)?$/.test(value)) return { code: 'creative_number_invalid' };
    const number = Number(value.replace(',', '.'));
    if (rules.numberType === 'Int' && !Number.isInteger(number)) return { code: 'creative_number_integer' };
    if (rules.min !== undefined && number < rules.min) return { code: 'field_min_value', min: rules.min };
    if (rules.max !== undefined && number > rules.max) return { code: 'field_max_value', max: rules.max };
    if (rules.step !== undefined && rules.step > 0) {
      const steps = (number - (rules.min ?? 0)) / rules.step;
      if (Math.abs(steps - Math.round(steps)) > 1e-9)
        return { code: 'creative_number_step', step: rules.step };
    }
    return null;
  }
  const maxLength = rules.maxLength ?? CREATIVE_TEXT_MAX_LENGTH;
  if ([...value].length > maxLength) return { code: 'field_max_length', count: maxLength };
  return null;
}
