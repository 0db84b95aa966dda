import { MAIN_MENU_KEYS, type UserInfo } from '@portal/shared-contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalConfig } from '../app/portal-config';
import { useMenuHighlight } from './active-menu';
import { HeaderMenu } from './header-menu';
import { DASHBOARDS_ENTRY } from './menu-entries';
import { renderWithPortal } from '@portal/shared-ui/testing';

const config: PortalConfig = {
  menu: {
    order: [...MAIN_MENU_KEYS],
    availabilities: true,
    dashboards: false,
    landingPages: true,
    remotes: { 'mf-campaigns': true, 'mf-creatives': true, 'mf-catalogue-admin': true, 'mf-users': true },
  },
  remoteMenus: { 'mf-campaigns': null, 'mf-creatives': null, 'mf-catalogue-admin': null, 'mf-users': null },
  supportEmail: 'podpora@portal.test',
  previews: [],
};

const vendor = {
  userId: 3,
  name: 'Věra Dodavatelová',
  companyName: 'Acme Foods',
  userRoles: ['vendor'],
  isVendor: true,
  isAgency: false,
  isRetailer: false,
  isAdministrator: false,
  isSalesPerson: false,
} as unknown as UserInfo;

describe('the header menu', () => {
  it('ends with help, for every signed-in user, which opens the help page', async () => {
    const router = await renderWithPortal(
      [
        { path: '/', element: <HeaderMenu user={vendor} config={config} mode="horizontal" /> },
        { path: '/help', element: <p>help</p> },
      ],
      '/',
    );
    const entries = (await screen.findAllByRole('menuitem')).map((entry) => entry.textContent);
    expect(entries.at(-1)).toBe('Nápověda');
    expect(entries.slice(0, 3)).toEqual(['Produkty', 'Moje kampaně', 'Aktivity']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Nápověda' }));
    expect(router.state.location.pathname).toBe('/help');
  });

  it('offers the dashboards just before help, only while they are switched on', async () => {
    const withDashboards = { ...config, menu: { ...config.menu, dashboards: true } };
    const router = await renderWithPortal(
      [
        { path: '/', element: <HeaderMenu user={vendor} config={withDashboards} mode="horizontal" /> },
        { path: '/dashboards', element: <p>dashboards</p> },
      ],
      '/',
    );
    const entries = (await screen.findAllByRole('menuitem')).map((entry) => entry.textContent);
    expect(entries.slice(-2)).toEqual(['Přehledy', 'Nápověda']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Přehledy' }));
    expect(router.state.location.pathname).toBe('/dashboards');
  });

  it('has no dashboards entry while they are switched off', async () => {
    await renderWithPortal(
      [{ path: '/', element: <HeaderMenu user={vendor} config={config} mode="horizontal" /> }],
      '/',
    );
    expect(await screen.findByRole('menuitem', { name: 'Nápověda' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Přehledy' })).not.toBeInTheDocument();
  });

  it('highlights the dashboards entry while the dashboards page is on screen', async () => {
    const withDashboards = { ...config, menu: { ...config.menu, dashboards: true } };
    function Dashboards() {
      useMenuHighlight(DASHBOARDS_ENTRY.key);
      return null;
    }
    await renderWithPortal(
      [
        {
          path: '/dashboards',
          element: (
            <>
              <HeaderMenu user={vendor} config={withDashboards} mode="horizontal" />
              <Dashboards />
            </>
          ),
        },
      ],
      '/dashboards',
    );
    const entry = await screen.findByRole('menuitem', { name: 'Přehledy' });
    await waitFor(() => expect(entry).toHaveClass('ant-menu-item-selected'));
    expect(screen.getByRole('menuitem', { name: 'Nápověda' })).not.toHaveClass('ant-menu-item-selected');
  });
});
