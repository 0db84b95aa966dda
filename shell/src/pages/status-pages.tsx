import { Trans } from '@lingui/react/macro';
import { Button, Result } from '@portal/shared-ui/components';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@portal/shared-ui';

function HomeButton() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  return (
    <Button type="primary" onClick={() => navigate(user?.defaultPage ?? '/login')}>
      <Trans>Zpět na úvodní stránku</Trans>
    </Button>
  );
}

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="404"
      subTitle={<Trans>Stránku, kterou hledáte, nemůžeme najít.</Trans>}
      extra={<HomeButton />}
    />
  );
}

export function ForbiddenPage() {
  return (
    <Result
      status="403"
      title={<Trans>Přístup zamítnut</Trans>}
      subTitle={<Trans>Nejste oprávněni zobrazit tuto stránku.</Trans>}
      extra={<HomeButton />}
    />
  );
}

/** The unexpected-error message of the error catalogue, with the support contact. */
export function UnexpectedError({ supportEmail, onRetry }: { supportEmail: string; onRetry?: () => void }) {
  return (
    <Result
      status="error"
      title={<Trans>Nastala neočekávaná chyba</Trans>}
      subTitle={
        <Trans>
          Zkuste to prosím znovu. Pokud potíže trvají, napište nám na{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </Trans>
      }
      extra={
        onRetry && (
          <Button type="primary" onClick={onRetry}>
            <Trans>Zkusit znovu</Trans>
          </Button>
        )
      }
    />
  );
}
