import { ApiError, filterCreativeFormats, type UserInfo } from '@portal/shared-contracts';
import { SEARCH_DEBOUNCE_MS } from '@portal/shared-ui';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { routes } from '../routes';
import type * as TestApi from '../common/test-api';
import { LEADERBOARD_SUMMARY, SKYSCRAPER_SUMMARY } from './creative-format-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.CREATIVE_FORMAT_CALLS);
});

const mockedFilter = jest.mocked(filterCreativeFormats);
let user = setupUser();
const renderAs = (who: Partial<UserInfo>, path = '/settings/templates') =>
  renderWithPortal(routes, path, who);
const table = () => within(screen.getByRole('table', { name: 'Formáty kreativ' }));

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  mockedFilter.mockResolvedValue({ items: [LEADERBOARD_SUMMARY, SKYSCRAPER_SUMMARY], totalCount: 2 });
});

describe('creative format routes (spec 000 §2 route table)', () => {
  it.each([
    ['a retailer', USERS.retailer, '/settings/templates'],
    ['a vendor', USERS.vendor, '/settings/templates/5'],
  ])('shows %s the forbidden page without asking for formats', async (_who, who, path) => {
    await renderAs(who, path);
    expect(screen.getByText('Přístup zamítnut')).toBeInTheDocument();
    expect(mockedFilter).not.toHaveBeenCalled();
  });
});

describe('creative format list (spec 000 §2 "Creative formats")', () => {
  it('shows the first page of 20 with the names, field counts and edit buttons', async () => {
    const router = await renderAs(USERS.administrator);
    expect(await screen.findByRole('link', { name: LEADERBOARD_SUMMARY.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Formáty kreativ' })).toBeInTheDocument();
    expect(mockedFilter).toHaveBeenCalledWith({ firstResult: 0, maxResults: 20 });
    const row = within(table().getByRole('link', { name: SKYSCRAPER_SUMMARY.name }).closest('tr')!);
    expect(row.getByText('2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Upravit ${LEADERBOARD_SUMMARY.name}` }));
    expect(router.state.location.pathname).toBe('/settings/templates/5');
  });

  it('searches once the typing has settled, from the first page', async () => {
    jest.useFakeTimers();
    try {
      user = setupUser();
      await renderAs(USERS.administrator);
      await screen.findByRole('link', { name: LEADERBOARD_SUMMARY.name });
      mockedFilter.mockResolvedValue({ items: [SKYSCRAPER_SUMMARY], totalCount: 1 });
      await user.type(screen.getByRole('searchbox', { name: 'Hledat formáty' }), 'sky');
      expect(mockedFilter).not.toHaveBeenCalledWith(expect.objectContaining({ search: 'sky' }));
      await act(async () => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      });
      expect(mockedFilter).toHaveBeenCalledWith({ search: 'sky', firstResult: 0, maxResults: 20 });
      await waitFor(() =>
        expect(screen.queryByRole('link', { name: LEADERBOARD_SUMMARY.name })).not.toBeInTheDocument(),
      );
      expect(screen.getByRole('link', { name: SKYSCRAPER_SUMMARY.name })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks the server for the next page', async () => {
    mockedFilter.mockResolvedValue({ items: [LEADERBOARD_SUMMARY, SKYSCRAPER_SUMMARY], totalCount: 45 });
    await renderAs(USERS.administrator);
    await screen.findByRole('link', { name: LEADERBOARD_SUMMARY.name });
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(mockedFilter).toHaveBeenCalledWith({ firstResult: 20, maxResults: 20 }));
  });

  it('says when there are no formats', async () => {
    mockedFilter.mockResolvedValue({ items: [], totalCount: 0 });
    await renderAs(USERS.administrator);
    expect(await screen.findByText('Zatím tu nejsou žádné formáty kreativ.')).toBeInTheDocument();
  });

  it('shows a failed load with the server message and a retry', async () => {
    mockedFilter.mockRejectedValueOnce(
      new ApiError(503, { code: 'unavailable', message: 'Služba je dočasně nedostupná.', requestId: 'r' }),
    );
    await renderAs(USERS.administrator);
    expect(await screen.findByText('Formáty kreativ se nepodařilo načíst.')).toBeInTheDocument();
    expect(screen.getByText('Služba je dočasně nedostupná.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('link', { name: LEADERBOARD_SUMMARY.name })).toBeInTheDocument();
  });
});
