import { Trans, useLingui } from '@lingui/react/macro';
import {
  isApiError,
  login,
  sessionStore,
  updatePreferredLocale,
  type UiLocale,
} from '@portal/shared-contracts/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@portal/shared-ui/router';
import { activateLocale, wasLocaleChosen } from '../i18n/locale';
import { safeReturnTo } from '../session/verify-session';
import { AuthCard, Field, linkStyle, Notice, PrimaryButton } from './auth-ui';

export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState({ login: '', password: '' });
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Signed in, while the portal's first page loads: the form is done with, and says so.
  const [signedIn, setSignedIn] = useState(false);
  const missingLogin = touched && !values.login.trim() ? t`Zadejte e-mail.` : null;
  const missingPassword = touched && !values.password ? t`Zadejte heslo.` : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!values.login.trim() || !values.password) return;
    setSubmitting(true);
    setError(null);
    try {
      const session = await login(values);
      sessionStore.getState().signIn(session.token, session.user);
      const current = sessionStore.getState().locale;
      if (wasLocaleChosen()) {
        // Chosen on this page: keep it and save it as the preferred locale.
        if (session.user.locale !== current)
          await updatePreferredLocale(session.user.userId, { locale: current }).catch(() => undefined);
      } else if (session.user.locale && session.user.locale !== current) {
        await activateLocale(session.user.locale as UiLocale);
      }
      setSignedIn(true);
      navigate(safeReturnTo(params.get('returnTo')) ?? session.user.defaultPage, { replace: true });
    } catch (caught) {
      // Wrong credentials, deactivated user, too many attempts: the server's message, in our language.
      sessionStore.getState().signOut();
      setError(isApiError(caught) ? caught.message : t`Nastala neočekávaná chyba`);
      setSubmitting(false);
    }
  };

  if (signedIn)
    return (
      <AuthCard title={<Trans>Přihlášení</Trans>}>
        <p role="status" style={{ margin: 0, textAlign: 'center' }}>
          <Trans>Jste přihlášeni, načítáme portál…</Trans>
        </p>
      </AuthCard>
    );

  return (
    <AuthCard title={<Trans>Přihlášení</Trans>}>
      <form onSubmit={submit} noValidate>
        <Field
          label={t`E-mail`}
          name="login"
          type="email"
          autoComplete="username"
          autoFocus
          value={values.login}
          error={missingLogin}
          onChange={(event) => setValues({ ...values, login: event.target.value })}
        />
        <Field
          label={t`Heslo`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={missingPassword}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
        {error && <Notice kind="error">{error}</Notice>}
        <PrimaryButton type="submit" disabled={submitting}>
          {submitting ? <Trans>Přihlašování…</Trans> : <Trans>Přihlásit se</Trans>}
        </PrimaryButton>
      </form>
      <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/forgot-password" style={linkStyle}>
          <Trans>Zapomenuté heslo?</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
