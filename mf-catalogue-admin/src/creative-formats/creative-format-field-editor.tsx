import { useLingui } from '@lingui/react/macro';
import {
  CONVERSION_FORMATS,
  IMAGE_FORMATS,
  NUMBER_TYPES,
  TEXT_MEDIA_TYPES,
  type ConversionFormat,
  type LocalizedText,
  type TextMediaType,
} from '@portal/shared-contracts/creatives';
import { Alert, Flex, Input, Select, Tag, Typography } from '@portal/shared-ui/components';
import { InputNumber } from '@portal/shared-ui/form-components';
import type { ReactNode } from 'react';
import { useCatalogueText } from '../common/catalogue-text';
import { CheckboxField } from '../common/checkbox-field';
import { Field, fieldAria } from '../common/field';
import { kindOf, RULE_MINIMUM, type FieldValues, type RuleKey, type RuleValues } from './field-values';
import { errorKey, type FormatErrors } from './use-creative-format-form';

const LOCALES = [
  ['cs', 'cs-CZ'],
  ['en', 'en-GB'],
  ['pl', 'pl-PL'],
] as const satisfies readonly (readonly [keyof LocalizedText, string])[];

interface FieldEditorProps {
  index: number;
  field: FieldValues;
  /** Every field of the format, for the convert-from choice. */
  fields: readonly FieldValues[];
  errors: FormatErrors;
  onChange: (change: Partial<FieldValues>, places: string[]) => void;
}

