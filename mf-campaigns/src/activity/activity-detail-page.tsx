import { useLingui } from '@lingui/react/macro';
import { canEditCampaignItem } from '@portal/shared-contracts/campaign-detail';
import { useCurrentUser } from '@portal/shared-ui';
import { Button, Flex, LoadingPanel, PageTitle } from '@portal/shared-ui/components';
import { useNavigate } from '@portal/shared-ui/router';
import { ruleViewer } from '@portal/shared-ui';
import { ItemBreadcrumb } from './item-breadcrumb';
import { ItemDetailView } from './item-detail-view';
import { ItemLoadError, ItemNotFound } from './item-status';
import { useCampaignItem } from './use-campaign-item';

/**
 * Activity detail at /campaigns/:campaignId/items/:campaignItemId/detail (spec 000 §2): the item's
 * fields, and the creative preview (not for native formats), the target URL and the way back.
 */
export default function ActivityDetailPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useCurrentUser()!;
  const answer = useCampaignItem();
  if (answer.notFound) return <ItemNotFound campaignId={answer.campaignId} />;
  if (answer.error && !answer.data)
    return <ItemLoadError error={answer.error} onRetry={() => void answer.mutate()} />;
  if (!answer.data) return <LoadingPanel />;

  const { item, campaign } = answer.data;
  const base = `/campaigns/${campaign.id}/items/${item.id}`;
  const editable = canEditCampaignItem(
    // The item rule reads the state only; the item count is the add and approve rules' concern.
    { campaignState: campaign.campaignState, campaignItemsCount: 1 },
    item,
    ruleViewer(user),
  );
  return (
    <article aria-labelledby="activity-title" style={{ maxWidth: 960 }}>
      <ItemBreadcrumb campaign={campaign} item={item} />
      <PageTitle id="activity-title" style={{ marginTop: 8 }}>
        {item.name}
      </PageTitle>
      <ItemDetailView item={item} campaign={campaign} />
      <Flex gap={8} wrap style={{ marginTop: 24 }}>
        <Button onClick={() => void navigate(`/campaigns/${campaign.id}`)}>{t`Zpět na kampaň`}</Button>
        {!item.product.nativeFormat && (
          <Button onClick={() => void navigate(`${base}/creative`)}>{t`Náhled kreativy`}</Button>
        )}
        {item.targetURL && (
          <Button href={item.targetURL} target="_blank" rel="noopener noreferrer">
            {t`Otevřít cílovou URL`}
          </Button>
        )}
        {editable && (
          <Button type="primary" onClick={() => void navigate(`${base}/edit`)}>
            {t`Upravit aktivitu`}
          </Button>
        )}
      </Flex>
    </article>
  );
}
