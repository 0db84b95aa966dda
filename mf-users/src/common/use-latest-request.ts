import { isApiError } from '@portal/shared-contracts/core';
import { useEffect, useState } from 'react';

interface RequestState<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
}

/**
 * Runs `request` whenever `key` changes. A newer request aborts the one still running, and the
 * cancelled one is ignored silently (spec: filter calls and the error catalogue).
 */
export function useLatestRequest<T>(
  key: string,
  request: (signal: AbortSignal) => Promise<T>,
): RequestState<T> & { reload: () => void } {
  const [state, setState] = useState<RequestState<T>>({ data: undefined, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    request(controller.signal).then(
      (data) => setState({ data, loading: false, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          ...previous,
          loading: false,
          error: isApiError(error) ? error.message : String(error),
        }));
      },
    );
    return () => controller.abort();
    // `request` is rebuilt on every render; `key` says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  return { ...state, reload: () => setAttempt((value) => value + 1) };
}
