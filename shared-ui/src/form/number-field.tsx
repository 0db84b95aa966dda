import { InputNumber } from '@portal/shared-ui/form-components';
import { FieldFrame } from './field-frame';
import { fieldId, type FieldProps } from './field-props';
import { useFormField } from './use-form-field';

export interface NumberFieldProps extends FieldProps {
  min?: number;
  max?: number;
  /** Decimal places typed and shown; whole numbers by default. */
  precision?: number;
  step?: number;
  /** A unit after the number (ks, %, Kč). */
  suffix?: string;
  placeholder?: string;
  width?: number | string;
}

/** Thousands apart with a space, as the portal writes amounts (149 000). */
const grouped = (value: string | number | undefined) =>
  value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
const ungrouped = (text: string | undefined) => (text ?? '').replace(/[\s\u00a0]/g, '').replace(',', '.');

/** A number; empty is null, so that the schema says it is required rather than zero. */
export function NumberField({
  name,
  label,
  required,
  help,
  disabled,
  min,
  max,
  precision = 0,
  step,
  suffix,
  placeholder,
  width = '100%',
  ...rest
}: NumberFieldProps) {
  const id = fieldId({ id: rest.id, name });
  const { input, error, aria, status } = useFormField<number | null>(name, { id, help, required });
  return (
    <FieldFrame id={id} label={label} required={required} help={help} error={error}>
      <InputNumber<number>
        id={id}
        name={name}
        disabled={disabled}
        min={min}
        max={max}
        precision={precision}
        step={step}
        suffix={suffix}
        placeholder={placeholder}
        status={status}
        {...aria}
        style={{ width }}
        formatter={(value) => (precision === 0 ? grouped(value) : String(value ?? ''))}
        parser={(text) => Number(ungrouped(text))}
        value={input.value ?? null}
        onChange={(value) => input.onChange(value ?? null)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
    </FieldFrame>
  );
}

/** An amount in whole crowns (the portal's money has 0 decimals: docs/money in design.md). */
export function MoneyField(props: Omit<NumberFieldProps, 'precision' | 'suffix'> & { currency?: string }) {
  const { currency = 'Kč', ...rest } = props;
  return <NumberField min={0} {...rest} precision={0} suffix={currency} />;
}
