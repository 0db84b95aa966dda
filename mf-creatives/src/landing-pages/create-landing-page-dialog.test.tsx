import {
  ApiError,
  createLandingPage,
  filterLandingPages,
  getActiveLandingPageTypes,
  getCompanies,
  getLandingPageFilterData,
  type UserInfo,
} from '@portal/shared-contracts';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { notification } from '@portal/shared-ui/form-components';
import { act, screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { ACTIVE_TYPES, FILTER_DATA, landingPage } from './landing-page-fixtures';
import LandingPageListPage from './landing-page-list-page';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.LANDING_PAGE_CALLS);
});

let user = setupUser();

/** The list with the create dialog open. */
async function openDialog(who: Partial<UserInfo> = USERS.vendor) {
  const router = await renderWithPortal(
    [{ path: '/landing-pages', element: <LandingPageListPage /> }],
    '/landing-pages',
    who,
  );
  // The header's button (the empty list offers another).
  await user.click((await screen.findAllByRole('button', { name: /Vytvořit landing page/ }))[0]!);
  const dialog = await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 });
  await waitFor(() => expect(getActiveLandingPageTypes).toHaveBeenCalled());
  return { router, dialog: within(dialog) };
}

type Dialog = Awaited<ReturnType<typeof openDialog>>['dialog'];

/** Chooses an option of an antd select (its visible option carries the label as its title). */
async function choose(dialog: Dialog, label: RegExp, option: string) {
  await user.click(dialog.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option, {}, { timeout: 2000 }));
}

/** The visible options of an open antd select. */
const optionTitles = () =>
  [
    ...document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ].map((option) => option.getAttribute('title'));

/** The field's frame (the kit's FieldFrame): its label, its control and its message. */
const fieldOf = (dialog: Dialog, label: RegExp) =>
  document.getElementById(`${dialog.getByRole('combobox', { name: label }).id}-label`)!
    .parentElement as HTMLElement;

// A page made by one test says so in a toast that would still stand in the next one.
afterEach(() => act(() => notification.destroy()));

beforeEach(() => {
  user = setupUser();
  localStorage.clear();
  jest.resetAllMocks();
  jest.mocked(filterLandingPages).mockResolvedValue({ items: [], totalCount: 0 });
  jest.mocked(getLandingPageFilterData).mockResolvedValue(FILTER_DATA);
  jest.mocked(getActiveLandingPageTypes).mockResolvedValue(ACTIVE_TYPES);
  jest.mocked(getCompanies).mockResolvedValue([
    { id: 2, name: 'Acme Foods' },
    { id: 3, name: 'Nordic Drinks a.s.' },
  ]);
});

