import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/** A user typing without delays, who may click antd's overlays while they still animate in. */
export const setupUser = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
