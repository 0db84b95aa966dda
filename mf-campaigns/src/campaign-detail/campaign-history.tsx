import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CampaignHistoryEntry } from '@portal/shared-contracts/campaign-detail';
import { formatDateTime } from '@portal/shared-ui';
import { Drawer, EmptyState, Flex, LoadError, LoadingPanel, Typography } from '@portal/shared-ui/components';
import { CAMPAIGN_STATE_LABELS, ITEM_STATE_LABELS } from '../common/state-tag';
import { useCampaignHistory } from './use-campaign-detail';

/** What the audit actions of a campaign and its items mean; an unknown one is shown as it is. */
const ACTION_LABELS: Record<string, MessageDescriptor> = {
  'campaign.created': msg`Kampaň vytvořena`,
  'campaign.updated': msg`Kampaň upravena`,
  'campaign.state-changed': msg`Změna stavu kampaně`,
  'campaign.deleted': msg`Kampaň smazána`,
  'campaign-item.added': msg`Položka přidána`,
  'campaign-item.updated': msg`Položka upravena`,
  'campaign-item.state-changed': msg`Změna stavu položky`,
  'campaign-item.message': msg`Zpráva k položce`,
  'campaign-item.deleted': msg`Položka smazána`,
  'campaign-item.creative-zip-uploaded': msg`Nahrán ZIP kreativy`,
};

function HistoryEntry({ entry }: { entry: CampaignHistoryEntry }) {
  const { t, i18n } = useLingui();
  // Item moves name item states (which have their own 5, 6 and missing), the rest campaign states.
  const stateName = (identifier: string | null) => {
    if (!identifier) return null;
    const labels: Record<string, MessageDescriptor> = entry.campaignItemId
      ? ITEM_STATE_LABELS
      : CAMPAIGN_STATE_LABELS;
    const label =
      labels[identifier] ?? CAMPAIGN_STATE_LABELS[identifier as keyof typeof CAMPAIGN_STATE_LABELS];
    return label ? i18n._(label) : identifier;
  };
  const from = stateName(entry.fromState);
  const to = stateName(entry.toState);
  const action = ACTION_LABELS[entry.action];
  const impersonator = entry.impersonator?.name;
  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }} data-testid="history-entry">
      <Flex justify="space-between" gap={8} wrap>
        <Typography.Text strong>{action ? i18n._(action) : entry.action}</Typography.Text>
        <Typography.Text type="secondary">
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </Typography.Text>
      </Flex>
      <div>
        {entry.user?.name ?? t`Systém`}
        {impersonator && (
          <Typography.Text type="secondary"> {t`(provedl ${impersonator} v zastoupení)`}</Typography.Text>
        )}
      </div>
      {(from || to) && (
        <div>
          {from ?? '–'} → {to ?? '–'}
        </div>
      )}
      {entry.campaignItemName && (
        <div>
          <Typography.Text type="secondary">{t`Položka:`}</Typography.Text> {entry.campaignItemName}
        </div>
      )}
      {entry.detail && <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.detail}</div>}
    </li>
  );
}

/**
 * The campaign's history (GET /campaigns/{id}/history, newest first) in a drawer: when, who (and
 * the retailer acting for them), the state move with translated names, the item and the detail.
 */
export function CampaignHistoryDrawer({
  campaignId,
  open,
  onClose,
}: {
  campaignId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const history = useCampaignHistory(campaignId, open);
  return (
    <Drawer open={open} onClose={onClose} title={t`Historie kampaně`} size="large" destroyOnHidden>
      {history.isLoading && <LoadingPanel compact />}
      {history.error && (
        <LoadError
          title={t`Historii se nepodařilo načíst.`}
          error={history.error}
          onRetry={() => void history.mutate()}
        />
      )}
      {history.data && history.data.length === 0 && <EmptyState />}
      {history.data && history.data.length > 0 && (
        <ol aria-label={t`Historie kampaně`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {history.data.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </Drawer>
  );
}
