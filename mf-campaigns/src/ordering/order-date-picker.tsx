import { useLingui } from '@lingui/react/macro';
import { DATE_FORMAT } from '@portal/shared-ui';
import { DatePicker } from '@portal/shared-ui/components';
import dayjs from 'dayjs';
import { useRef } from 'react';

const ISO = 'YYYY-MM-DD';
/** What antd reads while the person types, so that the calendar follows: d.m.Y, zeros or not. */
const TYPED_FORMATS = [DATE_FORMAT, 'D.M.YYYY'];
/** The calendar opens inside the field's box, so it scrolls with the form. */
const popupBesideField = (trigger: HTMLElement) => trigger.parentElement ?? document.body;

/** A typed d.m.Y date ('1.12.2026', '01.12.2026', '1. 12. 2026') as 'YYYY-MM-DD'; null if it names no day. */
function parseTypedDate(text: string): string | null {
  const match = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date rolls 31.02. over into March (and reads years below 100 as 19xx).
  const same =
    date.getUTCDate() === day && date.getUTCMonth() === month - 1 && date.getUTCFullYear() === year;
  return same ? date.toISOString().slice(0, 10) : null;
}

interface OrderDatePickerProps {
  id: string;
  /** 'YYYY-MM-DD' */
  value: string | null;
  /** The day whose month the calendar shows while the field is empty. */
  pickerDate: string;
  invalid: boolean;
  /** The days the calendar does not offer. */
  isDisabled: (date: string) => boolean;
  onChange: (date: string | null) => void;
  /** The typed text is no date (true), or the field holds a date or nothing again (false). */
  onUnreadable: (unreadable: boolean) => void;
  /** What describes the field (its Field sets these). */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/**
 * A date field of the order form: picked in the calendar, or typed as d.m.Y and taken when the person
 * leaves the field or presses Enter. A typed day the calendar does not offer is taken all the same,
 * so that the form says why (date-rules) instead of dropping it; a text that is no date stays in the
 * field for correcting, and the form counts the date as missing.
 */
export function OrderDatePicker({
  id,
  value,
  pickerDate,
  invalid,
  isDisabled,
  onChange,
  onUnreadable,
  ...aria
}: OrderDatePickerProps) {
  const { t } = useLingui();
  // The text the person typed since the field last took a date: what Enter, Tab or leaving takes.
  // Kept apart from the input, whose text antd may already have put back to the date it holds
  // when a typed day is one the calendar refuses.
  const typed = useRef<string | null>(null);
  const take = () => {
    if (typed.current === null) return;
    const text = typed.current.trim();
    typed.current = null;
    if (!text) {
      onUnreadable(false);
      if (value !== null) onChange(null);
      return;
    }
    const date = parseTypedDate(text);
    onUnreadable(date === null);
    if (date !== null && date !== value) onChange(date);
  };
  return (
    <div
      // The calendar opens inside this box, and Tab leads from the text into it: the typed date is
      // taken whenever the focus leaves for anything but the text itself.
      onInput={(event) => {
        if (event.target instanceof HTMLInputElement) typed.current = event.target.value;
      }}
      onBlur={(event) => {
        const input = event.currentTarget.querySelector('input');
        if (input && event.relatedTarget !== input) take();
      }}
      // Enter takes the typed date; it does not send the form. (Here, after antd has handled the key.)
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
      }}
    >
      <DatePicker
        {...aria}
        id={id}
        eager
        format={TYPED_FORMATS}
        placeholder={t`d.m.rrrr`}
        // An unreadable text stays for correcting instead of giving way to the last date.
        preserveInvalidOnBlur
        style={{ width: '100%' }}
        value={value ? dayjs(value) : null}
        status={invalid ? 'error' : undefined}
        defaultPickerValue={dayjs(pickerDate)}
        getPopupContainer={popupBesideField}
        disabledDate={(date) => isDisabled(date.format(ISO))}
        onChange={(date) => {
          // Picked, cleared, or a typed day antd took itself: nothing typed is left to take.
          typed.current = null;
          onChange(date ? date.format(ISO) : null);
        }}
        // Before the focus moves on: on Enter and Tab antd drops a day it refuses from the text.
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'Tab') take();
        }}
      />
    </div>
  );
}
