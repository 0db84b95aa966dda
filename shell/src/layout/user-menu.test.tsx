import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type UserInfo } from '@portal/shared-contracts';
import { act } from 'react';
import {
  followSessionForTranslationKeys,
  isLocalOrDevelopmentHost,
  KEYS_LOCALE,
  mayShowTranslationKeys,
} from '../i18n/translation-keys';
import { UserMenu } from './user-menu';
import { renderWithPortal } from '@portal/shared-ui/testing';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  getAvailableUiLocales: jest.fn(async () => [{ label: 'Čeština', value: 'cs-CZ' }]),
  // A buyer's menu reads the profile (when a retailer last acted as them).
  getLoggedInUser: jest.fn(async () => ({ lastImpersonation: null })),
}));

const admin = {
  userId: 1,
  userName: 'admin@portal.test',
  name: 'Alena Adminová',
  companyName: 'Portal Retail a.s.',
  userRoles: ['administrator'],
  isAdministrator: true,
  isRetailer: true,
  originalTokenOfRetailer: null,
  impersonator: null,
} as unknown as UserInfo;
const retailer = {
  ...admin,
  userId: 2,
  name: 'Radek Prodejce',
  userRoles: ['retailer'],
  isAdministrator: false,
} as UserInfo;

// The ids Lingui gives these Czech source texts (the same macro the components use).
const LOGOUT = msg`Odhlásit se`;
const KEYS_OPTION = msg`Zobrazit klíče překladů`;

async function renderMenu(user: UserInfo) {
  sessionStore.getState().signIn('token', user);
  await renderWithPortal([{ path: '/', element: <UserMenu user={user} /> }], '/');
}

async function openMenu() {
  await userEvent.click(screen.getByTestId('user-menu'));
  return screen.findByRole('menu');
}

describe('translation keys in the user menu', () => {
  let stopFollowing: () => void;
  beforeEach(() => {
    sessionStorage.clear();
    stopFollowing = followSessionForTranslationKeys();
  });
  afterEach(() => {
    // Signing out brings the texts back (the subscription), also after a failed test.
    act(() => sessionStore.getState().signOut());
    stopFollowing();
    sessionStorage.clear();
  });

  it('is offered to administrators only, and only on a local or development host', () => {
    expect(mayShowTranslationKeys(admin, 'localhost')).toBe(true);
    expect(mayShowTranslationKeys(retailer, 'localhost')).toBe(false);
    expect(mayShowTranslationKeys(null, 'localhost')).toBe(false);

    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(isLocalOrDevelopmentHost('localhost')).toBe(true);
      expect(isLocalOrDevelopmentHost('127.0.0.1')).toBe(true);
      expect(mayShowTranslationKeys(admin, 'portal.example.com')).toBe(false);
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    // A development build counts as local wherever it is served.
    expect(mayShowTranslationKeys(admin, 'portal.example.com')).toBe(true);
  });

  it('a retailer who is not an administrator does not see the option', async () => {
    await renderMenu(retailer);
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Odhlásit se' })).toBeInTheDocument();
    expect(within(menu).queryByText('Zobrazit klíče překladů')).not.toBeInTheDocument();
  });

  it('shows the keys instead of the texts until it is turned off, kept for the tab', async () => {
    await renderMenu(admin);
    let menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Zobrazit klíče překladů' }));

    expect(sessionStorage.getItem('portal.translationKeys')).toBe('1');
    expect(i18n.locale).toBe(KEYS_LOCALE);
    // Every message shows its id: the shell's, and those of catalogs loaded later (remotes).
    expect(i18n._({ id: 'remote-message-id', message: 'Text vzdálené části' })).toBe('remote-message-id');
    expect(
      screen.getByRole('button', { name: (name) => name.startsWith(msg`Uživatelské menu`.id) }),
    ).toBeInTheDocument();
    menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: LOGOUT.id })).toBeInTheDocument();
    const option = within(menu).getByRole('menuitem', { name: KEYS_OPTION.id });
    expect(within(option).getByRole('checkbox')).toBeChecked();

    await userEvent.click(option);
    expect(sessionStorage.getItem('portal.translationKeys')).toBeNull();
    expect(i18n.locale).toBe('cs-CZ');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Uživatelské menu/ })).toBeInTheDocument(),
    );
  });

  it('applies only while a user who may see the keys is signed in', async () => {
    await renderMenu(admin);
    await userEvent.click(
      within(await openMenu()).getByRole('menuitem', { name: 'Zobrazit klíče překladů' }),
    );
    expect(i18n.locale).toBe(KEYS_LOCALE);

    // Signed out, or someone else in the same tab (an impersonated vendor): texts.
    act(() => sessionStore.getState().signOut());
    expect(i18n.locale).toBe('cs-CZ');
    act(() => sessionStore.getState().signIn('token', retailer));
    expect(i18n.locale).toBe('cs-CZ');
    // The administrator again: the choice is still there for the tab.
    act(() => sessionStore.getState().signIn('token', admin));
    expect(i18n.locale).toBe(KEYS_LOCALE);
  });
});

describe('styleguide in the user menu', () => {
  afterEach(() => act(() => sessionStore.getState().signOut()));

  it('takes an administrator to the styleguide', async () => {
    sessionStore.getState().signIn('token', admin);
    const router = await renderWithPortal(
      [
        { path: '/', element: <UserMenu user={admin} /> },
        { path: '/styleguide', element: <p>styleguide</p> },
      ],
      '/',
    );
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Styleguide' }));
    expect(router.state.location.pathname).toBe('/styleguide');
  });

  it('is not offered to a retailer who is not an administrator', async () => {
    await renderMenu(retailer);
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Odhlásit se' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Styleguide' })).not.toBeInTheDocument();
  });
});
