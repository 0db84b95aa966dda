import { useLingui } from '@lingui/react/macro';
import { isApiError, type NamedRef } from '@portal/shared-contracts/core';
import {
  inviteUser,
  PERSON_NAME_MAX_LENGTH,
  type InvitableRole,
  type UserDetail,
} from '@portal/shared-contracts/users';
import { useCurrentUser } from '@portal/shared-ui';
import { Alert, Button, Flex, Input, Select } from '@portal/shared-ui/components';
import { Modal, notification } from '@portal/shared-ui/form-components';
import { useState, type FormEvent } from 'react';
import { useErrorText } from '../common/error-text';
import { Field } from '../common/field';
import { roleLabel } from '../common/roles';
import { CompanySelect } from '../user-detail/company-select';

interface InviteUserDialogProps {
  open: boolean;
  onClose: () => void;
  onInvited: (user: UserDetail) => void;
}

/** Retailer staff invite vendors and agency users; administrators also the retailer's staff. */
const rolesFor = (administrator: boolean): InvitableRole[] =>
  administrator ? ['vendor', 'agency', 'retailer', 'salesPerson'] : ['vendor', 'agency'];

type FieldName = 'email' | 'firstName' | 'lastName' | 'role' | 'companyId';

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
  const errorText = useErrorText();
  const user = useCurrentUser()!;
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [role, setRole] = useState<InvitableRole>('vendor');
  const [company, setCompany] = useState<NamedRef | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});

  const needsCompany = role === 'vendor' || role === 'agency';
  const valid =
    email.trim() !== '' &&
    firstName.trim() !== '' &&
    lastName.trim() !== '' &&
    (!needsCompany || company !== null);

  const clearError = (field: FieldName) => setFieldErrors((errors) => ({ ...errors, [field]: undefined }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!valid || submitting) return;
    setSubmitting(true);
    setError(null);
    setFieldErrors({});
    try {
      const invited = await inviteUser({
        email: email.trim(),
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        role,
        companyId: needsCompany ? company?.id : null,
      });
      const name = invited.name;
      notification.success({
        title: t`Pozvánka odeslána`,
        description: t`Uživatel ${name} dostal e-mail s odkazem pro nastavení hesla.`,
      });
      onInvited(invited);
    } catch (caught) {
      const errors = isApiError(caught) ? caught.body.fieldErrors : undefined;
      if (errors) {
        setFieldErrors(
          Object.fromEntries(Object.entries(errors).map(([field, texts]) => [field, texts.join(' ')])),
        );
      }
      // The server message, or the field errors' texts when it only says the form is invalid.
      setError(errors ? null : errorText(caught));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Pozvat uživatele`}>
      <Field id="invite-email" label={t`E-mail`} required error={fieldErrors.email}>
        <Input
          id="invite-email"
          type="email"
          autoComplete="off"
          value={email}
          status={fieldErrors.email ? 'error' : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            clearError('email');
          }}
        />
      </Field>
      <Flex gap={12}>
        <div style={{ flex: 1 }}>
          <Field id="invite-first-name" label={t`Jméno`} required error={fieldErrors.firstName}>
            <Input
              id="invite-first-name"
              value={firstName}
              maxLength={PERSON_NAME_MAX_LENGTH}
              onChange={(event) => {
                setFirstName(event.target.value);
                clearError('firstName');
              }}
            />
          </Field>
        </div>
        <div style={{ flex: 1 }}>
          <Field id="invite-last-name" label={t`Příjmení`} required error={fieldErrors.lastName}>
            <Input
              id="invite-last-name"
              value={lastName}
              maxLength={PERSON_NAME_MAX_LENGTH}
              onChange={(event) => {
                setLastName(event.target.value);
                clearError('lastName');
              }}
            />
          </Field>
        </div>
      </Flex>
      <Field id="invite-role" label={t`Role`} required error={fieldErrors.role}>
        <Select<InvitableRole>
          id="invite-role"
          style={{ width: '100%' }}
          value={role}
          onChange={(next) => {
            setRole(next);
            setCompany(null);
            clearError('companyId');
          }}
          options={rolesFor(user.isAdministrator).map((value) => ({
            value,
            label: roleLabel(i18n, value),
          }))}
        />
      </Field>
      {needsCompany && (
        <Field
          id="invite-company"
          label={role === 'agency' ? t`Agentura` : t`Společnost`}
          required
          error={fieldErrors.companyId}
        >
          <CompanySelect
            id="invite-company"
            // A new key per role: the agency and the vendor lists are searched apart.
            key={role}
            type={role === 'agency' ? 'agency' : 'vendor'}
            value={company}
            onChange={(next) => {
              setCompany(next);
              clearError('companyId');
            }}
          />
        </Field>
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onCancel}>{t`Zrušit`}</Button>
        <Button type="primary" htmlType="submit" disabled={!valid || submitting} loading={submitting}>
          {t`Poslat pozvánku`}
        </Button>
      </Flex>
    </form>
  );
}
