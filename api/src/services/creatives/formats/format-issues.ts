import {
  IMAGE_FORMATS,
  NUMBER_TYPES,
  type RestrictionType,
  type UpdateCreativeFormatRequest,
} from '@portal/shared-contracts';
import type { FieldIssue } from '../../../errors';

type FieldInput = UpdateCreativeFormatRequest['fields'][number];

/** Which restrictions a field of each kind may have (spec 000 §3 "Restriction types"). */
const ALLOWED: Record<string, readonly RestrictionType[]> = {
  file: ['image_format', 'image_width', 'image_height', 'image_byte_size'],
  text: ['text_max_len'],
  number: ['number_type', 'number_min', 'number_max', 'number_step'],
  sku: ['sku_count', 'sku_count_max'],
  'product-shop-data': [],
};

/** Spec 001 §5 "Restriction editor minimums": 1 for sizes and counts, 0 for the SKU minimum and the step. */
const MINIMUM: Partial<Record<RestrictionType, number>> = {
  text_max_len: 1,
  image_width: 1,
  image_height: 1,
  image_byte_size: 1,
  sku_count_max: 1,
  sku_count: 0,
  number_step: 0,
};

const INTEGER_TYPES: readonly RestrictionType[] = [
  'text_max_len',
  'image_width',
  'image_height',
  'image_byte_size',
  'sku_count',
  'sku_count_max',
];

/** Everything wrong with a format's new field list, as field issues (`fields.2.restrictions.0`, …). */
export function formatIssues(fields: readonly FieldInput[]): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const names = new Map<string, number>();
  fields.forEach((field, index) => {
    const at = `fields.${index}`;
    const key = field.name.trim().toLowerCase();
    if (names.has(key)) issues.push({ field: `${at}.name`, code: 'creative_field_name_taken' });
    names.set(key, index);
    if (field.mediaType === 'text' && !field.textMediaType)
      issues.push({ field: `${at}.textMediaType`, code: 'field_required' });
    if (field.mediaType === 'file' && field.textMediaType)
      issues.push({ field: `${at}.textMediaType`, code: 'field_invalid' });
    const kind = field.mediaType === 'file' ? 'file' : (field.textMediaType ?? 'text');
    const seen = new Set<RestrictionType>();
    field.restrictions.forEach((restriction, position) => {
      const where = `${at}.restrictions.${position}`;
      if (!ALLOWED[kind]!.includes(restriction.type)) {
        issues.push({
          field: where,
          code: 'creative_restriction_not_allowed',
          params: { type: restriction.type },
        });
        return;
      }
      if (restriction.type !== 'image_format' && seen.has(restriction.type))
        issues.push({
          field: where,
          code: 'creative_restriction_repeated',
          params: { type: restriction.type },
        });
      seen.add(restriction.type);
      const value = restriction.value.trim();
      if (restriction.type === 'image_format') {
        if (!(IMAGE_FORMATS as readonly string[]).includes(value.toUpperCase()))
          issues.push({ field: where, code: 'field_invalid' });
        return;
      }
      if (restriction.type === 'number_type') {
        if (!(NUMBER_TYPES as readonly string[]).includes(value))
          issues.push({ field: where, code: 'field_invalid' });
        return;
      }
      const number = Number(value);
      if (!/^-?\d+(\.\d+)?$/.test(value) || !Number.isFinite(number)) {
        issues.push({ field: where, code: 'field_type' });
        return;
      }
      if (INTEGER_TYPES.includes(restriction.type) && !Number.isInteger(number))
        issues.push({ field: where, code: 'field_type' });
      const minimum = MINIMUM[restriction.type];
      if (minimum !== undefined && number < minimum)
        issues.push({ field: where, code: 'field_min_value', params: { min: String(minimum) } });
    });
    const value = (type: RestrictionType) =>
      Number(field.restrictions.find((restriction) => restriction.type === type)?.value ?? NaN);
    if (value('number_min') > value('number_max'))
      issues.push({ field: `${at}.restrictions`, code: 'creative_restriction_min_over_max' });
    if (value('sku_count') > value('sku_count_max'))
      issues.push({ field: `${at}.restrictions`, code: 'creative_restriction_min_over_max' });
    const from = field.convertFromIndex ?? null;
    if (from !== null) {
      const source = fields[from];
      if (field.mediaType !== 'file' || !source || from === index || source.mediaType !== 'file')
        issues.push({ field: `${at}.convertFromIndex`, code: 'creative_conversion_source_invalid' });
      else if (source.convertFromIndex !== null && source.convertFromIndex !== undefined)
        issues.push({ field: `${at}.convertFromIndex`, code: 'creative_conversion_chained' });
      if ((field.conversionFormat ?? 'none') === 'none')
        issues.push({ field: `${at}.conversionFormat`, code: 'field_required' });
    } else if ((field.conversionFormat ?? 'none') !== 'none') {
      issues.push({ field: `${at}.convertFromIndex`, code: 'field_required' });
    }
  });
  return issues;
}
