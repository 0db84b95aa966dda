import { act, screen } from '@testing-library/react';
import { Link, Outlet } from '@portal/shared-ui/router';
import { renderWithPortal } from '@portal/shared-ui/testing';
import { NAVIGATION_PROGRESS_DELAY_MS, NavigationProgress } from './navigation-progress';

/** A page whose loader waits until the test lets it go. */
function slowRoutes() {
  let release = () => {};
  const waiting = new Promise<null>((resolve) => (release = () => resolve(null)));
  const routes = [
    {
      path: '/',
      element: (
        <>
          <NavigationProgress />
          <Link to="/slow">slow page</Link>
          <Outlet />
        </>
      ),
      children: [
        { path: 'campaigns', element: <p>campaign list</p> },
        { path: 'slow', loader: () => waiting, element: <p>slow page loaded</p> },
      ],
    },
  ];
  return { routes, release: () => act(release) };
}

describe('NavigationProgress', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a named progress bar while the next page loads longer than a moment, and goes when it is there', async () => {
    const { routes, release } = slowRoutes();
    const router = await renderWithPortal(routes, '/campaigns');
    jest.useFakeTimers();
    act(() => void router.navigate('/slow'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS));
    expect(screen.getByRole('progressbar', { name: 'Načítá se stránka' })).toBeInTheDocument();
    expect(screen.getByText('campaign list')).toBeInTheDocument();

    await release();
    expect(await screen.findByText('slow page loaded')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows nothing for a navigation quicker than the delay', async () => {
    const { routes, release } = slowRoutes();
    const router = await renderWithPortal(routes, '/campaigns');
    jest.useFakeTimers();
    act(() => void router.navigate('/slow'));
    act(() => jest.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS - 50));
    await release();
    act(() => jest.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS));
    expect(await screen.findByText('slow page loaded')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
