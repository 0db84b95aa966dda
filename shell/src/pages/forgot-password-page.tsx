import { Trans, useLingui } from '@lingui/react/macro';
import {
  isApiError,
  requestPasswordRecovery,
  type PasswordRecoveryResponse,
} from '@portal/shared-contracts/core';
import dayjs from 'dayjs';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@portal/shared-ui/router';
import { useRecoveryExpired } from '../session/recovery-flag';
import { AuthCard, Field, linkStyle, Notice, PrimaryButton } from './auth-ui';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const expired = useRecoveryExpired((state) => state.expired);
  const [username, setUsername] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<PasswordRecoveryResponse | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // The expired-link note belongs to this visit only: leaving the page clears it.
  useEffect(() => () => useRecoveryExpired.getState().setExpired(false), []);

  const fieldError = !touched
    ? null
    : !username.trim()
      ? t`Zadejte e-mail.`
      : !EMAIL.test(username.trim())
        ? t`Zadejte platný e-mail.`
        : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !EMAIL.test(username.trim())) return;
    setSubmitting(true);
    setError(null);
    try {
      setSent(await requestPasswordRecovery({ username: username.trim() }));
    } catch (caught) {
      // Unknown e-mail, deactivated user: the server's message.
      setError(isApiError(caught) ? caught.message : t`Nastala neočekávaná chyba`);
    } finally {
      setSubmitting(false);
    }
  };

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
      <form onSubmit={submit} noValidate>
        <Field
          label={t`E-mail`}
          name="username"
          type="email"
          autoComplete="username"
          autoFocus
          value={username}
          error={fieldError}
          onChange={(event) => setUsername(event.target.value)}
        />
        {error && <Notice kind="error">{error}</Notice>}
        <PrimaryButton type="submit" disabled={submitting}>
          <Trans>Odeslat odkaz</Trans>
        </PrimaryButton>
      </form>
      <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/login" style={linkStyle}>
          <Trans>Zpět na přihlášení</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
