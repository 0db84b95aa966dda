import { sessionStore } from '@portal/shared-contracts/core';
import { act, screen } from '@testing-library/react';
import { useLocation } from '../router';
import { useCurrentUser } from '../session/use-session';
import { LocationProbe, renderWithPortal } from './render-with-portal';
import { USERS } from './users';

function Who() {
  const user = useCurrentUser();
  return <p>{`${user?.name} (${user?.userRoles.join(', ')})`}</p>;
}

function Where() {
  return <p>{useLocation().pathname}</p>;
}

afterEach(() => act(() => sessionStore.getState().signOut()));

describe('renderWithPortal', () => {
  it('renders the screen at its path for the signed-in user', async () => {
    const router = await renderWithPortal(
      [{ path: '/campaigns/:id', element: <Who /> }],
      '/campaigns/4',
      USERS.retailer,
    );
    expect(screen.getByText('Test User (retailer)')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaigns/4');
  });

  it('shows where the router went for a path the screen leaves to', async () => {
    await renderWithPortal([{ path: '/campaigns', element: <Where /> }], '/elsewhere?x=1', USERS.vendor);
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/elsewhere?x=1');
  });

  it("guards a remote's route as the shell does", async () => {
    const route = { path: '/settings', access: 'administrators' as const, component: Who };
    await renderWithPortal([route], '/settings', USERS.vendor);
    expect(screen.getByText('Přístup zamítnut')).toBeInTheDocument();
  });

  it("renders a remote's route for a user who may open it", async () => {
    const route = { path: '/settings', access: 'administrators' as const, component: Who };
    await renderWithPortal([route], '/settings', USERS.administrator);
    expect(await screen.findByText('Test User (administrator, retailer)')).toBeInTheDocument();
  });

  it('shows the address beside the screen with LocationProbe', async () => {
    await renderWithPortal(
      [
        {
          path: '/queue',
          element: (
            <>
              <Who />
              <LocationProbe />
            </>
          ),
        },
      ],
      '/queue?view=2',
      USERS.retailer,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/queue?view=2');
  });

  it('leaves the session as it is without a user: a signed-out page, or one the test signed in', async () => {
    await renderWithPortal([{ path: '/login', element: <Who /> }], '/login');
    expect(screen.getByText('undefined (undefined)')).toBeInTheDocument();
  });

  it('keeps a guarded route closed to nobody signed in', async () => {
    const route = { path: '/settings', access: 'everyone' as const, component: Who };
    await renderWithPortal([route], '/settings');
    expect(screen.getByText('Přístup zamítnut')).toBeInTheDocument();
  });

  it('renders nested routes with their loaders, as the shell declares its own', async () => {
    await renderWithPortal(
      [{ path: '/', loader: () => 'loaded', HydrateFallback: () => null, element: <Where />, children: [] }],
      '/',
      USERS.vendor,
    );
    expect(await screen.findByText('/')).toBeInTheDocument();
  });
});
