import { MAIN_MENU_KEYS, sessionStore, type UserInfo } from '@portal/shared-contracts';
import { act, screen } from '@testing-library/react';
import type { PortalConfig } from '../app/portal-config';
import { MainLayout } from './main-layout';
import { renderWithPortal } from '@portal/shared-ui/testing';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  getAvailableUiLocales: jest.fn(async () => [{ label: 'Čeština', value: 'cs-CZ' }]),
  getLoggedInUser: jest.fn(async () => ({ lastImpersonation: null })),
}));

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
          { path: 'campaigns', element: <p>Seznam kampaní</p> },
          { path: 'settings/users', element: <p>Uživatelé</p> },
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
});
