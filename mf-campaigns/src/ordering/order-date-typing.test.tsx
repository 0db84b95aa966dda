import {
  createCampaign,
  getCampaignOptions,
  getProduct,
  getUsersByRole,
  getVariableValueAvailability,
  type Product,
} from '@portal/shared-contracts';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { product } from '../common/test-data';
import { answerOrderForm } from '../common/test-order-form';
import AddToCampaignPage from './add-to-campaign-page';

// Typing the dates of the order form (issue 22): d.m.Y with or without zeros, taken on leaving the
// field or on Enter; what is no date, or a day the rules refuse, is said at the field.

jest.mock('../common/today', () => ({ todayIso: () => '2026-11-22' }));
jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(
    ...api.ORDER_FORM_CALLS,
    'getCampaignOptions',
    'createCampaign',
    'addCampaignItem',
    'getUsersByRole',
  );
});

// Earliest start 29.11.2026 (the category's 7 days from 22.11.2026).
const CPM = product({
  id: 12,
  title: 'Banner v kategorii',
  rateType: 'CPM',
  price: 180,
  minAmount: 0,
});
const FLAT = product({ id: 11, checkAvails: true, hasAvailabilities: true });

let user = setupUser();

async function renderOrder(productData: Product) {
  jest.mocked(getProduct).mockResolvedValue(productData);
  await renderWithPortal(
    [{ path: '/tools/:selectedProductId', element: <AddToCampaignPage /> }],
    `/tools/${productData.id}`,
    USERS.vendor,
  );
  await screen.findByRole('heading', { level: 1, name: productData.titleOrName });
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const errorOf = (id: string) => document.getElementById(`${id}-error`);

/** Types a date with the keyboard over what the field holds, then presses `leave` or clicks away. */
async function typeDate(id: string, text: string, leave: '{Enter}' | '{Tab}' | 'click' = '{Tab}') {
  // The order form fetches the real picker at once: typing goes into it, not into the stand-in.
  await waitFor(() => expect(field(id).closest('.ant-picker')).not.toBeNull());
  await user.click(field(id));
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  await user.keyboard(text);
  if (leave === 'click') await user.click(screen.getByRole('heading', { level: 1 }));
  else await user.keyboard(leave);
}

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  jest.mocked(getCampaignOptions).mockResolvedValue([]);
  jest.mocked(getUsersByRole).mockResolvedValue([]);
  answerOrderForm();
});

describe('typing the dates of the order form', () => {
  it('takes d.m.Y with or without leading zeros, on Enter or on leaving the field', async () => {
    await renderOrder(CPM);
    expect(field('order-start-date')).toHaveAttribute('placeholder', 'd.m.rrrr');
    await typeDate('order-start-date', '1.12.2026', '{Enter}');
    await waitFor(() => expect(field('order-start-date')).toHaveValue('01.12.2026'));
    await typeDate('order-end-date', '31.12.2026');
    await waitFor(() => expect(field('order-end-date')).toHaveValue('31.12.2026'));
    await user.click(screen.getByLabelText(/Počet zobrazení/));
    await user.paste('100000');
    // 100 000 impressions × 180 Kč per 1000 over the typed month.
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent(/^18\s000\sKč$/));
    expect(errorOf('order-start-date')).toBeNull();
    expect(errorOf('order-end-date')).toBeNull();
    // Enter in a date field takes the date; it does not send the form.
    expect(screen.queryByText('Zkontrolujte prosím zadané údaje.')).not.toBeInTheDocument();
    expect(createCampaign).not.toHaveBeenCalled();
  });

  it('keeps a text that is no date with the format message until it is corrected', async () => {
    await renderOrder(CPM);
    await typeDate('order-start-date', '31.02.2026');
    await waitFor(() =>
      expect(errorOf('order-start-date')).toHaveTextContent('Zadejte datum ve tvaru d.m.rrrr.'),
    );
    expect(field('order-start-date')).toHaveValue('31.02.2026');

    await typeDate('order-start-date', 'abc', '{Enter}');
    await waitFor(() => expect(field('order-start-date')).toHaveValue('abc'));
    expect(errorOf('order-start-date')).toHaveTextContent('Zadejte datum ve tvaru d.m.rrrr.');

    await typeDate('order-start-date', '1. 12. 2026');
    await waitFor(() => expect(errorOf('order-start-date')).toBeNull());
    expect(field('order-start-date')).toHaveValue('01.12.2026');
  });

  it('takes a refused day typed over a text that was no date, and says why', async () => {
    await renderOrder(FLAT);
    await typeDate('order-start-date', '7.12.2026');
    await waitFor(() => expect(field('order-start-date')).toHaveValue('07.12.2026'));
    await typeDate('order-start-date', '31.2.2026', '{Enter}');
    await waitFor(() =>
      expect(errorOf('order-start-date')).toHaveTextContent('Zadejte datum ve tvaru d.m.rrrr.'),
    );
    await typeDate('order-start-date', '21.11.2026', '{Enter}');
    await waitFor(() => expect(errorOf('order-start-date')).toHaveTextContent(/^Začátek může být nejdříve/));
    expect(field('order-start-date')).toHaveValue('21.11.2026');
  });

  it('does not send a date whose text was replaced by one that is no date', async () => {
    await renderOrder(CPM);
    await user.click(screen.getByLabelText(/Název kampaně/));
    await user.paste('Zimní kampaň');
    await typeDate('order-start-date', '1.12.2026');
    await typeDate('order-end-date', '31.12.2026');
    await user.click(screen.getByLabelText(/Počet zobrazení/));
    await user.paste('100000');
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent(/^18\s000\sKč$/));

    await typeDate('order-start-date', '1.12.');
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('–'));
    await user.click(screen.getByRole('button', { name: 'Přidat do kampaně' }));
    await waitFor(() => expect(field('order-start-date')).toHaveFocus());
    expect(field('order-start-date')).toHaveValue('1.12.');
    expect(errorOf('order-start-date')).toHaveTextContent('Zadejte datum ve tvaru d.m.rrrr.');
    expect(createCampaign).not.toHaveBeenCalled();
  });

  it('takes a day the calendar refuses and says why at the field', async () => {
    await renderOrder(CPM);
    await typeDate('order-start-date', '28.11.2026', 'click');
    await waitFor(() =>
      expect(errorOf('order-start-date')).toHaveTextContent('Začátek může být nejdříve 29.11.2026.'),
    );
    expect(field('order-start-date')).toHaveValue('28.11.2026');

    await typeDate('order-start-date', '1.12.2026');
    await waitFor(() => expect(errorOf('order-start-date')).toBeNull());
    await typeDate('order-end-date', '30.11.2026', '{Enter}');
    await waitFor(() =>
      expect(errorOf('order-end-date')).toHaveTextContent('Konec nesmí být před začátkem.'),
    );
    expect(field('order-end-date')).toHaveValue('30.11.2026');
  });

  it('flat rate: a typed start in a taken week says the week is taken', async () => {
    jest.mocked(getVariableValueAvailability).mockResolvedValue({
      variableValueId: 0,
      takenWeeks: ['2026-11-30'],
    });
    await renderOrder(FLAT);
    await waitFor(() => expect(getVariableValueAvailability).toHaveBeenCalled());
    await typeDate('order-start-date', '30.11.2026');
    await waitFor(() =>
      expect(errorOf('order-start-date')).toHaveTextContent('Týden od 30.11.2026 je už obsazený.'),
    );
    // The end follows the start as with a picked date: the whole week.
    expect(field('order-end-date')).toHaveValue('06.12.2026');
  });
});
