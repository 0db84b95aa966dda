import {
  getFlatRateProductsWithAvailabilities,
  getMenuSettings,
  getProductAvailability,
  type AvailabilityCell,
  type AvailabilityWeek,
  type ProductAvailability,
} from '@portal/shared-contracts';
import { renderWithPortal, USERS } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { product } from '../common/test-data';
import AvailabilitiesPage from './availabilities-page';
import { AvailabilityModal } from './availability-modal';
import { getPrefill } from './prefill-store';
import { windowStart } from './weeks-window';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  getProductAvailability: jest.fn(),
  getFlatRateProductsWithAvailabilities: jest.fn(),
  getMenuSettings: jest.fn(),
}));

const mockedAvailability = getProductAvailability as jest.MockedFunction<typeof getProductAvailability>;
const mockedProducts = getFlatRateProductsWithAvailabilities as jest.MockedFunction<
  typeof getFlatRateProductsWithAvailabilities
>;
const mockedMenu = getMenuSettings as jest.MockedFunction<typeof getMenuSettings>;

const VALUES = [
  { id: 31, name: 'Pozice', value: 'Pozice 1', active: true },
  { id: 32, name: 'Pozice', value: 'Pozice 2', active: true },
];
const HOLDER = { id: 77, name: 'Vánoční kampaň', company: { id: 2, name: 'Acme Foods' } };
/** A cell of the answer: free, or taken by HOLDER's item 901 (as the server answers retailer staff). */
const cell = (value: { id: number; value: string } | null, free: boolean): AvailabilityCell =>
  free
    ? {
        variableValue: value && { id: value.id, name: value.value },
        taken: false,
        campaignItem: null,
        campaign: null,
        label: 'Volno',
      }
    : {
        variableValue: value && { id: value.id, name: value.value },
        taken: true,
        campaignItem: { id: 901 },
        campaign: HOLDER,
        label: 'Obsazeno',
      };
/** A week of the answer: the cells marked false are taken by HOLDER, the others free. */
const week = (startDate: string, endDate: string, orderable: boolean, cells: boolean[]) =>
  ({
    dateLabel: `${startDate.slice(8)}.${startDate.slice(5, 7)}. – ${endDate.slice(8)}.${endDate.slice(5, 7)}.${startDate.slice(0, 4)}`,
    startDate,
    endDate,
    orderable,
    values:
      cells.length === VALUES.length
        ? VALUES.map((value, index) => cell(value, cells[index]!))
        : [cell(null, cells[0]!)],
  }) satisfies AvailabilityWeek;

const AVAILABILITY: ProductAvailability = {
  productId: 11,
  variableValues: VALUES,
  weeks: [
    week('2026-11-16', '2026-11-22', false, [true, false]),
    week('2026-11-23', '2026-11-29', true, [true, false]),
    week('2026-11-30', '2026-12-06', true, [false, true]),
  ],
};

const BANNER = product({ id: 11, hasAvailabilities: true, checkAvails: true });

function ModalHost() {
  const [open, setOpen] = useState(true);
  return <AvailabilityModal product={open ? BANNER : null} onClose={() => setOpen(false)} />;
}

const renderModalAt = (path: string, user: object = USERS.vendor) =>
  renderWithPortal(
    [
      { path: '/tools', element: <ModalHost /> },
      { path: '/tools/:selectedProductId', element: <ModalHost /> },
      { path: '/campaigns/:campaignId/tools/:selectedProductId', element: <ModalHost /> },
    ],
    path,
    user,
  );

