import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  checkPasswordRecovery,
  isApiError,
  PASSWORD_MIN_LENGTH,
  updatePassword,
  type PasswordRecoveryResponse,
} from '@portal/shared-contracts/core';
import { useState, type FormEvent } from 'react';
import {
  redirect,
  useLoaderData,
  useNavigate,
  useParams,
  type LoaderFunctionArgs,
} from '@portal/shared-ui/router';
import { useRecoveryExpired } from '../session/recovery-flag';
import { AuthCard, Field, Notice, PrimaryButton } from './auth-ui';

/** Checks the link first: unknown → not found; expired or used → forgotten password with the note. */
export async function resetPasswordLoader({ params }: LoaderFunctionArgs): Promise<PasswordRecoveryResponse> {
  try {
    return await checkPasswordRecovery(params.hash ?? '');
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) throw redirect('/not-found');
    if (isApiError(error) && error.status === 410) useRecoveryExpired.getState().setExpired(true);
    throw redirect('/forgot-password');
  }
}

export function ResetPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { hash = '' } = useParams();
  const recovery = useLoaderData() as PasswordRecoveryResponse;
  const [password, setPassword] = useState('');
  const [verification, setVerification] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const mismatch = verification.length > 0 && password !== verification;
  const tooShort = password.length > 0 && password.length < PASSWORD_MIN_LENGTH;
  const canSend = password.length > 0 && verification.length > 0 && !mismatch && !submitting;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend || tooShort) return;
    setSubmitting(true);
    setError(null);
    try {
      await updatePassword({ username: recovery.username, password, hash });
      setDone(true);
    } catch (caught) {
      if (isApiError(caught) && caught.status === 410) {
        useRecoveryExpired.getState().setExpired(true);
        navigate('/forgot-password');
        return;
      }
      setError(
        isApiError(caught)
          ? [caught.message, ...Object.values(caught.body.fieldErrors ?? {}).flat()].join(' ')
          : t`Nastala neočekávaná chyba`,
      );
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <AuthCard title={<Trans>Nové heslo</Trans>}>
        <Notice kind="success">
          <Trans>Heslo bylo změněno. Nyní se můžete přihlásit novým heslem.</Trans>
        </Notice>
        <PrimaryButton type="button" onClick={() => navigate('/login')}>
          <Trans>Přihlásit se</Trans>
        </PrimaryButton>
      </AuthCard>
    );
  }

  const username = recovery.username;
  return (
    <AuthCard title={<Trans>Nové heslo</Trans>}>
      <p style={{ marginTop: 0, fontSize: 14 }}>
        <Trans>Nastavte nové heslo k účtu {username}.</Trans>
      </p>
      <form onSubmit={submit} noValidate>
        <Field
          label={t`Heslo`}
          name="password"
          type="password"
          autoComplete="new-password"
          autoFocus
          value={password}
          error={
            tooShort
              ? plural(PASSWORD_MIN_LENGTH, {
                  one: 'Heslo musí mít alespoň # znak.',
                  few: 'Heslo musí mít alespoň # znaky.',
                  other: 'Heslo musí mít alespoň # znaků.',
                })
              : null
          }
          onChange={(event) => setPassword(event.target.value)}
        />
        <Field
          label={t`Ověření hesla`}
          name="verification"
          type="password"
          autoComplete="new-password"
          value={verification}
          error={mismatch ? t`Hesla se neshodují` : null}
          onChange={(event) => setVerification(event.target.value)}
        />
        {error && <Notice kind="error">{error}</Notice>}
        <PrimaryButton type="submit" disabled={!canSend}>
          <Trans>Odeslat</Trans>
        </PrimaryButton>
      </form>
    </AuthCard>
  );
}
