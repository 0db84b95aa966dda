import { getReviewQueueCount, reviewQueueChanged } from '@portal/shared-contracts';
import { act, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { useReviewQueueCount } from './use-review-queue-count';
import { renderWithPortal } from '@portal/shared-ui/testing';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  getReviewQueueCount: jest.fn(),
}));

const count = (total: number) => ({ total, creatives: total, itemZips: 0, landingPages: 0 });

function Counter({ enabled }: { enabled: boolean }) {
  const waiting = useReviewQueueCount(enabled);
  return <p data-testid="waiting">{waiting ?? '–'}</p>;
}

const render = (enabled: boolean) =>
  renderWithPortal(
    [
      {
        path: '/review-queue',
        element: (
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <Counter enabled={enabled} />
          </SWRConfig>
        ),
      },
    ],
    '/review-queue',
  );

beforeEach(() => jest.mocked(getReviewQueueCount).mockReset());

describe('the header counter of the review queue', () => {
  it('is read again at once when a screen says an approval or a return succeeded, on the same screen', async () => {
    jest.mocked(getReviewQueueCount).mockResolvedValueOnce(count(5)).mockResolvedValueOnce(count(4));
    await render(true);
    expect(await screen.findByText('5')).toBeInTheDocument();
    // A bulk approval on /review-queue stays on the address: the change is what tells the header.
    await act(async () => reviewQueueChanged());
    expect(await screen.findByText('4')).toBeInTheDocument();
    expect(getReviewQueueCount).toHaveBeenCalledTimes(2);
  });

  it('is neither read nor listening when the retailer has no queue', async () => {
    await render(false);
    await act(async () => reviewQueueChanged());
    expect(screen.getByTestId('waiting')).toHaveTextContent('–');
    expect(getReviewQueueCount).not.toHaveBeenCalled();
  });
});
