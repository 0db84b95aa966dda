import {
  approveLandingPage,
  getLandingPage,
  getLandingPageChanges,
  getLandingPageSasInfo,
  getNextReviewQueueEntry,
  rejectLandingPage,
  type ReviewQueueEntry,
} from '@portal/shared-contracts';
import { LocationProbe, renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { FILLED_PAGE, landingPage } from '../landing-pages/landing-page-fixtures';
import LandingPagePage from '../landing-pages/landing-page-page';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.LANDING_PAGE_CALLS, 'getNextReviewQueueEntry');
});

const NEXT: ReviewQueueEntry = {
  kind: 'creative',
  id: 900,
  name: 'Vánoční banner',
  company: { id: 2, name: 'Acme Foods' },
  waitingSince: '2026-11-20T08:15:00.000Z',
  items: [],
  zipFileName: null,
  target: null,
  path: '/campaigns/41/items/1/creative',
};

let user = setupUser();

beforeEach(() => {
  user = setupUser();
  jest.resetAllMocks();
  const page = landingPage({ creativeState: 'waiting-for-approval' }, FILLED_PAGE);
  jest.mocked(getLandingPage).mockResolvedValue(page);
  jest.mocked(approveLandingPage).mockResolvedValue({ ...page, creativeState: 'approved' });
  jest.mocked(rejectLandingPage).mockResolvedValue({ ...page, creativeState: 'returned', notes: 'Bez loga' });
  jest.mocked(getLandingPageChanges).mockResolvedValue({ since: null, nameChanged: false, fields: [] });
  jest.mocked(getLandingPageSasInfo).mockResolvedValue({
    landingPageId: 42,
    landingPageURL: 'https://www.portal-retail.cz/znacky/42-acme',
    sizeExternalId: 1201,
    creativeFormat: { id: 40, name: 'Obsah stránky' },
  });
});

async function renderFromQueue(queue: string) {
  await renderWithPortal(
    [
      {
        path: '/landing-pages/:landingPageId',
        element: (
          <>
            <LandingPagePage />
            <LocationProbe />
          </>
        ),
      },
    ],
    `/landing-pages/42?view=preview&queue=${queue}`,
    USERS.retailer,
  );
  await screen.findByText(/Kontrola z fronty ke schválení/);
}

describe('a review opened from the queue', () => {
  it('goes on to the next waiting entry of the same queue after an approval', async () => {
    jest.mocked(getNextReviewQueueEntry).mockResolvedValue({ next: NEXT, totalCount: 4 });
    await renderFromQueue('*.2');
    await user.click(screen.getByRole('button', { name: 'Schválit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Schválit' }));
    await waitFor(() => expect(approveLandingPage).toHaveBeenCalledWith(42));
    expect(getNextReviewQueueEntry).toHaveBeenCalledWith(
      { kind: 'landingPage', id: 42 },
      { kind: null, companyId: 2 },
    );
    // The next entry is another remote's page here: the probe route of renderWithPortal shows the address.
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/campaigns/41/items/1/creative?view=preview&queue=*.2',
    );
  });

  it('goes back to the queue when nothing else waits after a return', async () => {
    jest.mocked(getNextReviewQueueEntry).mockResolvedValue({ next: null, totalCount: 0 });
    await renderFromQueue('landingPage.*');
    await user.type(screen.getByRole('textbox', { name: 'Poznámka' }), 'Bez loga');
    await user.click(screen.getByRole('button', { name: 'Vrátit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Vrátit' }));
    await waitFor(() => expect(rejectLandingPage).toHaveBeenCalledWith(42, 'Bez loga'));
    expect(await screen.findByText('Fronta je prázdná')).toBeInTheDocument();
    expect(decodeURIComponent((await screen.findByTestId('elsewhere')).textContent!)).toBe(
      '/review-queue?filters={"kind":"landingPage","company":null}',
    );
  });

  it('skips to the next entry without deciding', async () => {
    jest.mocked(getNextReviewQueueEntry).mockResolvedValue({ next: NEXT, totalCount: 5 });
    await renderFromQueue('*.*');
    await user.click(screen.getByRole('button', { name: 'Přeskočit' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/campaigns/41/items/1/creative');
    expect(approveLandingPage).not.toHaveBeenCalled();
  });

  it('is not shown when the page was opened another way', async () => {
    await renderWithPortal(
      [{ path: '/landing-pages/:landingPageId', element: <LandingPagePage /> }],
      '/landing-pages/42?view=preview&queue=nonsense',
      USERS.retailer,
    );
    await screen.findByRole('button', { name: 'Schválit' });
    expect(screen.queryByText(/Kontrola z fronty ke schválení/)).not.toBeInTheDocument();
  });
});
