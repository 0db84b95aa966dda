import { useLingui } from '@lingui/react/macro';
import {
  getUserCompanyOptions,
  inviteUser,
  InviteUserRequestSchema,
  PERSON_NAME_MAX_LENGTH,
  type InvitableRole,
  type InviteUserRequest,
  type UserDetail,
} from '@portal/shared-contracts/users';
import { useCurrentUser } from '@portal/shared-ui';
import { Flex } from '@portal/shared-ui/components';
import {
  ApiForm,
  FormActions,
  SelectField,
  TextField,
  useApiForm,
  useIssueText,
} from '@portal/shared-ui/form';
import { Modal, notification } from '@portal/shared-ui/form-components';
import { roleLabel } from '../common/roles';

interface InviteUserDialogProps {
  open: boolean;
  onClose: () => void;
  onInvited: (user: UserDetail) => void;
}

/** Retailer staff invite vendors and agency users; administrators also the retailer's staff. */
const rolesFor = (administrator: boolean): InvitableRole[] =>
  administrator ? ['vendor', 'agency', 'retailer', 'salesPerson'] : ['vendor', 'agency'];

const needsCompany = (role: InvitableRole) => role === 'vendor' || role === 'agency';

/**
 * Invite a user (docs/users.md): e-mail, name, role and, for a vendor or an agency user, their
 * company. The user gets a mail with a link to set their password, valid 72 hours and used once. An
 * e-mail that already has an account is refused under the e-mail field.
 */
export function InviteUserDialog({ open, onClose, onInvited }: InviteUserDialogProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t`Pozvat uživatele`} destroyOnHidden>
      <InviteUserForm onCancel={onClose} onInvited={onInvited} />
    </Modal>
  );
}

function InviteUserForm({
  onCancel,
  onInvited,
}: {
  onCancel: () => void;
  onInvited: (user: UserDetail) => void;
}) {
  const { t, i18n } = useLingui();
  const user = useCurrentUser()!;
  const issueText = useIssueText();
  const form = useApiForm<InviteUserRequest, InviteUserRequest, UserDetail>({
    initialValues: { email: '', firstName: '', lastName: '', role: 'vendor', companyId: null },
    schema: InviteUserRequestSchema,
    toRequest: ({ companyId, ...values }) => ({
      ...values,
      companyId: needsCompany(values.role) ? companyId : null,
    }),
    // The API asks for a company only when the role has one.
    validate: ({ role, companyId }) =>
      needsCompany(role) && companyId == null ? { companyId: issueText({ code: 'field_required' }) } : {},
    submit: (request) => inviteUser(request),
    onSuccess: (invited) => {
      const name = invited.name;
      notification.success({
        title: t`Pozvánka odeslána`,
        description: t`Uživatel ${name} dostal e-mail s odkazem pro nastavení hesla.`,
      });
      onInvited(invited);
    },
    // A dialog: closing it is the way out, and it says nothing of the page behind.
    guardLeave: false,
  });

  return (
    <ApiForm form={form} aria-label={t`Pozvat uživatele`}>
      {({ values, form: api }) => (
        <>
          <TextField name="email" type="email" label={t`E-mail`} required />
          <Flex gap={12}>
            <div style={{ flex: 1 }}>
              <TextField name="firstName" label={t`Jméno`} required maxLength={PERSON_NAME_MAX_LENGTH} />
            </div>
            <div style={{ flex: 1 }}>
              <TextField name="lastName" label={t`Příjmení`} required maxLength={PERSON_NAME_MAX_LENGTH} />
            </div>
          </Flex>
          <SelectField<InvitableRole>
            name="role"
            label={t`Role`}
            required
            options={rolesFor(user.isAdministrator).map((value) => ({
              value,
              label: roleLabel(i18n, value),
            }))}
            onChanged={() => api.change('companyId', null)}
          />
          {needsCompany(values.role) && (
            <SelectField<number>
              // A new key per role: the agency and the vendor lists are searched apart.
              key={values.role}
              name="companyId"
              label={values.role === 'agency' ? t`Agentura` : t`Společnost`}
              required
              placeholder={values.role === 'agency' ? t`Vyberte agenturu` : t`Vyberte společnost`}
              search={(name) =>
                getUserCompanyOptions(name, values.role === 'agency' ? 'agency' : 'vendor').then(
                  (companies) => companies.map((company) => ({ value: company.id, label: company.name })),
                )
              }
            />
          )}
          <FormActions submitText={t`Poslat pozvánku`} onCancel={onCancel} disabledUntilValid />
        </>
      )}
    </ApiForm>
  );
}
