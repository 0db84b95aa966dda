import { Trans, useLingui } from '@lingui/react/macro';
import {
  login,
  LoginRequestSchema,
  sessionStore,
  updatePreferredLocale,
  type UiLocale,
} from '@portal/shared-contracts/core';
import { ApiForm, useApiForm } from '@portal/shared-ui/form-core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@portal/shared-ui/router';
import { activateLocale, wasLocaleChosen } from '../i18n/locale';
import { safeReturnTo } from '../session/verify-session';
import { AuthCard, Field, FormNotice, linkStyle, SubmitButton } from './auth-ui';

export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Signed in, while the portal's first page loads: the form is done with, and says so.
  const [signedIn, setSignedIn] = useState(false);
  const form = useApiForm({
    initialValues: { login: '', password: '' },
    schema: LoginRequestSchema,
    // The spec names what is missing; the schema's generic text would not.
    validate: ({ login, password }) => ({
      ...(login.trim() ? {} : { login: t`Zadejte e-mail.` }),
      ...(password ? {} : { password: t`Zadejte heslo.` }),
    }),
    // The session and its language are part of the sign-in: a failure of either is shown on the form.
    submit: async (request) => {
      const session = await login(request);
      sessionStore.getState().signIn(session.token, session.user);
      const current = sessionStore.getState().locale;
      if (wasLocaleChosen()) {
        // Chosen on this page: keep it and save it as the preferred locale.
        if (session.user.locale !== current)
          await updatePreferredLocale(session.user.userId, { locale: current }).catch(() => undefined);
      } else if (session.user.locale && session.user.locale !== current) {
        await activateLocale(session.user.locale as UiLocale);
      }
      return session;
    },
    // Wrong credentials, deactivated user, too many attempts: the kit shows the server's message.
    onError: () => {
      sessionStore.getState().signOut();
      return undefined;
    },
    onSuccess: (session) => {
      setSignedIn(true);
      navigate(safeReturnTo(params.get('returnTo')) ?? session.user.defaultPage, { replace: true });
    },
    guardLeave: false,
  });

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
      <ApiForm form={form}>
        {({ submitting }) => (
          <>
            <Field label={t`E-mail`} name="login" type="email" autoComplete="username" autoFocus />
            <Field label={t`Heslo`} name="password" type="password" autoComplete="current-password" />
            <FormNotice />
            <SubmitButton>
              {submitting ? <Trans>Přihlašování…</Trans> : <Trans>Přihlásit se</Trans>}
            </SubmitButton>
          </>
        )}
      </ApiForm>
      <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/forgot-password" style={linkStyle}>
          <Trans>Zapomenuté heslo?</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
