import { screen, within } from '@testing-library/react';
import { PRODUCT_ICON_NAMES, sessionStore, type UserInfo } from '@portal/shared-contracts';
import * as components from '@portal/shared-ui/components';
import * as formComponents from '@portal/shared-ui/form-components';
import { act } from 'react';
import { routes } from '../../app/router';
import { ButtonsSection } from './buttons-section';
import { FormatSection } from './format-section';
import { IconsSection } from './icons-section';
import { InputsSection } from './inputs-section';
import { StyleguidePage } from './styleguide-page';
import { StyleguideRoute } from './styleguide-route';
import { renderWithPortal } from '@portal/shared-ui/testing';

const admin = {
  userId: 1,
  name: 'Alena Adminová',
  userRoles: ['administrator'],
  isAdministrator: true,
  isRetailer: true,
  defaultPage: '/campaigns',
} as unknown as UserInfo;
const retailer = { ...admin, userId: 2, userRoles: ['retailer'], isAdministrator: false } as UserInfo;

afterEach(() => act(() => sessionStore.getState().signOut()));

// The page is long and antd's style rules many: the visibility check of role queries (computed styles
// of every ancestor) would take most of the test's time, and nothing on the page is hidden.
const unchecked = { hidden: true } as const;

/** One section alone where the whole page is not the point: it renders in a fraction of the time. */
async function renderAsAdmin(element: React.ReactNode) {
  sessionStore.getState().signIn('token', admin);
  await renderWithPortal([{ path: '/styleguide', element }], '/styleguide');
}

describe('styleguide page', () => {
  // The whole page, the first antd render of the file: slow under jsdom on a busy machine.
  it('shows every section with a link to it in the contents', async () => {
    await renderAsAdmin(<StyleguidePage />);
    const contents = screen.getByRole('navigation', { ...unchecked, name: 'Obsah' });
    for (const [id, title] of [
      ['buttons', 'Tlačítka'],
      ['inputs', 'Formulářová pole'],
      ['messages', 'Zprávy'],
      ['tags', 'Štítky a odznaky'],
      ['icons', 'Ikony'],
      ['formatting', 'Formátování'],
    ] as const) {
      expect(screen.getByRole('heading', { ...unchecked, level: 2, name: title })).toBeInTheDocument();
      expect(within(contents).getByRole('link', { ...unchecked, name: title })).toHaveAttribute(
        'href',
        `#${id}`,
      );
      expect(document.getElementById(id)).toBeInTheDocument();
    }
  }, 60_000);

  it('shows each button variant in the three sizes', async () => {
    await renderAsAdmin(<ButtonsSection />);
    const primary = screen.getByTestId('button-variant-primary');
    const buttons = within(primary).getAllByRole('button', { ...unchecked, name: 'Tlačítko' });
    expect(
      screen.getByText("import { Button, PlusOutlined } from '@portal/shared-ui/components';"),
    ).toBeInTheDocument();
    expect(buttons.map((button) => button.className)).toEqual([
      expect.stringContaining('ant-btn-lg'),
      expect.not.stringMatching(/ant-btn-(lg|sm)/),
      expect.stringContaining('ant-btn-sm'),
    ]);
    for (const variant of [
      'default',
      'dashed',
      'text',
      'link',
      'danger-primary',
      'disabled',
      'loading',
      'icon',
    ]) {
      const cells = within(screen.getByTestId(`button-variant-${variant}`)).getAllByRole('cell', unchecked);
      expect(cells).toHaveLength(3);
      for (const cell of cells) expect(within(cell).getByRole('button', unchecked)).toBeInTheDocument();
    }
  });

  it('shows the 17 product icons, each by its name', async () => {
    await renderAsAdmin(<IconsSection />);
    const list = screen.getByRole('list', { ...unchecked, name: 'Ikony produktů' });
    const items = within(list).getAllByRole('listitem', unchecked);
    expect(items).toHaveLength(17);
    expect(items.map((item) => item.textContent)).toEqual(PRODUCT_ICON_NAMES);
    expect(items.map((item) => item.querySelector('[data-icon]')?.getAttribute('data-icon'))).toEqual(
      PRODUCT_ICON_NAMES,
    );
  });

  it('shows every icon shared-ui exports, by its export name', async () => {
    await renderAsAdmin(<IconsSection />);
    const exported = [...Object.keys(components), ...Object.keys(formComponents)].filter((name) =>
      name.endsWith('Outlined'),
    );
    const list = screen.getByRole('list', { ...unchecked, name: 'Ikony shared-ui' });
    expect(within(list).getAllByRole('listitem', unchecked)).toHaveLength(exported.length);
    for (const name of ['MenuOutlined', 'PlusOutlined', 'SearchOutlined', 'EditOutlined', 'DeleteOutlined']) {
      expect(within(screen.getByTestId(`icon-${name}`)).getByText(name)).toBeInTheDocument();
    }
  });

  it('shows labelled inputs, the error state and the import lines', async () => {
    await renderAsAdmin(<InputsSection />);
    expect(screen.getByLabelText('Název kampaně')).toBeInTheDocument();
    expect(screen.getByLabelText('Nedostupné pole')).toBeDisabled();
    const wrong = screen.getByLabelText('E-mail');
    expect(wrong).toHaveAttribute('aria-invalid', 'true');
    expect(wrong).toHaveAccessibleDescription('Zadejte platnou e-mailovou adresu.');
    expect(
      screen.getByText("import { InputNumber } from '@portal/shared-ui/form-components';"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("import { DatePicker } from '@portal/shared-ui/components';"),
    ).toBeInTheDocument();
  });

  it('formats money in CZK without decimals and dates as d.m.Y', async () => {
    await renderAsAdmin(<FormatSection />);
    expect(screen.getByTestId('format-formatMoney').textContent).toMatch(/^1\s234\s567\sKč$/);
    expect(screen.getByTestId('format-formatDate')).toHaveTextContent('01.02.2026');
    expect(screen.getByTestId('format-formatDateTime')).toHaveTextContent('01.02.2026 14:45');
  });
});

describe('styleguide route', () => {
  it('is a route of the shell behind sign-in, loaded lazily', async () => {
    const signedIn = routes.find((route) => route.id === 'protected');
    const route = signedIn?.children?.find((child) => child.path === 'styleguide');
    expect(typeof route?.lazy).toBe('function');
    expect(await (route?.lazy as () => Promise<unknown>)()).toEqual({ Component: StyleguideRoute });
  });

  it('shows the forbidden page to anyone but an administrator', async () => {
    sessionStore.getState().signIn('token', retailer);
    await renderWithPortal([{ path: '/styleguide', element: <StyleguideRoute /> }], '/styleguide');
    expect(screen.getByRole('heading', { name: 'Přístup zamítnut' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Styleguide' })).not.toBeInTheDocument();
  });

  it('loads the page for an administrator', async () => {
    sessionStore.getState().signIn('token', admin);
    await renderWithPortal([{ path: '/styleguide', element: <StyleguideRoute /> }], '/styleguide');
    // The page's own chunk: antd's inputs and the icons take a while to load under jsdom.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Styleguide' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
