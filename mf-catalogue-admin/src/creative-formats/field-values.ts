import {
  fieldRules,
  type ConversionFormat,
  type CreativeFormat,
  type CreativeFormatField,
  type FieldMediaType,
  type ImageFormat,
  type LocalizedText,
  type NumberType,
  type Restriction,
  type RestrictionType,
  type TextMediaType,
  type UpdateCreativeFormatRequest,
} from '@portal/shared-contracts/creatives';

/** The restriction editor's values; null (or no format): no such restriction. */
export interface RuleValues {
  maxLength: number | null;
  numberType: NumberType | null;
  min: number | null;
  max: number | null;
  step: number | null;
  skuMin: number | null;
  skuMax: number | null;
  imageFormats: ImageFormat[];
  width: number | null;
  height: number | null;
  /** The image byte size in KB (spec 001 §5: edited in KB, stored in bytes). */
  kilobytes: number | null;
}
export type RuleKey = keyof RuleValues;

/** One field of the detail form; the name, media type and id stay as they are. */
export interface FieldValues {
  id: number;
  name: string;
  mediaType: FieldMediaType;
  textMediaType: TextMediaType | null;
  required: boolean;
  displayNames: LocalizedText;
  descriptions: LocalizedText;
  rules: RuleValues;
  convertFromId: number | null;
  conversionFormat: ConversionFormat;
}

/** What each kind of field restricts, with its restriction type (spec 000 §3 "Restriction types"). */
export const RULES_OF_KIND: Record<'file' | TextMediaType, readonly (readonly [RuleKey, RestrictionType])[]> =
  {
    text: [['maxLength', 'text_max_len']],
    number: [
      ['numberType', 'number_type'],
      ['min', 'number_min'],
      ['max', 'number_max'],
      ['step', 'number_step'],
    ],
    sku: [
      ['skuMin', 'sku_count'],
      ['skuMax', 'sku_count_max'],
    ],
    'product-shop-data': [],
    file: [
      ['imageFormats', 'image_format'],
      ['width', 'image_width'],
      ['height', 'image_height'],
      ['kilobytes', 'image_byte_size'],
    ],
  };

/** Spec 001 §5 "Restriction editor minimums". */
export const RULE_MINIMUM: Partial<Record<RuleKey, number>> = {
  maxLength: 1,
  width: 1,
  height: 1,
  kilobytes: 1,
  skuMax: 1,
  skuMin: 0,
  step: 0,
};

export const BYTES_PER_KB = 1024;

export const kindOf = (field: Pick<FieldValues, 'mediaType' | 'textMediaType'>) =>
  field.mediaType === 'file' ? 'file' : (field.textMediaType ?? 'text');

function rulesOf(restrictions: readonly Restriction[]): RuleValues {
  const rules = fieldRules(restrictions);
  const has = (type: RestrictionType) => restrictions.some((restriction) => restriction.type === type);
  return {
    maxLength: rules.maxLength ?? null,
    numberType: rules.numberType ?? null,
    min: rules.min ?? null,
    max: rules.max ?? null,
    // fieldRules fills a default step from the number type; the editor shows only a saved one.
    step: has('number_step') ? (rules.step ?? null) : null,
    skuMin: rules.skuMin ?? null,
    skuMax: rules.skuMax ?? null,
    imageFormats: rules.imageFormats ?? [],
    width: rules.width ?? null,
    height: rules.height ?? null,
    kilobytes: rules.maxBytes === undefined ? null : rules.maxBytes / BYTES_PER_KB,
  };
}

export const fieldValuesOf = (field: CreativeFormatField): FieldValues => ({
  id: field.id,
  name: field.name,
  mediaType: field.mediaType,
  textMediaType: field.mediaType === 'text' ? (field.textMediaType ?? 'text') : null,
  required: field.required,
  displayNames: { ...field.displayNames },
  descriptions: { ...field.descriptions },
  rules: rulesOf(field.restrictions),
  convertFromId: field.mediaType === 'file' ? field.convertFromId : null,
  conversionFormat: field.mediaType === 'file' ? field.conversionFormat : 'none',
});

/** A restriction of the request with the editor value it came from, to place the server's errors. */
export interface SentRestriction {
  restriction: Restriction;
  rule: RuleKey;
}

/** The restrictions a field sends: those of its kind that have a value, in the editor's order. */
export function restrictionsOf(field: FieldValues): SentRestriction[] {
  const sent: SentRestriction[] = [];
  for (const [rule, type] of RULES_OF_KIND[kindOf(field)]) {
    const value = field.rules[rule];
    if (rule === 'imageFormats') {
      for (const format of field.rules.imageFormats)
        sent.push({ rule, restriction: { type, value: format } });
    } else if (rule === 'kilobytes') {
      if (typeof value === 'number')
        sent.push({ rule, restriction: { type, value: String(Math.round(value * BYTES_PER_KB)) } });
    } else if (value !== null && value !== undefined) {
      sent.push({ rule, restriction: { type, value: String(value) } });
    }
  }
  return sent;
}

/**
 * The whole format for PUT /creatives/formats/{id}: every field, in order, with its id and every key,
 * and the version the form read.
 */
export function requestOf(
  format: CreativeFormat,
  fields: readonly FieldValues[],
  version: number,
): UpdateCreativeFormatRequest {
  return {
    name: format.name,
    version,
    fields: fields.map((field) => {
      const from =
        field.convertFromId === null ? -1 : fields.findIndex((other) => other.id === field.convertFromId);
      return {
        id: field.id,
        name: field.name,
        mediaType: field.mediaType,
        textMediaType: field.mediaType === 'text' ? field.textMediaType : null,
        required: field.required,
        displayNames: trimmed(field.displayNames),
        descriptions: trimmed(field.descriptions),
        restrictions: restrictionsOf(field).map((sent) => sent.restriction),
        convertFromIndex: field.mediaType === 'file' && from >= 0 ? from : null,
        conversionFormat: field.mediaType === 'file' && from >= 0 ? field.conversionFormat : 'none',
      };
    }),
  };
}

// A text field emptied by the user holds no value at all in final-form.
const trimmed = (text: Partial<LocalizedText>): LocalizedText => ({
  cs: (text.cs ?? '').trim(),
  en: (text.en ?? '').trim(),
  pl: (text.pl ?? '').trim(),
});
