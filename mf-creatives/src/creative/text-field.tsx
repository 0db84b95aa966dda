import { useLingui } from '@lingui/react/macro';
import {
  CREATIVE_TEXT_MAX_LENGTH,
  fieldRules,
  type CreativeFormatField,
} from '@portal/shared-contracts/creatives';
import { formatNumber, useLocale } from '@portal/shared-ui';
import { Input, Typography } from '@portal/shared-ui/components';
import { useFormField } from '@portal/shared-ui/form';
import { InputNumber } from '@portal/shared-ui/form-components';
import { PartFrame } from '../common/part-frame';
import { textName } from './editor-model';
import { SkuPicker, useSkuCountHint } from './sku-picker';

interface TextFieldProps {
  field: CreativeFormatField;
  disabled?: boolean;
  /** For SKU fields: the shop (undefined while it loads) and the advertiser whose products may be promoted. */
  targetId: number | null | undefined;
  companyId: number;
}

/** Texts longer than this get a text area instead of a one-line input. */
const ONE_LINE_MAX = 120;

/** The number rule of a field as a sentence: whole or decimal, its bounds and step. */
function useNumberHint(field: CreativeFormatField): string {
  const { t } = useLingui();
  const locale = useLocale();
  const rules = fieldRules(field.restrictions);
  const show = (value: number) => formatNumber(value, locale, value % 1 === 0 ? 0 : 2);
  const parts = [rules.numberType === 'Int' ? t`Celé číslo` : t`Číslo`];
  if (rules.min !== undefined) {
    const min = show(rules.min);
    parts.push(t`nejméně ${min}`);
  }
  if (rules.max !== undefined) {
    const max = show(rules.max);
    parts.push(t`nejvýše ${max}`);
  }
  if (rules.step !== undefined) {
    const step = show(rules.step);
    parts.push(t`krok ${step}`);
  }
  return parts.join(', ');
}

/**
 * A text part of the creative (or landing page) by its media type (spec 000 §3 "Field types"), a
 * field of the editor's form: a text with its length counter, a number (Int or Float, min, max,
 * step: 1 for Int, 0.01 otherwise), SKUs (the SKU picker) or the shop's data (a note: the shop
 * fills it). Its message is the field rule's (textValueIssue) or the last save's.
 */
export function TextField({ field, disabled, targetId, companyId }: TextFieldProps) {
  const { t } = useLingui();
  const id = `field-${field.id}`;
  // A rule's message shows at once, also for a value saved before the format's rules changed
  // (spec 001 §5).
  const { input, error } = useFormField<string>(textName(field.id), { id, showIssues: 'always' });
  const text = input.value || '';
  const onChange = (next: string) => input.onChange(next);
  const rules = fieldRules(field.restrictions);
  const numberHint = useNumberHint(field);
  const skuHint = useSkuCountHint(field);
  const describedBy = [field.displayDescription || field.textMediaType !== 'text' ? `${id}-help` : null]
    .concat(error ? `${id}-error` : null)
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    label: field.displayName,
    required: field.required,
    error,
  };
  const description = field.displayDescription;

  if (field.textMediaType === 'product-shop-data')
    return (
      <PartFrame {...common} group required={false} help={description}>
        <Typography.Text type="secondary" id={`${id}-note`}>
          {t`Vyplní e-shop: údaje o produktu se doplní automaticky.`}
        </Typography.Text>
      </PartFrame>
    );

  if (field.textMediaType === 'number') {
    const step = rules.step ?? (rules.numberType === 'Int' ? 1 : 0.01);
    return (
      <PartFrame
        {...common}
        help={
          <>
            {description && <span style={{ display: 'block' }}>{description}</span>}
            {numberHint}
          </>
        }
      >
        <InputNumber<string>
          id={id}
          stringMode
          style={{ width: 220 }}
          min={rules.min !== undefined ? String(rules.min) : undefined}
          max={rules.max !== undefined ? String(rules.max) : undefined}
          step={String(step)}
          value={text === '' ? null : text}
          disabled={disabled}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(value) => onChange(value ?? '')}
          onBlur={() => input.onBlur()}
        />
      </PartFrame>
    );
  }

  if (field.textMediaType === 'sku')
    return (
      <PartFrame
        {...common}
        help={
          <>
            {description && <span style={{ display: 'block' }}>{description}</span>}
            {skuHint}
          </>
        }
      >
        <SkuPicker
          id={id}
          text={text}
          onChange={onChange}
          targetId={targetId}
          companyId={companyId}
          disabled={disabled}
          describedBy={describedBy || undefined}
        />
      </PartFrame>
    );

  const maxLength = rules.maxLength ?? CREATIVE_TEXT_MAX_LENGTH;
  const props = {
    id,
    value: text,
    maxLength,
    showCount: true,
    disabled,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    onBlur: () => input.onBlur(),
  };
  return (
    <PartFrame {...common} help={description}>
      {maxLength > ONE_LINE_MAX ? (
        <Input.TextArea {...props} autoSize={{ minRows: 2, maxRows: 8 }} />
      ) : (
        <Input {...props} />
      )}
    </PartFrame>
  );
}
