import {
  bulkApproveReviewQueue,
  getCompanies,
  getReviewQueue,
  onReviewQueueChanged,
  type ReviewQueueEntry,
} from '@portal/shared-contracts';
import { LocationProbe, renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import ReviewQueuePage from './review-queue-page';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts('getReviewQueue', 'bulkApproveReviewQueue', 'getCompanies');
});

const item = (id: number, daysUntilStart: number, startDate: string) => ({
  id,
  name: `HP leaderboard · Pozice ${id}`,
  campaign: { id: 40 + id, name: `Vánoce ${id}` },
  product: { id: 3, name: 'HP leaderboard' },
  startDate,
  daysUntilStart,
});

const ENTRIES: ReviewQueueEntry[] = [
  {
    kind: 'creative',
    id: 900,
    name: 'Vánoční banner',
    company: { id: 2, name: 'Acme Foods' },
    waitingSince: '2026-11-20T08:15:00.000Z',
    items: [item(1, 2, '2026-11-26'), item(2, 9, '2026-12-03'), item(3, 20, '2026-12-14')],
    zipFileName: null,
    target: null,
    path: '/campaigns/41/items/1/creative',
  },
  {
    kind: 'itemZip',
    id: 77,
    name: 'Search banner · Pozice 1',
    company: { id: 3, name: 'Nordic Drinks a.s.' },
    waitingSince: '2026-11-21T10:00:00.000Z',
    items: [item(77, 12, '2026-12-06')],
    zipFileName: 'banner.zip',
    target: null,
    path: '/campaigns/117/items/77/creative',
  },
  {
    kind: 'landingPage',
    id: 5,
    name: 'Zimní výprodej',
    company: { id: 2, name: 'Acme Foods' },
    waitingSince: '2026-11-22T09:00:00.000Z',
    items: [],
    zipFileName: null,
    target: { id: 1, name: 'shop.portal.test' },
    path: '/landing-pages/5',
  },
];

let user = setupUser();

beforeEach(() => {
  user = setupUser();
  jest.resetAllMocks();
  localStorage.clear();
  jest.mocked(getReviewQueue).mockResolvedValue({ items: ENTRIES, totalCount: 23 });
  jest.mocked(getCompanies).mockResolvedValue([
    { id: 2, name: 'Acme Foods' },
    { id: 3, name: 'Nordic Drinks a.s.' },
  ]);
});

const render = (path = '/review-queue') =>
  renderWithPortal(
    [
      {
        path: '/review-queue',
        element: (
          <>
            <ReviewQueuePage />
            <LocationProbe />
          </>
        ),
      },
    ],
    path,
    USERS.retailer,
  );

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('the review queue', () => {
  it('lists what waits, oldest first as the server pages it, with how urgent each is', async () => {
    await render();
    expect(await screen.findByTestId('review-queue-total')).toHaveTextContent('Čeká 23 položek');
    expect(getReviewQueue).toHaveBeenCalledWith(
      { kind: null, companyId: null, firstResult: 0, maxResults: 10 },
      expect.anything(),
    );
    const creative = rowOf('Vánoční banner');
    expect(creative).toHaveTextContent('Kreativa');
    expect(creative).toHaveTextContent('Acme Foods');
    expect(creative).toHaveTextContent('20.11.2026 09:15');
    expect(creative).toHaveTextContent('26.11.2026');
    expect(within(creative).getByText('za 2 dny')).toHaveAttribute('data-urgent', 'true');
    expect(creative).toHaveTextContent('a 1 další položka');
    const zip = rowOf('Search banner · Pozice 1');
    expect(zip).toHaveTextContent('banner.zip');
    expect(within(zip).getByText('za 12 dní')).toHaveAttribute('data-urgent', 'false');
    expect(rowOf('Zimní výprodej')).toHaveTextContent('shop.portal.test');
  });

  it('opens a review in preview with the queue filters in its address', async () => {
    await render('/review-queue?filters=' + encodeURIComponent('{"kind":"creative","company":null}'));
    await screen.findByTestId('review-queue-total');
    expect(getReviewQueue).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'creative', companyId: null }),
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'Vánoční banner' })).toHaveAttribute(
      'href',
      '/campaigns/41/items/1/creative?view=preview&queue=creative.*',
    );
  });

  it('filters by kind from the first page, kept in the address', async () => {
    await render('/review-queue?page=3');
    await screen.findByTestId('review-queue-total');
    await user.click(screen.getByRole('combobox', { name: 'Druh' }));
    await user.click(await screen.findByTitle('Landing page'));
    await waitFor(() =>
      expect(getReviewQueue).toHaveBeenLastCalledWith(
        { kind: 'landingPage', companyId: null, firstResult: 0, maxResults: 10 },
        expect.anything(),
      ),
    );
    expect(decodeURIComponent(screen.getByTestId('location').textContent!)).toContain('"kind":"landingPage"');
  });

  it('approves the selected entries at once, after asking, and says which could not be', async () => {
    const counter = jest.fn();
    const stop = onReviewQueueChanged(counter);
    jest.mocked(bulkApproveReviewQueue).mockResolvedValue({
      approved: [{ kind: 'creative', id: 900 }],
      failed: [{ kind: 'landingPage', id: 5, code: 'landing_page_not_filled', message: 'Chybí obrázek.' }],
    });
    await render();
    await screen.findByTestId('review-queue-total');
    const approve = screen.getByRole('button', { name: 'Schválit vybrané (0)' });
    expect(approve).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Vybrat Vánoční banner' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vybrat Zimní výprodej' }));
    await user.click(screen.getByRole('button', { name: 'Schválit vybrané (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Schválíte 2 vybrané položky fronty.');
    await user.click(within(dialog).getByRole('button', { name: 'Schválit' }));
    await waitFor(() =>
      expect(bulkApproveReviewQueue).toHaveBeenCalledWith({
        entries: [
          { kind: 'creative', id: 900 },
          { kind: 'landingPage', id: 5 },
        ],
      }),
    );
    expect(await screen.findByText('Schválena 1 položka')).toBeInTheDocument();
    // The header's counter hears of it at once: the queue's address does not change (issue 31).
    expect(counter).toHaveBeenCalledTimes(1);
    stop();
    expect(await screen.findByText('Zimní výprodej: Chybí obrázek.')).toBeInTheDocument();
    await waitFor(() => expect(getReviewQueue).toHaveBeenCalledTimes(2));
  });

  it('says when nothing waits', async () => {
    jest.mocked(getReviewQueue).mockResolvedValue({ items: [], totalCount: 0 });
    await render();
    expect(await screen.findByText('Nic nečeká na schválení.')).toBeInTheDocument();
    expect(screen.getByTestId('review-queue-total')).toHaveTextContent('Čeká 0 položek');
  });
});
