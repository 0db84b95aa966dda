import dayjs from 'dayjs';
import { DatePicker } from '@portal/shared-ui/components';
import { fieldId, useFormField, type FieldProps } from '@portal/shared-ui/form-core';
import { FieldFrame } from './field-frame';

/** How the portal writes a date (d.m.Y) and how a person may type one. */
export const DATE_FORMAT = 'DD.MM.YYYY';
const TYPED_FORMATS = [DATE_FORMAT, 'D.M.YYYY', 'D. M. YYYY'];

export interface DateFieldProps extends FieldProps {
  /** Days that cannot be picked (before the earliest start, after the end). */
  disabledDate?: (date: dayjs.Dayjs) => boolean;
  /** Fetch the calendar at once: for a field that is always filled in. */
  eager?: boolean;
}

/** A day, kept as 'YYYY-MM-DD' (what the API takes) and shown as d.m.Y; empty is null. */
export function DateField({
  name,
  label,
  required,
  help,
  disabled,
  disabledDate,
  eager,
  ...rest
}: DateFieldProps) {
  const id = fieldId({ id: rest.id, name });
  const { input, error, aria, status } = useFormField<string | null>(name, { id, help, required });
  return (
    <FieldFrame id={id} label={label} required={required} help={help} error={error}>
      <DatePicker
        id={id}
        name={name}
        eager={eager}
        disabled={disabled}
        status={status}
        {...aria}
        format={TYPED_FORMATS}
        disabledDate={disabledDate}
        style={{ width: '100%' }}
        value={input.value ? dayjs(input.value) : null}
        onChange={(date) => input.onChange(date ? date.format('YYYY-MM-DD') : null)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
    </FieldFrame>
  );
}
