import { Trans } from '@lingui/react/macro';
import { useCurrentUser } from '@portal/shared-ui';
import { Button, StatusPanel } from '@portal/shared-ui/components';
import { useNavigate } from '@portal/shared-ui/router';

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
    <StatusPanel
      code="404"
      title={<Trans>Stránku, kterou hledáte, nemůžeme najít.</Trans>}
      action={<HomeButton />}
    />
  );
}

export function ForbiddenPage() {
  return (
    <StatusPanel
      code="403"
      tone="warning"
      title={<Trans>Přístup zamítnut</Trans>}
      text={<Trans>Nejste oprávněni zobrazit tuto stránku.</Trans>}
      action={<HomeButton />}
    />
  );
}

/** The unexpected-error message of the error catalogue, with the support contact. */
export function UnexpectedError({ supportEmail, onRetry }: { supportEmail: string; onRetry?: () => void }) {
  return (
    <StatusPanel
      code="!"
      tone="error"
      title={<Trans>Nastala neočekávaná chyba</Trans>}
      text={
        <Trans>
          Zkuste to prosím znovu. Pokud potíže trvají, napište nám na{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </Trans>
      }
      action={
        onRetry && (
          <Button type="primary" onClick={onRetry}>
            <Trans>Zkusit znovu</Trans>
          </Button>
        )
      }
    />
  );
}
