// The antd DatePicker on its own: date-picker.tsx imports this module lazily, so webpack gives it a
// chunk of its own (the calendar panels and their styles) inside the shared components module.
import { DatePicker } from 'antd';
import type { DatePickerProps } from './date-picker';

export default function AntdDatePicker(props: DatePickerProps) {
  return <DatePicker {...props} />;
}

/** antd's picker of a period (two dates), from the same lazily loaded chunk. */
export const AntdRangePicker = DatePicker.RangePicker;
