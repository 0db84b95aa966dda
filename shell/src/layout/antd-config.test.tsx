import { sessionStore } from '@portal/shared-contracts/core';
import { notification } from '@portal/shared-ui/form-components';
import { act, screen } from '@testing-library/react';
import { configureAntdStaticHolder } from './antd-config';

describe('antd static notification', () => {
  beforeAll(() => configureAntdStaticHolder());
  afterEach(() => act(() => notification.destroy()));

  it.each([
    ['cs-CZ', 'Zavřít'],
    ['pl-PL', 'Zamknij'],
    ['en-GB', 'Close'],
  ] as const)('speaks the UI language: %s', async (locale, close) => {
    // One holder for the page: a notification after a change of language takes the new one.
    act(() => sessionStore.getState().setLocale(locale));
    act(() => notification.success({ title: 'Uloženo' }));
    expect(await screen.findByRole('button', { name: close })).toBeInTheDocument();
  });

  it("takes the portal's theme: the success icon in its accessible green, not antd's default", async () => {
    act(() => notification.success({ title: 'Uloženo' }));
    await screen.findByRole('alert');
    const icon = document.querySelector<HTMLElement>('.ant-notification-notice-icon-success')!;
    // The run-time styles (no stylesheet in tests) carry the theme's colorSuccess.
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(icon).toBeTruthy();
    expect(css).toMatch(/--ant-color-success:#237804;/i);
  });
});
