import {
  ApiError,
  getUserCompanyOptions,
  inviteUser,
  type UserDetail,
  type UserInfo,
} from '@portal/shared-contracts';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { InviteUserDialog } from './invite-user-dialog';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.USER_ADMINISTRATION_CALLS);
});

const INVITED: UserDetail = {
  id: 30,
  email: 'nova@example.cz',
  firstName: 'Nikola',
  lastName: 'Nová',
  name: 'Nikola Nová',
  phone: null,
  roles: ['agency'],
  company: { id: 5, name: 'MediaMax', type: 'agency' },
  active: true,
  storefrontActive: true,
  salesPersons: [],
  agencyUsers: [],
  vendorCompanies: [],
  allowedBrands: [],
  allowedProductCategories: [],
  pendingInvitation: { sentAt: '2026-11-20T09:00:00.000Z', validTo: '2026-11-23T09:00:00.000Z' },
  createdAt: '2026-11-20T09:00:00.000Z',
  salesPersonIds: [],
  agencyUserIds: [],
  vendorCompanyIds: [],
  allowedBrandIds: [],
  allowedProductCategoryIds: [],
  version: 1,
};

let user = setupUser();
const onInvited = jest.fn();
const renderAs = (who: Partial<UserInfo>) =>
  renderWithPortal(
    [
      {
        path: '/settings/users',
        element: <InviteUserDialog open onClose={() => {}} onInvited={onInvited} />,
      },
    ],
    '/settings/users',
    who,
  );
const send = () => screen.getByRole('button', { name: 'Poslat pozvánku', hidden: true });
const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input' });

async function fillPerson() {
  await user.type(field('E-mail'), 'nova@example.cz');
  await user.type(field('Jméno'), 'Nikola');
  await user.type(field('Příjmení'), 'Nová');
}

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  jest
    .mocked(getUserCompanyOptions)
    .mockImplementation(async (_name, type) =>
      type === 'agency' ? [{ id: 5, name: 'MediaMax' }] : [{ id: 2, name: 'Acme Foods' }],
    );
});

describe('invite a user (docs/users.md)', () => {
  it('invites an agency user of the chosen agency', async () => {
    jest.mocked(inviteUser).mockResolvedValue(INVITED);
    await renderAs(USERS.retailer);
    await fillPerson();
    expect(send()).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: /Role/, hidden: true }));
    await user.click(await screen.findByTitle('Agentura'));
    await user.click(screen.getByRole('combobox', { name: /Agentura/, hidden: true }));
    await user.click(await screen.findByTitle('MediaMax'));
    expect(send()).toBeEnabled();
    await user.click(send());
    await waitFor(() => expect(onInvited).toHaveBeenCalledWith(INVITED));
    expect(inviteUser).toHaveBeenCalledWith({
      email: 'nova@example.cz',
      firstName: 'Nikola',
      lastName: 'Nová',
      role: 'agency',
      companyId: 5,
    });
    expect(getUserCompanyOptions).toHaveBeenCalledWith('', 'agency');
  });

  it('shows a refused e-mail under its field', async () => {
    jest.mocked(inviteUser).mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Formulář obsahuje chyby.',
        requestId: 'r',
        fieldErrors: { email: ['Uživatel s e-mailem nova@example.cz už existuje.'] },
      }),
    );
    await renderAs(USERS.retailer);
    await fillPerson();
    await user.click(screen.getByRole('combobox', { name: /Společnost/, hidden: true }));
    await user.click(await screen.findByTitle('Acme Foods'));
    await user.click(send());
    expect(await screen.findByText('Uživatel s e-mailem nova@example.cz už existuje.')).toBeInTheDocument();
    expect(onInvited).not.toHaveBeenCalled();
  });

  it("offers the retailer's roles to administrators only, without a company", async () => {
    jest.mocked(inviteUser).mockResolvedValue({ ...INVITED, roles: ['salesPerson'] });
    await renderAs(USERS.retailer);
    await user.click(screen.getByRole('combobox', { name: /Role/, hidden: true }));
    expect(screen.queryByTitle('Obchodník')).not.toBeInTheDocument();
  });

  it('lets an administrator invite a sales person', async () => {
    jest.mocked(inviteUser).mockResolvedValue({ ...INVITED, roles: ['salesPerson'] });
    await renderAs(USERS.administrator);
    await fillPerson();
    await user.click(screen.getByRole('combobox', { name: /Role/, hidden: true }));
    await user.click(await screen.findByTitle('Obchodník'));
    expect(screen.queryByRole('combobox', { name: /Společnost/, hidden: true })).not.toBeInTheDocument();
    await user.click(send());
    await waitFor(() =>
      expect(inviteUser).toHaveBeenCalledWith(
        expect.objectContaining({ role: 'salesPerson', companyId: null }),
      ),
    );
  });
});
