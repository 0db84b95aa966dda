import { Trans, useLingui } from '@lingui/react/macro';
import {
  PasswordRecoveryRequestSchema,
  requestPasswordRecovery,
  type PasswordRecoveryResponse,
} from '@portal/shared-contracts/core';
import { ApiForm, useApiForm } from '@portal/shared-ui/form-core';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@portal/shared-ui/router';
import { useRecoveryExpired } from '../session/recovery-flag';
import { AuthCard, Field, FormNotice, linkStyle, Notice, PrimaryButton, SubmitButton } from './auth-ui';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const expired = useRecoveryExpired((state) => state.expired);
  const [sent, setSent] = useState<PasswordRecoveryResponse | null>(null);
  // Unknown e-mail, deactivated user: the kit shows the server's message.
  const form = useApiForm({
    initialValues: { username: '' },
    schema: PasswordRecoveryRequestSchema,
    messages: { field_required: t`Zadejte e-mail.`, field_email: t`Zadejte platný e-mail.` },
    submit: (request) => requestPasswordRecovery(request),
    onSuccess: (answer) => setSent(answer),
    guardLeave: false,
  });

  // The expired-link note belongs to this visit only: leaving the page clears it.
  useEffect(() => () => useRecoveryExpired.getState().setExpired(false), []);

  if (sent) {
    const email = sent.username;
    const validTo = dayjs(sent.validityTo).format('DD.MM.YYYY HH:mm');
    return (
      <AuthCard title={<Trans>Zapomenuté heslo</Trans>}>
        <Notice kind="success">
          <Trans>
            Na e-mail {email} jsme poslali odkaz pro nastavení nového hesla. Odkaz platí do {validTo}.
          </Trans>
        </Notice>
        <PrimaryButton type="button" onClick={() => navigate('/login')}>
          <Trans>Zpět na přihlášení</Trans>
        </PrimaryButton>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={<Trans>Zapomenuté heslo</Trans>}>
      {expired && (
        <Notice kind="warning">
          <Trans>Platnost odkazu pro reset hesla vypršela. Prosím, vygenerujte si nový.</Trans>
        </Notice>
      )}
      <p style={{ marginTop: 0, fontSize: 14 }}>
        <Trans>Zadejte e-mail svého účtu. Pošleme vám odkaz pro nastavení nového hesla.</Trans>
      </p>
      <ApiForm form={form}>
        <Field label={t`E-mail`} name="username" type="email" autoComplete="username" autoFocus />
        <FormNotice />
        <SubmitButton>
          <Trans>Odeslat odkaz</Trans>
        </SubmitButton>
      </ApiForm>
      <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/login" style={linkStyle}>
          <Trans>Zpět na přihlášení</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
