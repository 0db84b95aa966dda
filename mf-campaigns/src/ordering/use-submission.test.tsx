import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ApiError } from '@portal/shared-contracts/core';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSubmission } from './use-submission';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);
const refusal = new ApiError(400, {
  code: 'validation_failed',
  message: 'Kampaň byla mezitím uzavřena.',
  requestId: 'r',
  fieldErrors: { startDate: ['Termín je obsazený.'] },
});

describe('useSubmission (a send of the order form)', () => {
  it('is sending while the call runs, and no longer after a success', async () => {
    const { result } = renderHook(() => useSubmission(), { wrapper });
    let finish!: () => void;
    let sent!: Promise<void>;
    act(() => {
      sent = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.submitting).toBe(true);
    await act(async () => {
      finish();
      await sent;
    });
    expect(result.current).toMatchObject({ submitting: false, submitError: null });
  });

  it('keeps sending after a success that leaves the page', async () => {
    const { result } = renderHook(() => useSubmission(), { wrapper });
    await act(() => result.current.run(() => Promise.resolve(), { leavesOnSuccess: true }));
    expect(result.current.submitting).toBe(true);
  });

  it("says a failure's message, hands the failure on, and clears it on the next send", async () => {
    const { result } = renderHook(() => useSubmission(), { wrapper });
    const onFailure = jest.fn();
    await act(() => result.current.run(() => Promise.reject(refusal), { onFailure }));
    expect(result.current).toMatchObject({ submitting: false, submitError: 'Kampaň byla mezitím uzavřena.' });
    expect(onFailure).toHaveBeenCalledWith(refusal);
    await act(() => result.current.run(() => Promise.resolve()));
    expect(result.current.submitError).toBeNull();
  });
});
