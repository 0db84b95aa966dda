import { InputNumber } from '@portal/shared-ui/form-components';
import type { ReactNode } from 'react';
import { ControlField } from './control-field';

interface NumberInputFieldProps {
  name: string;
  id: string;
  label: ReactNode;
  required?: boolean;
  help?: ReactNode;
  disabled?: boolean;
  /** The input keeps to these (and says them to a screen reader). */
  min?: number;
  max?: number;
  /** Decimal places; any without. */
  precision?: number;
  step?: number;
  /** A unit after the number (Kč). */
  suffix?: string;
  width?: number | string;
}

/**
 * A number whose emptied input is null, so the schema says it is missing, and which may have any
 * decimals. (The kit's NumberField reads an emptied input as 0 and always rounds to `precision`.)
 */
export function NumberInputField({
  name,
  id,
  label,
  required,
  help,
  disabled,
  min,
  max,
  precision,
  step,
  suffix,
  width = '100%',
}: NumberInputFieldProps) {
  return (
    <ControlField<number | null> name={name} id={id} label={label} required={required} help={help}>
      {({ input, aria, status }) => (
        <InputNumber<number>
          id={id}
          style={{ width }}
          min={min}
          max={max}
          precision={precision}
          step={step}
          suffix={suffix}
          disabled={disabled}
          status={status}
          {...aria}
          value={input.value ?? null}
          onChange={(value) => input.onChange(value ?? null)}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
        />
      )}
    </ControlField>
  );
}
