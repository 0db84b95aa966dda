import { CalendarOutlined } from '@ant-design/icons';
import { Input, type DatePickerProps as AntdDatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useEffect, useState, useTransition } from 'react';

/** antd's props of a picker of one date. */
export type DatePickerProps = AntdDatePickerProps<Dayjs, false>;

interface LazyDatePickerProps extends DatePickerProps {
  /**
   * Fetch the real picker at once rather than at first use: for forms where the date is always
   * filled in, so that a person who types at once does not type into the read-only stand-in.
   */
  eager?: boolean;
}

const loadAntdDatePicker = () => import('./antd-date-picker');
const AntdDatePicker = lazy(loadAntdDatePicker);

/**
 * antd's DatePicker, fetched when a person first uses the field. The calendar is among the heaviest
 * antd components (about 30 kB gzip with its styles) and the lists show date filters that most
 * visits never touch, so until then a read-only input of the same look stands in for it (campaign
 * list budget, docs/performance.md). Pointing at the field starts the download; clicking it swaps
 * in the real picker, focused and open, tabbing into it the real picker, focused. A field with a
 * value shows the real picker at once, and so does an `eager` one once it has arrived. Otherwise the
 * same props as antd's DatePicker of one date.
 */
export function DatePicker({ eager = false, ...props }: LazyDatePickerProps) {
  // How the person reached the field: a click opens the calendar, as it does on antd's picker;
  // tabbing into it only focuses it. 'ahead' is the eager fetch, which a use while it runs overrides.
  const [used, setUsed] = useState<'pointer' | 'keyboard' | 'ahead' | null>(null);
  const [, startTransition] = useTransition();
  const use = (how: 'pointer' | 'keyboard') =>
    startTransition(() => setUsed((current) => (current === null || current === 'ahead' ? how : current)));
  useEffect(() => {
    if (eager) startTransition(() => setUsed((current) => current ?? 'ahead'));
  }, [eager]);
  const personal = used === 'pointer' || used === 'keyboard';
  return (
    // The boundary is there from the start, so that the transition below keeps the stand-in on
    // screen (and focused) until the chunk has arrived, instead of flashing the fallback.
    <Suspense fallback={<DatePickerStandIn {...props} />}>
      {used || props.value != null || props.open ? (
        <AntdDatePicker
          {...props}
          autoFocus={props.autoFocus || personal}
          defaultOpen={props.defaultOpen || used === 'pointer'}
        />
      ) : (
        <DatePickerStandIn
          {...props}
          onWarmUp={() => void loadAntdDatePicker()}
          onPointerUse={() => use('pointer')}
          onKeyboardUse={() => use('keyboard')}
        />
      )}
    </Suspense>
  );
}

interface StandInProps extends DatePickerProps {
  onPointerUse?: () => void;
  onKeyboardUse?: () => void;
  onWarmUp?: () => void;
}

function DatePickerStandIn({
  placeholder,
  value,
  format,
  disabled,
  style,
  className,
  size,
  status,
  variant,
  id,
  onPointerUse,
  onKeyboardUse,
  onWarmUp,
  ...rest
}: StandInProps) {
  // antd shows a value in the first of several formats (the others are for typing).
  const shown = Array.isArray(format) ? format[0] : format;
  const text = value && typeof shown === 'string' ? value.format(shown) : '';
  return (
    <Input
      id={id}
      aria-label={rest['aria-label']}
      placeholder={typeof placeholder === 'string' ? placeholder : undefined}
      value={text}
      readOnly
      disabled={disabled}
      size={size}
      status={status}
      variant={variant}
      className={className}
      style={{ width: 'auto', ...style }}
      suffix={<CalendarOutlined style={{ color: 'rgba(0, 0, 0, 0.25)' }} />}
      onPointerEnter={onWarmUp}
      // mousedown comes before focus: a click counts as a click.
      onMouseDown={onPointerUse}
      onFocus={onKeyboardUse}
    />
  );
}
