import { act, renderHook, waitFor } from '@testing-library/react';
import { useLatestRequest } from './use-latest-request';

/** A request the test answers when it likes, with the signal it was given. */
function deferred<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const request = jest.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return { request, calls };
}

describe('useLatestRequest (spec 001 §7, §8: a newer request aborts the previous one)', () => {
  it('loads, then gives the answer', async () => {
    const { request, calls } = deferred<string>();
    const { result } = renderHook(() => useLatestRequest('a', request));
    expect(result.current).toMatchObject({ data: undefined, loading: true, error: null });
    await act(async () => calls[0]!.resolve('rows'));
    expect(result.current).toMatchObject({ data: 'rows', loading: false, error: null });
  });

  it('asks again when the key changes, aborting the request still running and ignoring its failure', async () => {
    const { request, calls } = deferred<string>();
    const { result, rerender } = renderHook(({ key }) => useLatestRequest(key, request), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    expect(request).toHaveBeenCalledTimes(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.reject(new DOMException('aborted', 'AbortError')));
    expect(result.current).toMatchObject({ loading: true, error: null });
    await act(async () => calls[1]!.resolve('b rows'));
    expect(result.current).toMatchObject({ data: 'b rows', loading: false, error: null });
  });

  it('does not ask again for the same key', () => {
    const { request } = deferred<string>();
    const { rerender } = renderHook(() => useLatestRequest('a', request));
    rerender();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('keeps the failure as thrown, and the last answer while the next one loads', async () => {
    const { request, calls } = deferred<string>();
    const { result, rerender } = renderHook(({ key }) => useLatestRequest(key, request), {
      initialProps: { key: 'a' },
    });
    await act(async () => calls[0]!.resolve('a rows'));
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ data: 'a rows', loading: true, error: null });
    const failure = new Error('offline');
    await act(async () => calls[1]!.reject(failure));
    expect(result.current).toMatchObject({ data: 'a rows', loading: false });
    expect(result.current.error).toBe(failure);
  });

  it('asks again for the same key on reload', async () => {
    const { request, calls } = deferred<string>();
    const { result } = renderHook(() => useLatestRequest('a', request));
    await act(async () => calls[0]!.reject(new Error('offline')));
    act(() => result.current.reload());
    expect(request).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ loading: true, error: null });
    await act(async () => calls[1]!.resolve('rows'));
    await waitFor(() => expect(result.current.data).toBe('rows'));
  });

  it('aborts the request still running when the screen goes', () => {
    const { request, calls } = deferred<string>();
    const { unmount } = renderHook(() => useLatestRequest('a', request));
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });
});
