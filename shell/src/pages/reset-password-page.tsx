import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  checkPasswordRecovery,
  isApiError,
  PASSWORD_MIN_LENGTH,
  PasswordUpdateRequestSchema,
  updatePassword,
  type PasswordRecoveryResponse,
} from '@portal/shared-contracts/core';
import { ApiForm, useApiForm, useIssueText } from '@portal/shared-ui/form-core';
import { useState } from 'react';
import {
  redirect,
  useLoaderData,
  useNavigate,
  useParams,
  type LoaderFunctionArgs,
} from '@portal/shared-ui/router';
import { useRecoveryExpired } from '../session/recovery-flag';
import { AuthCard, Field, FormNotice, Notice, PrimaryButton, SubmitButton } from './auth-ui';

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
  const issueText = useIssueText();
  const [done, setDone] = useState(false);
  const form = useApiForm({
    initialValues: { password: '', verification: '' },
    schema: PasswordUpdateRequestSchema,
    toRequest: ({ password }) => ({ username: recovery.username, password, hash }),
    messages: {
      field_min_length: plural(PASSWORD_MIN_LENGTH, {
        one: 'Heslo musí mít alespoň # znak.',
        few: 'Heslo musí mít alespoň # znaky.',
        other: 'Heslo musí mít alespoň # znaků.',
      }),
    },
    // The verification is not part of the request, so the schema cannot check it.
    validate: ({ password, verification }) => {
      if (!verification) return { verification: issueText({ code: 'field_required' }) };
      return verification === password ? {} : { verification: t`Hesla se neshodují` };
    },
    submit: (request) => updatePassword(request),
    onError: (error) => {
      if (!isApiError(error) || error.status !== 410) return undefined;
      // Expired or used meanwhile: the forgotten-password page says so and offers a new link.
      useRecoveryExpired.getState().setExpired(true);
      navigate('/forgot-password');
      return null;
    },
    onSuccess: () => setDone(true),
    // The spec disables sending until the form is valid: the person must see why as they type.
    showIssues: 'whenChanged',
    guardLeave: false,
  });

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
      <ApiForm form={form}>
        <Field label={t`Heslo`} name="password" type="password" autoComplete="new-password" autoFocus />
        <Field label={t`Ověření hesla`} name="verification" type="password" autoComplete="new-password" />
        <FormNotice />
        <SubmitButton disabledUntilValid>
          <Trans>Odeslat</Trans>
        </SubmitButton>
      </ApiForm>
    </AuthCard>
  );
}
