import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue (spec 001 §9: a search waits 500 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the value once it has stayed the same for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, SEARCH_DEBOUNCE_MS), {
      initialProps: { value: 'j' },
    });
    expect(result.current).toBe('j');
    rerender({ value: 'ja' });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current).toBe('j');
    rerender({ value: 'jaro' });
    // Each change starts the wait again.
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current).toBe('j');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('jaro');
  });

  it('waits 500 ms for a search', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });
});
