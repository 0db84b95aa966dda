import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Flex, Spin, StatusPanel } from '@portal/shared-ui/components';
import { Link } from '@portal/shared-ui/router';
import { useErrorText } from '../common/error-text';

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

export function ItemLoading() {
  const { t } = useLingui();
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin size="large" description={t`Načítání…`}>
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </Flex>
  );
}

/** A load that failed for another reason than 404: the message and a retry. */
export function ItemLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  return (
    <Alert
      type="error"
      showIcon
      title={t`Aktivitu se nepodařilo načíst.`}
      description={errorText(error)}
      action={
        <Button size="small" onClick={onRetry}>
          {t`Zkusit znovu`}
        </Button>
      }
    />
  );
}
