import { useLingui } from '@lingui/react/macro';
import { LoadError, StatusPanel } from '@portal/shared-ui/components';
import { Link } from '@portal/shared-ui/router';

/** Spec §8 "item fetch 404": the not-found panel, with the way back to the campaign. */
export function ItemNotFound({ campaignId }: { campaignId: number | null }) {
  const { t } = useLingui();
  return (
    <StatusPanel
      code="404"
      tone="warning"
      title={t`Aktivita nebyla nalezena`}
      text={t`Stránku, kterou hledáte, nemůžeme najít.`}
      action={
        <Link to={campaignId ? `/campaigns/${campaignId}` : '/campaigns'}>
          {campaignId ? t`Zpět na kampaň` : t`Zpět na kampaně`}
        </Link>
      }
    />
  );
}

/** A load that failed for another reason than 404: the message and a retry. */
export function ItemLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return <LoadError title={t`Aktivitu se nepodařilo načíst.`} error={error} onRetry={onRetry} />;
}
