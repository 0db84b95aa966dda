import {
  ApiError,
  createCampaign,
  getAgencies,
  getAgencyContacts,
  getCompanies,
  getCompanyContacts,
  getUsersByRole,
} from '@portal/shared-contracts';
import { notification } from '@portal/shared-ui/form-components';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { CreateCampaignDialog } from './create-campaign-dialog';

jest.mock('@portal/shared-contracts', () => ({
  ...jest.requireActual('@portal/shared-contracts'),
  createCampaign: jest.fn(),
  getCompanies: jest.fn(),
  getCompanyContacts: jest.fn(),
  getAgencies: jest.fn(),
  getAgencyContacts: jest.fn(),
  getUsersByRole: jest.fn(),
}));

let user = setupUser();

const SIMONA = { id: 3, name: 'Simona Obchodní' };

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  jest.mocked(getCompanies).mockResolvedValue([{ id: 2, name: 'Acme Foods' }]);
  jest
    .mocked(getCompanyContacts)
    .mockResolvedValue([
      { id: 6, name: 'Vojtěch Dodavatel', email: 'vendor@portal.test', salesPerson: SIMONA },
    ]);
  jest.mocked(getAgencies).mockResolvedValue([{ id: 8, name: 'MediaMax' }]);
  jest
    .mocked(getAgencyContacts)
    .mockResolvedValue([{ id: 9, name: 'Alena Agenturní', email: 'agency@portal.test', salesPerson: null }]);
  jest.mocked(getUsersByRole).mockResolvedValue([
    { id: 3, name: 'Simona Obchodní', email: 'sales@portal.test', company: null },
    { id: 4, name: 'Petr Prodejní', email: 'sales2@portal.test', company: null },
  ]);
});

const renderDialog = (who: object) =>
  renderWithPortal(
    [{ path: '/campaigns', element: <CreateCampaignDialog open onClose={() => {}} /> }],
    '/campaigns',
    who,
  );

const field = (name: string | RegExp) => screen.getByRole('combobox', { name });
const submit = () => screen.getByRole('button', { name: 'Vytvořit kampaň' });

async function choose(name: string | RegExp, option: string) {
  await user.click(field(name));
  await user.click(await screen.findByTitle(option));
}

