import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen, preloadScreen } from './lazy-screen';

const Screen = () => <p>the screen</p>;

describe('lazyScreen', () => {
  it('fetches the code once for the preload and the render', async () => {
    const load = jest.fn(async () => ({ default: Screen }));
    const Lazy = lazyScreen(load);
    await expect(preloadScreen(Lazy)).resolves.toBeUndefined();
    await act(async () => {
      render(
        <Suspense fallback="…">
          <Lazy />
        </Suspense>,
      );
    });
    expect(screen.getByText('the screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed preload, and ignores components that cannot preload', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Screen }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Screen });
    const Lazy = lazyScreen(load);
    // A failed fetch settles the preload too: a loader waiting for it goes on.
    await expect(preloadScreen(Lazy)).resolves.toBeUndefined();
    await expect(Lazy.preload()).resolves.toEqual({ default: Screen });
    expect(load).toHaveBeenCalledTimes(2);
    await expect(preloadScreen(Screen)).resolves.toBeUndefined();
    await expect(preloadScreen(null)).resolves.toBeUndefined();
  });
});
