import { act, cleanup, screen } from '@testing-library/react';
import { ApiError, createDashboardToken } from '@portal/shared-contracts';
import { ExternalDashboard } from './external-dashboard';
import { renderWithPortal } from '@portal/shared-ui/testing';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  createDashboardToken: jest.fn(),
}));
const createToken = jest.mocked(createDashboardToken);

const config = { workspaceHost: 'analytics.example.test:8443', workspaceId: 'retail', dashboardId: 'kpi-1' };
const ORIGIN = 'https://analytics.example.test:8443';
const MINUTE = 60_000;
const answer = (token: string) => ({ token, expiresAt: '2026-10-15T11:05:00.000Z' });

/** Lets the timers and the promises they settle run, as much time later as given. */
const later = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

async function renderFrame() {
  await renderWithPortal([{ path: '/', element: <ExternalDashboard config={config} /> }], '/');
  const frame = screen.getByTitle<HTMLIFrameElement>('Externí přehled');
  const post = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
  const load = () => act(() => void frame.dispatchEvent(new Event('load')));
  return { frame, post, load };
}

beforeEach(() => {
  jest.useFakeTimers();
  createToken.mockReset();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the embedded external dashboard', () => {
  it('is a frame 700 px high of the configured workspace and dashboard', async () => {
    createToken.mockResolvedValue(answer('jwt-1'));
    const { frame } = await renderFrame();
    await later(0);
    expect(frame).toHaveAttribute(
      'src',
      'https://analytics.example.test:8443/dashboards/embedded/#/workspace/retail/dashboard/kpi-1',
    );
    expect(frame).toHaveAttribute('height', '700');
    expect(frame.style.height).toBe('700px');
  });

  it("posts the token to the frame's origin once it has loaded, and again after every renewal", async () => {
    createToken.mockResolvedValueOnce(answer('jwt-1')).mockResolvedValueOnce(answer('jwt-2'));
    const { post, load } = await renderFrame();
    await later(0);
    expect(createToken).toHaveBeenCalledTimes(1);
    // Nothing is posted before the frame has loaded: the message would be lost.
    expect(post).not.toHaveBeenCalled();

    load();
    await later(0);
    expect(post).toHaveBeenLastCalledWith({ type: 'portal:dashboard-token', token: 'jwt-1' }, ORIGIN);

    await later(59 * MINUTE);
    expect(createToken).toHaveBeenCalledTimes(1);
    await later(MINUTE);
    expect(createToken).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith({ type: 'portal:dashboard-token', token: 'jwt-2' }, ORIGIN);

    // A reload inside the frame gets the current token again.
    load();
    await later(0);
    expect(post).toHaveBeenCalledTimes(3);
    expect(post).toHaveBeenLastCalledWith({ type: 'portal:dashboard-token', token: 'jwt-2' }, ORIGIN);
  });

  it('says when the token cannot be had and tries again a minute later', async () => {
    createToken
      .mockRejectedValueOnce(
        new ApiError(503, { code: 'unavailable', message: 'Služba je nedostupná.', requestId: 'r' }),
      )
      .mockResolvedValueOnce(answer('jwt-1'));
    const { post, load } = await renderFrame();
    load();
    await later(0);
    expect(screen.getByText('Služba je nedostupná.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await later(MINUTE);
    expect(createToken).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Služba je nedostupná.')).not.toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith({ type: 'portal:dashboard-token', token: 'jwt-1' }, ORIGIN);
  });

  it('stops renewing when it is gone', async () => {
    createToken.mockResolvedValue(answer('jwt-1'));
    await renderWithPortal([{ path: '/', element: <ExternalDashboard config={config} /> }], '/');
    await later(0);
    cleanup();
    await later(120 * MINUTE);
    expect(createToken).toHaveBeenCalledTimes(1);
  });
});