/** One field of the format: its texts per language, type, required flag, restrictions and conversion. */
export function CreativeFormatFieldEditor({ index, field, fields, errors, onChange }: FieldEditorProps) {
  const { t } = useLingui();
  const { language } = useCatalogueText();
  const id = (place: string) => `format-field-${index}-${place.replace('.', '-')}`;
  const error = (place: string) => errors[errorKey(index, place)];
  const kind = kindOf(field);
  const textTypeLabels: Record<TextMediaType, string> = {
    text: t`Text`,
    number: t`Číslo`,
    sku: t`SKU`,
    'product-shop-data': t`Data produktu z e-shopu`,
  };
  const conversionLabels: Record<ConversionFormat, string> = {
    none: t`Bez převodu`,
    png: 'PNG',
    jpg: 'JPG',
    webp: 'WEBP',
  };

  const setText = (key: 'displayNames' | 'descriptions', locale: keyof LocalizedText, value: string) =>
    onChange({ [key]: { ...field[key], [locale]: value } }, [`${key}.${locale}`]);
  const setRule = <K extends RuleKey>(rule: K, value: RuleValues[K]) =>
    onChange({ rules: { ...field.rules, [rule]: value } }, [`rules.${rule}`, 'restrictions']);

  const numberRule = (rule: RuleKey, label: ReactNode, options: { integer?: boolean } = {}) => {
    const place = `rules.${rule}`;
    const value = field.rules[rule];
    return (
      <div style={{ flex: '1 1 180px' }}>
        <Field id={id(place)} label={label} error={error(place)}>
          <InputNumber<number>
            id={id(place)}
            style={{ width: '100%' }}
            min={RULE_MINIMUM[rule]}
            precision={options.integer ? 0 : undefined}
            value={typeof value === 'number' ? value : null}
            onChange={(next) => setRule(rule, next ?? null)}
            {...fieldAria(id(place), { error: error(place) })}
          />
        </Field>
      </div>
    );
  };

  const restrictions = () => {
    switch (kind) {
      case 'text':
        return numberRule('maxLength', t`Největší délka (znaků)`, { integer: true });
      case 'number':
        return (
          <>
            <div style={{ flex: '1 1 180px' }}>
              <Field id={id('rules.numberType')} label={t`Druh čísla`} error={error('rules.numberType')}>
                <Select
                  id={id('rules.numberType')}
                  allowClear
                  style={{ width: '100%' }}
                  value={field.rules.numberType}
                  placeholder={t`Neomezeno`}
                  options={NUMBER_TYPES.map((value) => ({
                    value,
                    label: value === 'Int' ? t`Celé číslo` : t`Desetinné číslo`,
                  }))}
                  onChange={(value) => setRule('numberType', value ?? null)}
                  {...fieldAria(id('rules.numberType'), { error: error('rules.numberType') })}
                />
              </Field>
            </div>
            {numberRule('min', t`Nejmenší hodnota`)}
            {numberRule('max', t`Největší hodnota`)}
            {numberRule('step', t`Krok`)}
          </>
        );
      case 'sku':
        return (
          <>
            {numberRule('skuMin', t`Nejmenší počet SKU`, { integer: true })}
            {numberRule('skuMax', t`Největší počet SKU`, { integer: true })}
          </>
        );
      case 'file':
        return (
          <>
            <div style={{ flex: '1 1 220px' }}>
              <Field
                id={id('rules.imageFormats')}
                label={t`Formáty obrázku`}
                error={error('rules.imageFormats')}
              >
                <Select
                  id={id('rules.imageFormats')}
                  mode="multiple"
                  allowClear
                  style={{ width: '100%' }}
                  value={field.rules.imageFormats}
                  placeholder={t`Všechny`}
                  options={IMAGE_FORMATS.map((value) => ({ value, label: value }))}
                  onChange={(value) => setRule('imageFormats', value)}
                  {...fieldAria(id('rules.imageFormats'), { error: error('rules.imageFormats') })}
                />
              </Field>
            </div>
            {numberRule('width', t`Šířka (px)`, { integer: true })}
            {numberRule('height', t`Výška (px)`, { integer: true })}
            {numberRule('kilobytes', t`Největší velikost (KB)`)}
          </>
        );
      default:
        return <Typography.Text type="secondary">{t`Tento druh pole nemá žádná omezení.`}</Typography.Text>;
    }
  };

  const sources = fields.filter(
    (other) => other.id !== field.id && other.mediaType === 'file' && other.convertFromId === null,
  );
  const fieldName = field.name;
  // What buyers see as the field's label, in the user's language (Czech where it has none).
  const shownName = field.displayNames[language].trim() || field.displayNames.cs.trim();

  return (
    <fieldset
      aria-label={fieldName}
      style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 16, marginBottom: 16 }}
    >
      <legend style={{ padding: '0 8px' }}>
        <Flex align="center" gap={8}>
          <Typography.Text strong>{fieldName}</Typography.Text>
          {shownName && shownName !== fieldName && (
            <Typography.Text type="secondary">{shownName}</Typography.Text>
          )}
          <Tag>{field.mediaType === 'file' ? t`Soubor` : t`Text`}</Tag>
        </Flex>
      </legend>
      {error('field') && (
        <Alert type="error" showIcon title={error('field')} style={{ marginBottom: 16 }} role="alert" />
      )}
      <Flex wrap gap={16}>
        {LOCALES.map(([locale, code]) => (
          <div key={locale} style={{ flex: '1 1 220px' }}>
            <Field
              id={id(`displayNames.${locale}`)}
              label={t`Zobrazovaný název (${code})`}
              error={error(`displayNames.${locale}`)}
            >
              <Input
                id={id(`displayNames.${locale}`)}
                value={field.displayNames[locale]}
                maxLength={500}
                autoComplete="off"
                onChange={(event) => setText('displayNames', locale, event.target.value)}
                {...fieldAria(id(`displayNames.${locale}`), { error: error(`displayNames.${locale}`) })}
              />
            </Field>
            <Field
              id={id(`descriptions.${locale}`)}
              label={t`Popis (${code})`}
              error={error(`descriptions.${locale}`)}
            >
              <Input.TextArea
                id={id(`descriptions.${locale}`)}
                value={field.descriptions[locale]}
                maxLength={500}
                autoSize={{ minRows: 2, maxRows: 6 }}
                onChange={(event) => setText('descriptions', locale, event.target.value)}
                {...fieldAria(id(`descriptions.${locale}`), { error: error(`descriptions.${locale}`) })}
              />
            </Field>
          </div>
        ))}
      </Flex>
      <CheckboxField
        id={id('required')}
        label={t`Povinné pole`}
        checked={field.required}
        onChange={(required) => onChange({ required }, ['required'])}
      />
      {field.mediaType === 'text' && (
        <Field id={id('textMediaType')} label={t`Druh textového pole`} error={error('textMediaType')}>
          <Select
            id={id('textMediaType')}
            style={{ width: '100%', maxWidth: 320 }}
            value={field.textMediaType}
            options={TEXT_MEDIA_TYPES.map((value) => ({ value, label: textTypeLabels[value] }))}
            onChange={(value) => onChange({ textMediaType: value }, ['textMediaType', 'restrictions'])}
            {...fieldAria(id('textMediaType'), { error: error('textMediaType') })}
          />
        </Field>
      )}
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t`Omezení`}
      </Typography.Title>
      {error('restrictions') && (
        <div role="alert" style={{ color: '#ff4d4f', marginBottom: 8 }}>
          {error('restrictions')}
        </div>
      )}
      <Flex wrap gap={16}>
        {restrictions()}
      </Flex>
      {field.mediaType === 'file' && (
        <Flex wrap gap={16}>
          <div style={{ flex: '1 1 220px' }}>
            <Field id={id('convertFrom')} label={t`Převádět z pole`} error={error('convertFrom')}>
              <Select
                id={id('convertFrom')}
                style={{ width: '100%' }}
                value={field.convertFromId ?? 0}
                options={[
                  { value: 0, label: t`Žádné` },
                  ...sources.map((source) => ({ value: source.id, label: source.name })),
                ]}
                onChange={(value) =>
                  onChange({ convertFromId: value === 0 ? null : value }, ['convertFrom', 'conversionFormat'])
                }
                {...fieldAria(id('convertFrom'), { error: error('convertFrom') })}
              />
            </Field>
          </div>
          <div style={{ flex: '1 1 220px' }}>
            <Field id={id('conversionFormat')} label={t`Formát převodu`} error={error('conversionFormat')}>
              <Select
                id={id('conversionFormat')}
                style={{ width: '100%' }}
                value={field.conversionFormat}
                options={CONVERSION_FORMATS.map((value) => ({ value, label: conversionLabels[value] }))}
                onChange={(value) =>
                  onChange({ conversionFormat: value }, ['convertFrom', 'conversionFormat'])
                }
                {...fieldAria(id('conversionFormat'), { error: error('conversionFormat') })}
              />
            </Field>
          </div>
        </Flex>
      )}
    </fieldset>
  );
}
