import { useEffect, useState } from 'react';

export interface RequestState<T> {
  /** The last answer; it stays while the next request loads, so the rows do not blink. */
  data: T | undefined;
  loading: boolean;
  /** The last request's failure as it was thrown (show it with useErrorText), or null. */
  error: unknown;
}

/**
 * Runs `request` whenever `key` changes. A newer request aborts the one still running, and the
 * cancelled one is ignored silently (spec 001 §7: "a newer request aborts the previous one", §8
 * "cancelled filter request").
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
      // A preloaded answer does not stop when its request is replaced: a later one wins either way.
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, loading: false, error }));
      },
    );
    return () => controller.abort();
    // `request` is rebuilt on every render; `key` says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  return { ...state, reload: () => setAttempt((value) => value + 1) };
}
