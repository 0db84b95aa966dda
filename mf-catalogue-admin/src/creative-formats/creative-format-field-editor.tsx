import { useLingui } from '@lingui/react/macro';
import {
  CONVERSION_FORMATS,
  IMAGE_FORMATS,
  NUMBER_TYPES,
  TEXT_MEDIA_TYPES,
  type ConversionFormat,
  type ImageFormat,
  type LocalizedText,
  type NumberType,
  type TextMediaType,
} from '@portal/shared-contracts/creatives';
import { Alert, Flex, SectionTitle, Select, Tag, Typography } from '@portal/shared-ui/components';
import { CheckboxField, NumberField, TextField, useFormField } from '@portal/shared-ui/form';
import type { ReactNode } from 'react';
import { useCatalogueText } from '../common/catalogue-text';
import { ControlField } from '../common/control-field';
import { kindOf, RULE_MINIMUM, type FieldValues, type RuleKey } from './field-values';
import { fieldPlace } from './use-creative-format-form';

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
}

/** A message of the field as a whole, or of its restrictions together, where no control shows it. */
function PlaceMessage({ name, alert }: { name: string; alert?: boolean }) {
  const { error } = useFormField(name, { id: name });
  if (!error) return null;
  return alert ? (
    <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />
  ) : (
    <div role="alert" style={{ color: '#ff4d4f', marginBottom: 8 }}>
      {error}
    </div>
  );
}

/** One field of the format: its texts per language, type, required flag, restrictions and conversion. */
export function CreativeFormatFieldEditor({ index, field, fields }: FieldEditorProps) {
  const { t } = useLingui();
  const { language } = useCatalogueText();
  const id = (place: string) => `format-field-${index}-${place.replace('.', '-')}`;
  const name = (place: string) => `fields.${index}.${place}`;
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

  const numberRule = (rule: RuleKey, label: ReactNode, options: { integer?: boolean } = {}) => (
    <div style={{ flex: '1 1 180px' }}>
      <NumberField
        name={name(`rules.${rule}`)}
        id={id(`rules.${rule}`)}
        label={label}
        min={RULE_MINIMUM[rule]}
        precision={options.integer ? 0 : 'any'}
      />
    </div>
  );

  const restrictions = () => {
    switch (kind) {
      case 'text':
        return numberRule('maxLength', t`Největší délka (znaků)`, { integer: true });
      case 'number':
        return (
          <>
            <div style={{ flex: '1 1 180px' }}>
              <ControlField<NumberType | null>
                name={name('rules.numberType')}
                id={id('rules.numberType')}
                label={t`Druh čísla`}
              >
                {({ input, aria, status }) => (
                  <Select
                    id={id('rules.numberType')}
                    allowClear
                    style={{ width: '100%' }}
                    value={input.value ?? null}
                    placeholder={t`Neomezeno`}
                    options={NUMBER_TYPES.map((value) => ({
                      value,
                      label: value === 'Int' ? t`Celé číslo` : t`Desetinné číslo`,
                    }))}
                    onChange={(value) => input.onChange(value ?? null)}
                    status={status}
                    {...aria}
                  />
                )}
              </ControlField>
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
              <ControlField<ImageFormat[]>
                name={name('rules.imageFormats')}
                id={id('rules.imageFormats')}
                label={t`Formáty obrázku`}
              >
                {({ input, aria, status }) => (
                  <Select
                    id={id('rules.imageFormats')}
                    mode="multiple"
                    allowClear
                    style={{ width: '100%' }}
                    value={input.value || []}
                    placeholder={t`Všechny`}
                    options={IMAGE_FORMATS.map((value) => ({ value, label: value }))}
                    onChange={(value) => input.onChange(value ?? [])}
                    status={status}
                    {...aria}
                  />
                )}
              </ControlField>
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
    (other) => other.id !== field.id && other.mediaType === 'file' && other.convertFromId == null,
  );
  const fieldName = field.name;
  // What buyers see as the field's label, in the user's language (Czech where it has none).
  const shownName = (field.displayNames[language] ?? '').trim() || (field.displayNames.cs ?? '').trim();

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
      <PlaceMessage name={fieldPlace(index, 'field')} alert />
      <Flex wrap gap={16}>
        {LOCALES.map(([locale, code]) => (
          <div key={locale} style={{ flex: '1 1 220px' }}>
            <TextField
              name={name(`displayNames.${locale}`)}
              id={id(`displayNames.${locale}`)}
              label={t`Zobrazovaný název (${code})`}
              maxLength={500}
            />
            <TextField
              name={name(`descriptions.${locale}`)}
              id={id(`descriptions.${locale}`)}
              label={t`Popis (${code})`}
              maxLength={500}
              rows={{ minRows: 2, maxRows: 6 }}
            />
          </div>
        ))}
      </Flex>
      <CheckboxField name={name('required')} id={id('required')} label={t`Povinné pole`} />
      {field.mediaType === 'text' && (
        <ControlField<TextMediaType>
          name={name('textMediaType')}
          id={id('textMediaType')}
          label={t`Druh textového pole`}
        >
          {({ input, aria, status }) => (
            <Select
              id={id('textMediaType')}
              style={{ width: '100%', maxWidth: 320 }}
              value={input.value}
              options={TEXT_MEDIA_TYPES.map((value) => ({ value, label: textTypeLabels[value] }))}
              onChange={input.onChange}
              status={status}
              {...aria}
            />
          )}
        </ControlField>
      )}
      <SectionTitle level={2} size={5} style={{ marginTop: 0 }}>
        {t`Omezení`}
      </SectionTitle>
      <PlaceMessage name={fieldPlace(index, 'restrictions')} />
      <Flex wrap gap={16}>
        {restrictions()}
      </Flex>
      {field.mediaType === 'file' && (
        <Flex wrap gap={16}>
          <div style={{ flex: '1 1 220px' }}>
            <ControlField<number | null>
              name={name('convertFromId')}
              id={id('convertFrom')}
              label={t`Převádět z pole`}
            >
              {({ input, aria, status }) => (
                <Select
                  id={id('convertFrom')}
                  style={{ width: '100%' }}
                  value={input.value ?? 0}
                  options={[
                    { value: 0, label: t`Žádné` },
                    ...sources.map((source) => ({ value: source.id, label: source.name })),
                  ]}
                  onChange={(value) => input.onChange(value === 0 ? null : value)}
                  status={status}
                  {...aria}
                />
              )}
            </ControlField>
          </div>
          <div style={{ flex: '1 1 220px' }}>
            <ControlField<ConversionFormat>
              name={name('conversionFormat')}
              id={id('conversionFormat')}
              label={t`Formát převodu`}
            >
              {({ input, aria, status }) => (
                <Select
                  id={id('conversionFormat')}
                  style={{ width: '100%' }}
                  value={input.value}
                  options={CONVERSION_FORMATS.map((value) => ({ value, label: conversionLabels[value] }))}
                  onChange={input.onChange}
                  status={status}
                  {...aria}
                />
              )}
            </ControlField>
          </div>
        </Flex>
      )}
    </fieldset>
  );
}