describe('availability modal (spec: availability modal and availability view)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    mockedAvailability.mockReset();
    mockedAvailability.mockResolvedValue(AVAILABILITY);
  });

  it('shows weeks by variable values with free and taken cells', async () => {
    await renderModalAt('/tools');
    const dialog = await screen.findByRole('dialog', { name: 'Dostupnost: Banner na hlavní stránce' });
    const table = await within(dialog).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Týden', 'Pozice 1', 'Pozice 2']);
    expect(within(table).getAllByText('Obsazeno')).toHaveLength(3);
    // The past week's free cell is text, not a button; the two orderable free weeks are buttons.
    expect(within(table).getAllByText('Volno')).toHaveLength(3);
    expect(within(table).getAllByRole('button', { name: /^Volno/ })).toHaveLength(2);
    expect(mockedAvailability).toHaveBeenCalledWith(11, { from: windowStart(null), weeks: 12 });
  });

  it("writes the server's labels in the cells and keeps the accessible names", async () => {
    const inEnglish = (grid: ProductAvailability): ProductAvailability => ({
      ...grid,
      weeks: grid.weeks.map((each) => ({
        ...each,
        values: each.values.map((value) => ({ ...value, label: value.taken ? 'Taken' : 'Free' })),
      })),
    });
    mockedAvailability.mockResolvedValue(inEnglish(AVAILABILITY));
    await renderModalAt('/tools');
    const table = await within(await screen.findByRole('dialog')).findByRole('table');
    expect(within(table).getAllByText('Taken')).toHaveLength(3);
    expect(within(table).getAllByText('Free')).toHaveLength(3);
    expect(within(table).queryByText('Volno')).not.toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Volno: Pozice 2, 30.11. – 06.12.2026 – objednat' }),
    ).toHaveTextContent('Free');
  });

  it('hides the occupying company and campaign from buyers', async () => {
    await renderModalAt('/tools');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('table');
    expect(within(dialog).queryByText('Acme Foods')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Vánoční kampaň' })).not.toBeInTheDocument();
  });

  it('shows a retailer who occupies a week, with a link to the campaign', async () => {
    await renderModalAt('/campaigns/5/tools/11', USERS.retailer);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('table');
    expect(within(dialog).getAllByText('Acme Foods')).toHaveLength(3);
    expect(within(dialog).getAllByRole('link', { name: 'Vánoční kampaň' })[0]).toHaveAttribute(
      'href',
      '/campaigns/77',
    );
  });

  it('stores the chosen free week as the prefill and goes to the product detail', async () => {
    const router = await renderModalAt('/tools');
    const dialog = await screen.findByRole('dialog');
    const cell = await within(dialog).findByRole('button', {
      name: 'Volno: Pozice 2, 30.11. – 06.12.2026 – objednat',
    });
    cell.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools/11'));
    expect(getPrefill()).toEqual({
      productId: 11,
      startDate: '2026-11-30',
      endDate: '2026-12-06',
      variableValue: 32,
    });
    expect(JSON.parse(sessionStorage.getItem('portal.campaigns.availabilityPrefill')!)).toMatchObject({
      variableValue: 32,
    });
  });

  it.each(['/tools/11', '/campaigns/5/tools/11'])('only prefills when already on %s', async (path) => {
    const router = await renderModalAt(path);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Volno: Pozice 1, 23.11. – 29.11.2026 – objednat' }),
    );
    expect(getPrefill()).toMatchObject({ startDate: '2026-11-23', variableValue: 31 });
    expect(router.state.location.pathname).toBe(path);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('pages the weeks', async () => {
    await renderModalAt('/tools');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('table');
    await userEvent.click(within(dialog).getByRole('button', { name: /Další týdny/ }));
    const start = windowStart(null);
    const next = new Date(Date.parse(`${start}T00:00:00Z`) + 84 * 86_400_000).toISOString().slice(0, 10);
    await waitFor(() => expect(mockedAvailability).toHaveBeenLastCalledWith(11, { from: next, weeks: 12 }));
  });

  it('gives a product without variable values one column, its taken weeks without a value', async () => {
    mockedAvailability.mockResolvedValue({
      productId: 11,
      variableValues: [],
      weeks: [
        week('2026-11-23', '2026-11-29', true, [true]),
        week('2026-11-30', '2026-12-06', true, [false]),
      ],
    });
    await renderModalAt('/tools', USERS.retailer);
    const table = await within(await screen.findByRole('dialog')).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Týden', 'Dostupnost']);
    expect(within(table).getAllByRole('button', { name: /^Volno/ })).toHaveLength(1);
    expect(within(table).getByText('Obsazeno')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Vánoční kampaň' })).toHaveAttribute(
      'href',
      '/campaigns/77',
    );
    await userEvent.click(within(table).getByRole('button', { name: /^Volno/ }));
    expect(getPrefill()).toMatchObject({ startDate: '2026-11-23', variableValue: null });
  });

  it('says when the availability cannot be loaded', async () => {
    mockedAvailability.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderModalAt('/tools');
    expect(await screen.findByText('Dostupnost se nepodařilo načíst.')).toBeInTheDocument();
  });
});

describe('availability view (/availabilities)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    mockedAvailability.mockReset();
    mockedAvailability.mockResolvedValue(AVAILABILITY);
    mockedProducts.mockResolvedValue([
      BANNER,
      product({ id: 12, title: 'Sezónní stránka', titleOrName: 'Sezónní stránka' }),
    ]);
    mockedMenu.mockResolvedValue({
      order: [],
      availabilities: true,
      dashboards: false,
      landingPages: true,
      remotes: { 'mf-campaigns': true, 'mf-creatives': true, 'mf-catalogue-admin': true, 'mf-users': true },
    });
  });

  const renderView = (path = '/availabilities') =>
    renderWithPortal([{ path: '/availabilities', element: <AvailabilitiesPage /> }], path, USERS.retailer);

  it('lists the flat-rate products, each with its weekly table from the week in the address', async () => {
    await renderView('/availabilities?from=2026-11-25');
    expect(await screen.findByRole('heading', { name: 'Banner na hlavní stránce' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sezónní stránka' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(2));
    expect(mockedAvailability).toHaveBeenCalledWith(11, { from: '2026-11-23', weeks: 8 });
    expect(mockedAvailability).toHaveBeenCalledWith(12, { from: '2026-11-23', weeks: 8 });
    expect(screen.getAllByText('Acme Foods').length).toBeGreaterThan(0);
  });

  it('moves the window and keeps it in the address', async () => {
    const router = await renderView('/availabilities?from=2026-11-23');
    await screen.findByRole('heading', { name: 'Banner na hlavní stránce' });
    await userEvent.click(screen.getByRole('button', { name: /Předchozí týdny/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-09-28'));
    await waitFor(() =>
      expect(mockedAvailability).toHaveBeenCalledWith(11, { from: '2026-09-28', weeks: 8 }),
    );
  });

  it('says when the view is switched off', async () => {
    mockedMenu.mockResolvedValue({
      order: [],
      availabilities: false,
      dashboards: false,
      landingPages: true,
      remotes: { 'mf-campaigns': true, 'mf-creatives': true, 'mf-catalogue-admin': true, 'mf-users': true },
    });
    await renderView();
    expect(await screen.findByText('Přehled dostupnosti je vypnutý')).toBeInTheDocument();
  });
});