describe('the create dialog (spec 001 §5 "Landing pages and their types")', () => {
  it('keeps the target disabled until a type is chosen, then offers only the shops the type allows', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getByRole('combobox', { name: /Cílový web/ })).toBeDisabled();
    expect(dialog.queryByRole('combobox', { name: /Společnost/ })).toBeNull();

    await choose(dialog, /Typ/, 'Sezónní kampaň');
    const target = dialog.getByRole('combobox', { name: /Cílový web/ });
    expect(target).toBeEnabled();
    await user.click(target);
    await waitFor(() => expect(optionTitles()).toEqual(['Portal Retail']));
    await user.click(await screen.findByTitle('Portal Retail'));

    // A type with an empty allowedTargets list allows every shop; the chosen one stays allowed.
    await choose(dialog, /Typ/, 'Značková stránka');
    expect(fieldOf(dialog, /Cílový web/)).toHaveTextContent('Portal Retail');
    await user.click(dialog.getByRole('combobox', { name: /Cílový web/ }));
    await waitFor(() => expect(optionTitles()).toEqual(['Portal Retail', 'Druhý e-shop']));
    await user.click(await screen.findByTitle('Druhý e-shop'));

    // A shop the newly chosen type does not allow is no longer chosen.
    await choose(dialog, /Typ/, 'Sezónní kampaň');
    expect(fieldOf(dialog, /Cílový web/)).not.toHaveTextContent('Druhý e-shop');
  });

  it('requires type, target and name, without asking the server', async () => {
    const { dialog } = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: /Název/ }), '   ');
    await user.click(dialog.getByRole('button', { name: 'Vytvořit landing page' }));
    expect(await dialog.findByText('Vyberte typ landing page.')).toBeInTheDocument();
    expect(dialog.getByText('Vyberte cílový web.')).toBeInTheDocument();
    expect(dialog.getByText('Vyplňte název landing page.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Název/ })).toHaveAttribute('aria-invalid', 'true');
    expect(createLandingPage).not.toHaveBeenCalled();
  });

  it('requires the company of retailer staff and agencies, searched on the server', async () => {
    const { dialog } = await openDialog(USERS.retailer);
    await choose(dialog, /Typ/, 'Značková stránka');
    await choose(dialog, /Cílový web/, 'Portal Retail');
    await user.type(dialog.getByRole('textbox', { name: /Název/ }), 'Nordic – léto');
    await user.click(dialog.getByRole('button', { name: 'Vytvořit landing page' }));
    expect(
      await dialog.findByText('Vyberte společnost, pro kterou landing page zakládáte.'),
    ).toBeInTheDocument();
    expect(createLandingPage).not.toHaveBeenCalled();

    await user.type(dialog.getByRole('combobox', { name: /Společnost/ }), 'nord');
    await waitFor(() => expect(getCompanies).toHaveBeenLastCalledWith('nord'), { timeout: 2000 });
    await user.click(await screen.findByTitle('Nordic Drinks a.s.'));
    jest.mocked(createLandingPage).mockResolvedValue(landingPage({ id: 43, name: 'Nordic – léto' }));
    await user.click(dialog.getByRole('button', { name: 'Vytvořit landing page' }));
    expect(createLandingPage).toHaveBeenCalledWith({
      landingPageTypeId: 3,
      targetId: 7,
      companyId: 3,
      name: 'Nordic – léto',
    });
  });

  it('makes the page with the trimmed name and opens it in edit mode', async () => {
    jest.mocked(createLandingPage).mockResolvedValue(landingPage({ id: 42 }));
    await openDialog();
    const dialog = within(screen.getByRole('dialog'));
    await choose(dialog, /Typ/, 'Sezónní kampaň');
    await choose(dialog, /Cílový web/, 'Portal Retail');
    await user.type(dialog.getByRole('textbox', { name: /Název/ }), '  Acme – Zimní čokolády  ');
    await user.click(dialog.getByRole('button', { name: 'Vytvořit landing page' }));
    expect(createLandingPage).toHaveBeenCalledWith({
      landingPageTypeId: 4,
      targetId: 7,
      companyId: null,
      name: 'Acme – Zimní čokolády',
    });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/landing-pages/42?view=edit');
    // antd renders its notifications in a root of their own, a moment later.
    expect(await screen.findByText('Landing page vytvořena', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("puts the server's refusal of the name on the name field, and its company's on the company", async () => {
    jest.mocked(createLandingPage).mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Některá pole nejsou vyplněna správně.',
        requestId: 'r',
        fieldErrors: {
          name: ['Landing page s tímto názvem už existuje.'],
          companyId: ['Společnost Nordic Drinks a.s. není aktivní.'],
        },
      }),
    );
    const { dialog } = await openDialog(USERS.retailer);
    await choose(dialog, /Typ/, 'Značková stránka');
    await choose(dialog, /Cílový web/, 'Portal Retail');
    await user.type(dialog.getByRole('combobox', { name: /Společnost/ }), 'nord');
    await user.click(await screen.findByTitle('Nordic Drinks a.s.', {}, { timeout: 2000 }));
    const name = dialog.getByRole('textbox', { name: /Název/ });
    await user.type(name, 'Nordic – léto');
    await user.click(dialog.getByRole('button', { name: 'Vytvořit landing page' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription('Landing page s tímto názvem už existuje.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // The request's companyId is the form's company.
    expect(dialog.getByRole('combobox', { name: /Společnost/ })).toHaveAccessibleDescription(
      'Společnost Nordic Drinks a.s. není aktivní.',
    );
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it("shows the server's field errors beside their fields", async () => {
    jest.mocked(createLandingPage).mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Některá pole nejsou vyplněna správně.',
        requestId: 'r',
        fieldErrors: { targetId: ['Typ Sezónní kampaň pro tento cílový web není.'] },
      }),
    );
    const { dialog } = await openDialog();
    await choose(dialog, /Typ/, 'Sezónní kampaň');
    await choose(dialog, /Cílový web/, 'Portal Retail');
    await user.type(dialog.getByRole('textbox', { name: /Název/ }), 'Acme');
    await user.click(dialog.getByRole('button', { name: 'Vytvořit landing page' }));
    expect(await within(fieldOf(dialog, /Cílový web/)).findByRole('alert')).toHaveTextContent(
      'Typ Sezónní kampaň pro tento cílový web není.',
    );
    expect(dialog.getByText('Některá pole nejsou vyplněna správně.')).toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });
});
