import { getCategories, getCategory, searchTargets } from '@portal/shared-contracts';
import { renderWithPortal, USERS } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { routes } from '../routes';
import { preloadCategories } from './categories-request';
import { BANNERS, CATEGORIES, OTHER_SHOP, SHOP } from './category-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.CATEGORY_CALLS);
});

const at = (categoryId?: string) => ({
  pathname: categoryId === undefined ? '/settings/categories' : `/settings/categories/${categoryId}`,
  search: '',
  params: { categoryId },
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getCategories).mockResolvedValue(CATEGORIES);
  jest.mocked(getCategory).mockResolvedValue(BANNERS);
  jest.mocked(searchTargets).mockResolvedValue([SHOP, OTHER_SHOP]);
});

describe('the product categories’ preload (issue 35)', () => {
  it('asks for the list once: the screen mounted after it takes the answer', async () => {
    preloadCategories(at());
    expect(getCategories).toHaveBeenCalledTimes(1);
    expect(getCategory).not.toHaveBeenCalled();

    await renderWithPortal(routes, at().pathname, USERS.administrator);
    expect(await screen.findByRole('link', { name: 'Bannery' })).toBeInTheDocument();
    expect(getCategories).toHaveBeenCalledTimes(1);
  });

  it('asks for the list and the open card’s category once each', async () => {
    preloadCategories(at('1'));
    expect(getCategories).toHaveBeenCalledTimes(1);
    expect(getCategory).toHaveBeenCalledTimes(1);
    expect(getCategory).toHaveBeenCalledWith(1);

    await renderWithPortal(routes, at('1').pathname, USERS.administrator);
    // The card is loaded when first opened: on a busy machine that takes longer than findBy's 1 s.
    expect(await screen.findByRole('dialog', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bannery' })).toBeInTheDocument();
    expect(getCategories).toHaveBeenCalledTimes(1);
    expect(getCategory).toHaveBeenCalledTimes(1);
  });

  it('asks for no category for a new one or an address that names none', () => {
    preloadCategories(at('new'));
    preloadCategories(at('abc'));
    expect(getCategory).not.toHaveBeenCalled();
  });
});
