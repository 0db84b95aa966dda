import { atMost } from './at-most';

describe('atMost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves when the work is done, before the time is up', async () => {
    const done = jest.fn();
    let finish!: () => void;
    void atMost(1000, new Promise<void>((resolve) => (finish = resolve))).then(done);
    await jest.advanceTimersByTimeAsync(100);
    expect(done).not.toHaveBeenCalled();
    finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('resolves when the time is up, however long the work takes', async () => {
    const done = jest.fn();
    void atMost(1000, new Promise(() => undefined)).then(done);
    await jest.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('resolves, not rejects, when the work fails', async () => {
    await expect(atMost(1000, Promise.reject(new Error('offline')))).resolves.toBeUndefined();
  });
});
