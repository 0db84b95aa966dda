import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { endReleasePreview } from '@portal/shared-contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleasePreview } from '../app/portal-config';
import { reloadPage } from '../app/reload-page';
import { PreviewBanner } from './preview-banner';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  endReleasePreview: jest.fn(async () => null),
}));
jest.mock('../app/reload-page', () => ({ reloadPage: jest.fn() }));

const reload = jest.mocked(reloadPage);

const show = (previews: ReleasePreview[]) =>
  render(
    <I18nProvider i18n={i18n}>
      <PreviewBanner previews={previews} />
    </I18nProvider>,
  );

describe('the preview banner', () => {
  beforeEach(() => {
    reload.mockClear();
    jest.mocked(endReleasePreview).mockReset().mockResolvedValue(null);
  });

  it('is not there when nothing is previewed', () => {
    show([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('names every previewed version and ends them all, then reloads the page', async () => {
    show([
      { name: 'shell', version: '0.2.0-12345678' },
      { name: 'mf-users', version: '2.0.0-ab12cd34' },
    ]);
    const banner = screen.getByRole('status');
    expect(banner).toBeVisible();
    expect(
      within(banner).getByText('Zkoušíte ve svém prohlížeči verzi 0.2.0-12345678 modulu shell'),
    ).toBeVisible();
    expect(
      within(banner).getByText('Zkoušíte ve svém prohlížeči verzi 2.0.0-ab12cd34 modulu mf-users'),
    ).toBeVisible();

    // Reachable by keyboard: the button is the first stop of the page.
    await userEvent.tab();
    const button = within(banner).getByRole('button', { name: 'Ukončit náhled' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(jest.mocked(endReleasePreview).mock.calls.map(([name]) => name)).toEqual(['shell', 'mf-users']);
  });

  it('stays, with a word, when the preview could not be ended', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(endReleasePreview).mockRejectedValue(new Error('offline'));
    show([{ name: 'mf-campaigns', version: '0.4.0-deadbeef' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Ukončit náhled' }));
    expect(
      await screen.findByText('Náhled se nepodařilo ukončit. Zkuste to prosím znovu.'),
    ).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    // It can be tried again (antd may leave the spinner's icon fading out: hence the pattern).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Ukončit náhled/ })).not.toHaveClass('ant-btn-loading'),
    );
  });
});
