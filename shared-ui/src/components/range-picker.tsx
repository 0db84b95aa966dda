import { Input, type GetProps } from 'antd';
import type { DatePicker as AntdDatePicker } from 'antd';
import { lazy, Suspense } from 'react';

/** antd's props of a picker of a period. */
export type RangePickerProps = GetProps<typeof AntdDatePicker.RangePicker>;

const AntdRangePicker = lazy(() =>
  import('./antd-date-picker').then((module) => ({ default: module.AntdRangePicker })),
);

/**
 * antd's RangePicker, fetched with the calendar chunk of DatePicker when it is first shown (the
 * calendar is about 30 kB gzip: docs/performance.md), a disabled input of its size meanwhile. Same
 * props as antd's.
 */
export function RangePicker(props: RangePickerProps) {
  return (
    <Suspense fallback={<Input disabled style={{ width: 260, ...props.style }} aria-busy="true" />}>
      <AntdRangePicker {...props} />
    </Suspense>
  );
}
