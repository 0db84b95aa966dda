import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useSearchParams } from '@portal/shared-ui/router';
import { useEffect } from 'react';
import { RedirectNotice } from './redirect-notice';
import { renderWithPortal } from '@portal/shared-ui/testing';

const TEXT = /Katalog produktů je určen inzerentům a agenturám/;

/** A list that keeps its state in the address and so drops the parameter at once. */
function CampaignList() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (params.has('notice')) setParams({ page: '1' }, { replace: true });
  }, [params, setParams]);
  return <p>campaign list</p>;
}

const routes = [
  {
    path: '/',
    element: (
      <>
        <RedirectNotice />
        <Outlet />
      </>
    ),
    children: [
      { path: 'campaigns', element: <CampaignList /> },
      { path: 'activities', element: <p>activities</p> },
    ],
  },
];

describe('RedirectNotice', () => {
  it('says why a retailer was sent from the product list, also after the page rewrites its address', async () => {
    const router = await renderWithPortal(routes, '/campaigns?notice=retailer-tools');
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=1');
    expect(screen.getByText(TEXT)).toBeInTheDocument();
  });

  it('is gone on the next page, and can be closed', async () => {
    const router = await renderWithPortal(routes, '/campaigns?notice=retailer-tools');
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
    await act(() => router.navigate('/activities'));
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
    await act(() => router.navigate('/campaigns?notice=retailer-tools'));
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zavřít' }));
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });

  it('shows nothing for an unknown notice', async () => {
    await renderWithPortal(routes, '/campaigns?notice=whatever');
    expect(await screen.findByText('campaign list')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
