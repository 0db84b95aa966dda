import { MAIN_MENU_KEYS, sessionStore, type UserInfo } from '@portal/shared-contracts';
import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import type { PortalConfig } from '../app/portal-config';
import { MainLayout } from './main-layout';
import { renderWithPortal, setupUser } from '@portal/shared-ui/testing';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  getAvailableUiLocales: jest.fn(async () => [{ label: 'Čeština', value: 'cs-CZ' }]),
  getLoggedInUser: jest.fn(async () => ({ lastImpersonation: null })),
}));

/** A screen whose title comes after its data. */
function LateTitle() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <h1>Pozdní nadpis</h1> : <p>Načítá se</p>;
}

const admin = {
  userId: 1,
  userName: 'admin@portal.test',
  name: 'Alena Adminová',
  companyName: 'Portal Retail a.s.',
  defaultPage: '/campaigns',
  userRoles: ['administrator'],
  isAdministrator: true,
  isRetailer: false,
  isVendor: false,
  isAgency: false,
  isSalesPerson: false,
  originalTokenOfRetailer: null,
  impersonator: null,
} as unknown as UserInfo;

const config = (previews: PortalConfig['previews']): PortalConfig => ({
  menu: {
    order: [...MAIN_MENU_KEYS],
    availabilities: true,
    dashboards: false,
    landingPages: true,
    remotes: { 'mf-campaigns': true, 'mf-creatives': true, 'mf-catalogue-admin': true, 'mf-users': true },
  },
  remoteMenus: {},
  supportEmail: 'podpora@portal.test',
  previews,
});

async function renderLayout(previews: PortalConfig['previews']) {
  sessionStore.getState().signIn('token', admin);
  return renderWithPortal(
    [
      {
        id: 'protected',
        path: '/',
        loader: () => config(previews),
        HydrateFallback: () => null,
        element: <MainLayout />,
        children: [
          { path: 'campaigns', element: <h1>Seznam kampaní</h1> },
          { path: 'settings/users', element: <h1>Uživatelé</h1> },
          { path: 'settings/late', element: <LateTitle /> },
        ],
      },
    ],
    '/campaigns',
  );
}

describe('the main layout', () => {
  it('says on every page which versions the session previews', async () => {
    const router = await renderLayout([{ name: 'mf-users', version: '2.0.0-ab12cd34' }]);
    expect(await screen.findByText('Seznam kampaní')).toBeInTheDocument();
    const line = 'Zkoušíte ve svém prohlížeči verzi 2.0.0-ab12cd34 modulu mf-users';
    expect(screen.getByText(line)).toBeVisible();
    await act(() => router.navigate('/settings/users'));
    expect(await screen.findByText('Uživatelé')).toBeInTheDocument();
    expect(screen.getByText(line)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ukončit náhled' })).toBeInTheDocument();
  });

  it('has no banner when nothing is previewed', async () => {
    await renderLayout([]);
    expect(await screen.findByText('Seznam kampaní')).toBeInTheDocument();
    expect(screen.queryByText(/Zkoušíte ve svém prohlížeči/)).not.toBeInTheDocument();
  });

  it('offers a skip link to the content as the first thing Tab reaches', async () => {
    await renderLayout([]);
    const title = await screen.findByRole('heading', { level: 1, name: 'Seznam kampaní' });
    const user = setupUser();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Přeskočit na obsah' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(title).toHaveFocus();
    expect(screen.getByRole('main')).toContainElement(title);
  });

  it('moves focus to the title of the new screen after a change of screen, not on the first load', async () => {
    const router = await renderLayout([]);
    const first = await screen.findByRole('heading', { level: 1, name: 'Seznam kampaní' });
    expect(first).not.toHaveFocus();
    await act(() => router.navigate('/settings/users'));
    const title = await screen.findByRole('heading', { level: 1, name: 'Uživatelé' });
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a title that comes late', async () => {
    const router = await renderLayout([]);
    await screen.findByRole('heading', { level: 1, name: 'Seznam kampaní' });
    await act(() => router.navigate('/settings/late'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pozdní nadpis' })).toHaveFocus();
  });

  it('keeps focus where it is when only the query string changes', async () => {
    const router = await renderLayout([]);
    await screen.findByRole('heading', { level: 1, name: 'Seznam kampaní' });
    const skip = screen.getByRole('link', { name: 'Přeskočit na obsah' });
    act(() => skip.focus());
    await act(() => router.navigate('/campaigns?page=2'));
    expect(skip).toHaveFocus();
  });
});
