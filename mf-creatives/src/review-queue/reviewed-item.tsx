import { useLingui } from '@lingui/react/macro';
import type { CampaignItemDetail } from '@portal/shared-contracts/campaign-items';
import { formatDate } from '@portal/shared-ui';
import { Flex, LoadError, LoadingPanel, Tag, Typography } from '@portal/shared-ui/components';
import { Descriptions, type DescriptionsProps } from '@portal/shared-ui/form-components';
import { Link } from '@portal/shared-ui/router';
import { useItemDetail } from '../common/use-item';

/**
 * What the buyer ordered with the reviewed creative or zip, the way a native item is judged (spec 000
 * §2 "Activity detail", §3 CampaignItem): the item and its state, the campaign and company, the
 * product and period, the promoted product (target product with its SKU), where it leads (target URL
 * or landing page), the keywords of a search product, the buyer's note.
 */
export function ReviewedItemDetails({ detail }: { detail: CampaignItemDetail }) {
  const { t } = useLingui();
  const { item, campaign } = detail;
  const exact = t`přesná shoda`;
  const landingPage = item.targetLandingPage?.name;
  const rows: DescriptionsProps['items'] = [
    {
      key: 'item',
      label: t`Položka`,
      children: (
        <Flex gap={8} align="center" wrap>
          <Link to={`/campaigns/${campaign.id}/items/${item.id}/detail`}>{item.name}</Link>
          <Tag>{item.itemState.name}</Tag>
        </Flex>
      ),
    },
    {
      key: 'campaign',
      label: t`Kampaň`,
      children: <Link to={`/campaigns/${campaign.id}`}>{`${campaign.company.name} – ${campaign.name}`}</Link>,
    },
    { key: 'product', label: t`Produkt`, children: item.product.name },
    {
      key: 'period',
      label: t`Termín`,
      children: `${formatDate(item.startDate)} – ${formatDate(item.endDate)}`,
    },
    {
      key: 'targetProduct',
      label: t`Propagovaný produkt`,
      children: item.targetProduct ? (
        <Flex gap={8} align="center" wrap>
          <span>{item.targetProduct.name}</span>
          <Tag>{item.targetProduct.externalIdentifier}</Tag>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t`Nezvolen`}</Typography.Text>
      ),
    },
    {
      key: 'target',
      label: t`Cíl`,
      children: item.targetURL ? (
        <a
          href={item.targetURL}
          target="_blank"
          rel="noopener noreferrer"
          style={{ overflowWrap: 'anywhere' }}
        >
          {item.targetURL}
        </a>
      ) : landingPage ? (
        t`Landing page ${landingPage}`
      ) : (
        <Typography.Text type="secondary">{t`Nezadán`}</Typography.Text>
      ),
    },
  ];
  if (item.targetKeywords.length > 0)
    rows.push({
      key: 'keywords',
      label: t`Klíčová slova`,
      children: (
        <Flex gap={4} wrap>
          {item.targetKeywords.map((keyword) => (
            <Tag key={keyword.id} color={keyword.exactMatch ? 'blue' : undefined}>
              {keyword.value}
              {keyword.exactMatch && ` · ${exact}`}
            </Tag>
          ))}
        </Flex>
      ),
    });
  if (item.note) rows.push({ key: 'note', label: t`Poznámka inzerenta`, children: item.note });
  const itemName = item.name;
  return (
    <section aria-label={t`Položka ${itemName}`} style={{ marginBottom: 16 }}>
      <Descriptions bordered size="small" column={1} items={rows} />
    </section>
  );
}

/** An item of the reviewed creative, read by its id (the creative names only id and name). */
export function ReviewedItem({ itemId, name }: { itemId: number; name: string }) {
  const { t } = useLingui();
  const answer = useItemDetail(itemId);
  if (answer.error && !answer.data)
    return (
      <LoadError
        title={t`Položku ${name} se nepodařilo načíst.`}
        error={answer.error}
        onRetry={() => void answer.mutate()}
      />
    );
  if (!answer.data) return <LoadingPanel compact />;
  return <ReviewedItemDetails detail={answer.data} />;
}
