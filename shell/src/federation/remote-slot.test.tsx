import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { PortalSlot, PortalSlotContext, type PortalSlotProps } from '@portal/shared-ui';
import { isRemoteEnabled, loadPortalRemote, type LoadedRemote } from './remote-runtime';
import { renderSlot } from './remote-slot';

jest.mock('./remote-runtime', () => ({
  isRemoteEnabled: jest.fn(),
  loadPortalRemote: jest.fn(),
  forgetFailedRemote: jest.fn(),
}));

const mockedLoad = loadPortalRemote as jest.MockedFunction<typeof loadPortalRemote>;
const mockedEnabled = isRemoteEnabled as jest.MockedFunction<typeof isRemoteEnabled>;

function ItemMedia({ campaignItemId }: PortalSlotProps['mf-creatives/item-media-dialog']) {
  return <p>media of item {campaignItemId}</p>;
}

const loaded: LoadedRemote = {
  routes: [],
  slots: { 'mf-creatives/item-media-dialog': ItemMedia },
  i18n: { loadMessages: async () => ({}) },
};
const resolved = Promise.resolve(loaded);

const show = (slot: 'mf-creatives/item-media-dialog' | 'mf-creatives/item-creative-dialog') =>
  act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <PortalSlotContext.Provider value={renderSlot}>
          <PortalSlot
            slot={slot}
            props={{ campaignId: 1, campaignItemId: 7, mode: 'fill', onClose: () => undefined }}
            fallback={<p>not available</p>}
          />
        </PortalSlotContext.Provider>
      </I18nProvider>,
    );
  });

describe('slots of other remotes', () => {
  beforeEach(() => {
    mockedLoad.mockReset();
    mockedEnabled.mockReturnValue(true);
  });

  it("loads the owner and renders its slot with the host's props", async () => {
    mockedLoad.mockReturnValue(resolved);
    await show('mf-creatives/item-media-dialog');
    expect(await screen.findByText('media of item 7')).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith('mf-creatives', 'cs-CZ');
  });

  it('shows the fallback when the owner is switched off, without fetching it', async () => {
    mockedEnabled.mockReturnValue(false);
    await show('mf-creatives/item-media-dialog');
    expect(screen.getByText('not available')).toBeInTheDocument();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('shows the fallback when the owner has no such slot', async () => {
    mockedLoad.mockReturnValue(resolved);
    await show('mf-creatives/item-creative-dialog');
    expect(await screen.findByText('not available')).toBeInTheDocument();
  });

  it('keeps the host screen when the owner cannot be fetched, with a retry', async () => {
    const failed = Promise.reject(new Error('offline'));
    failed.catch(() => undefined);
    mockedLoad.mockReturnValue(failed);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await show('mf-creatives/item-media-dialog');
    expect(await screen.findByText('Tuto část portálu se nepodařilo načíst')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });
});
