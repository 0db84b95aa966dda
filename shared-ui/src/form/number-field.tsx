import { InputNumber } from '@portal/shared-ui/form-components';
import { FieldFrame } from './field-frame';
import { fieldId, type FieldProps } from './field-props';
import { useFormField } from './use-form-field';

export interface NumberFieldProps extends FieldProps {
  /**
   * The input keeps to these (and says them to a screen reader): a typed value beyond is changed
   * to the bound when the field is left. Leave them out where the schema should say what is wrong
   * rather than the input silently changing the number.
   */
  min?: number;
  max?: number;
  /**
   * Decimal places typed and shown, the value rounded to them; whole numbers by default. `'any'`
   * keeps the number as typed, for a schema that says how many decimals it allows (a price).
   */
  precision?: number | 'any';
  step?: number;
  /** A unit after the number (ks, %, Kč). */
  suffix?: string;
  placeholder?: string;
  width?: number | string;
  /**
   * Whole numbers shown with thousands apart (149 000), the portal's way with amounts; off for a
   * code or an id, whose digits are not an amount.
   */
  grouped?: boolean;
}

/** Thousands apart with a space, as the portal writes amounts (149 000). */
const withGroups = (value: string | number | undefined) =>
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
  grouped = true,
  ...rest
}: NumberFieldProps) {
  const id = fieldId({ id: rest.id, name });
  const { input, error, aria, status } = useFormField<number | null>(name, { id, help, required });
  const showGroups = grouped && precision === 0;
  return (
    <FieldFrame id={id} label={label} required={required} help={help} error={error}>
      <InputNumber<number>
        id={id}
        name={name}
        disabled={disabled}
        min={min}
        max={max}
        precision={precision === 'any' ? undefined : precision}
        step={step}
        suffix={suffix}
        placeholder={placeholder}
        status={status}
        {...aria}
        style={{ width }}
        formatter={(value) => (showGroups ? withGroups(value) : String(value ?? ''))}
        // An emptied input is no number: InputNumber reads an empty text as null, Number('') as 0.
        parser={(text) => {
          const plain = ungrouped(text);
          return (plain === '' ? '' : Number(plain)) as number;
        }}
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