describe('create-campaign dialog (document 2 §5 "Campaign creation and editing")', () => {
  it('a vendor names the campaign; after creation the campaign detail opens', async () => {
    jest.mocked(createCampaign).mockResolvedValue({ id: 41 });
    const router = await renderDialog(USERS.vendor);
    expect(screen.queryByRole('combobox', { name: /Společnost/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Agentura' })).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText(/Název kampaně/), '  ');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText(/Název kampaně/), 'Jaro 2027');
    expect(submit()).toBeEnabled();
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/41'));
    expect(createCampaign).toHaveBeenCalledWith({
      name: 'Jaro 2027',
      companyId: null,
      companyContactId: null,
      salesPersonId: null,
      agencyId: null,
      agencyContactId: null,
    });
  });

  it('says the campaign was created (issue 31)', async () => {
    jest.mocked(createCampaign).mockResolvedValue({ id: 41 });
    const success = jest.spyOn(notification, 'success').mockImplementation(() => {});
    const router = await renderDialog(USERS.vendor);
    await user.type(screen.getByLabelText(/Název kampaně/), 'Jaro 2027');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/41'));
    expect(success).toHaveBeenCalledWith({
      title: 'Kampaň vytvořena',
      description: 'Kampaň Jaro 2027 byla vytvořena.',
    });
    success.mockRestore();
  });

  it('counts the characters of the name against its limit of 200', async () => {
    await renderDialog(USERS.vendor);
    const name = screen.getByLabelText(/Název kampaně/);
    expect(name).toHaveAttribute('maxlength', '200');
    expect(screen.getByText('0 / 200')).toBeInTheDocument();
    await user.type(name, 'Jaro 2027');
    expect(screen.getByText('9 / 200')).toBeInTheDocument();
    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(250));
    expect(name).toHaveValue('x'.repeat(200));
    expect(screen.getByText('200 / 200')).toBeInTheDocument();
  });

  it('an agency: the contact and the name wait for the company; the contact sets the sales person', async () => {
    await renderDialog(USERS.agency);
    expect(field('Kontakt společnosti')).toBeDisabled();
    expect(screen.getByLabelText(/Název kampaně/)).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: 'Agentura' })).not.toBeInTheDocument();
    // Read-only for everyone but a retailer.
    expect(screen.getByRole('textbox', { name: 'Obchodník' })).toHaveAttribute('readonly');
    expect(submit()).toBeDisabled();
    await choose(/Společnost/, 'Acme Foods');
    await waitFor(() => expect(field('Kontakt společnosti')).toBeEnabled());
    expect(screen.getByLabelText(/Název kampaně/)).toBeEnabled();
    await choose('Kontakt společnosti', 'Vojtěch Dodavatel (vendor@portal.test)');
    expect(screen.getByRole('textbox', { name: 'Obchodník' })).toHaveValue('Simona Obchodní');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText(/Název kampaně/), 'Pro Acme');
    expect(submit()).toBeEnabled();
  });

  it('a retailer also picks the sales person, the agency and its contact', async () => {
    let finish: (value: { id: number }) => void = () => {};
    jest.mocked(createCampaign).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const router = await renderDialog(USERS.retailer);
    expect(field('Kontakt agentury')).toBeDisabled();
    await choose(/Společnost/, 'Acme Foods');
    await waitFor(() => expect(field('Kontakt společnosti')).toBeEnabled());
    await choose('Kontakt společnosti', 'Vojtěch Dodavatel (vendor@portal.test)');
    await waitFor(() => expect(field('Obchodník')).toBeEnabled());
    expect(screen.getByTitle('Simona Obchodní')).toBeInTheDocument();
    await choose('Agentura', 'MediaMax');
    await waitFor(() => expect(field('Kontakt agentury')).toBeEnabled());
    await choose('Kontakt agentury', 'Alena Agenturní (agency@portal.test)');
    await user.type(screen.getByLabelText(/Název kampaně/), 'Pro Acme přes agenturu');
    await user.click(submit());
    // Disabled while submitting.
    expect(screen.getByRole('button', { name: /Vytvořit kampaň/ })).toBeDisabled();
    expect(createCampaign).toHaveBeenCalledWith({
      name: 'Pro Acme přes agenturu',
      companyId: 2,
      companyContactId: 6,
      salesPersonId: 3,
      agencyId: 8,
      agencyContactId: 9,
    });
    finish({ id: 42 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/42'));
  });

  it('disables the sales person select with one sales person or none', async () => {
    jest
      .mocked(getUsersByRole)
      .mockResolvedValue([{ id: 3, name: 'Simona Obchodní', email: 'sales@portal.test', company: null }]);
    await renderDialog(USERS.retailer);
    await waitFor(() => expect(getUsersByRole).toHaveBeenCalledWith('salesPerson'));
    expect(field('Obchodník')).toBeDisabled();
  });

  it('shows the server message under the name when the creation fails', async () => {
    jest.mocked(createCampaign).mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Název kampaně je povinný.',
        requestId: 'r',
        fieldErrors: { name: ['Název kampaně je povinný.'] },
      }),
    );
    await renderDialog(USERS.vendor);
    await user.type(screen.getByLabelText(/Název kampaně/), 'X');
    await user.click(submit());
    // Once, under its field (the form kit puts a field's refusal there, not in a second alert).
    expect(await screen.findAllByText('Název kampaně je povinný.')).toHaveLength(1);
    const name = screen.getByLabelText(/Název kampaně/);
    expect(name).toHaveAccessibleDescription('Název kampaně je povinný.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(submit()).toBeEnabled();
  });

  it("puts the server's refusal of a chosen party on its field (request ids kept as references)", async () => {
    jest.mocked(createCampaign).mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Formulář obsahuje chyby.',
        requestId: 'r',
        fieldErrors: { agencyContactId: ['Kontakt nepatří k agentuře.'] },
      }),
    );
    await renderDialog(USERS.retailer);
    await choose(/Společnost/, 'Acme Foods');
    await choose('Agentura', 'MediaMax');
    await waitFor(() => expect(field('Kontakt agentury')).toBeEnabled());
    await choose('Kontakt agentury', 'Alena Agenturní (agency@portal.test)');
    await user.type(screen.getByLabelText(/Název kampaně/), 'Pro Acme');
    await user.click(submit());
    await waitFor(() =>
      expect(field('Kontakt agentury')).toHaveAccessibleDescription('Kontakt nepatří k agentuře.'),
    );
    expect(field('Kontakt agentury')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Formulář obsahuje chyby.')).not.toBeInTheDocument();
  });

  it('an edited name drops the server message', async () => {
    jest.mocked(createCampaign).mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Formulář obsahuje chyby.',
        requestId: 'r',
        fieldErrors: { name: ['Kampaň s tímto názvem už máte.'] },
      }),
    );
    await renderDialog(USERS.vendor);
    const name = screen.getByLabelText(/Název kampaně/);
    await user.type(name, 'Jaro 2027');
    await user.click(submit());
    await waitFor(() => expect(name).toHaveAccessibleDescription('Kampaň s tímto názvem už máte.'));
    await user.type(name, ' B');
    expect(name).not.toHaveAccessibleDescription();
    expect(name).not.toHaveAttribute('aria-invalid');
  });
});
