import { Trans, useLingui } from '@lingui/react/macro';
import { RUNNING_CAMPAIGN_STATES } from '@portal/shared-contracts/campaign-detail';
import type { CampaignItem, CampaignItemDetail } from '@portal/shared-contracts/campaign-items';
import { formatDate, formatMoney, formatNumber, useCurrentUser, useLocale } from '@portal/shared-ui';
import { Flex, Tag, Typography } from '@portal/shared-ui/components';
import { Descriptions, Progress, Tooltip, type DescriptionsProps } from '@portal/shared-ui/form-components';
import { Link } from '@portal/shared-ui/router';
import type { ReactNode } from 'react';
import { ItemStateTag } from '../common/state-tag';
import { ruleViewer } from '@portal/shared-ui';
import { RATE_TYPE_LABELS, RATE_UNIT_LABELS } from '../products/rate-type';
import { ItemMessage } from './item-message';
import { ItemPerformance } from './item-performance';

const DASH = '–';

type Entry = NonNullable<DescriptionsProps['items']>[number];

export interface ItemDetailViewProps {
  item: CampaignItem;
  campaign: CampaignItemDetail['campaign'];
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * Everything the spec lists for an activity (000 §2 "Activity detail"), as label and value rows: the
 * activity detail page and the campaign detail's item dialog both render it.
 */
export function ItemDetailView({ item, campaign }: ItemDetailViewProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const user = useCurrentUser();
  const viewer = user ? ruleViewer(user) : { retailer: false, retailerLike: false, vendor: false };
  const money = (value: number) => formatMoney(value, locale);
  const rateType = item.product.rateType;

  const entries: Entry[] = [
    { key: 'state', label: t`Stav`, children: <ItemStateTag identifier={item.itemState.identifier} /> },
    { key: 'product', label: t`Produkt`, children: item.product.name },
    {
      key: 'period',
      label: t`Období`,
      children: `${formatDate(item.startDate)} – ${formatDate(item.endDate)}`,
    },
    {
      key: 'unit-price',
      label: t`Jednotková cena`,
      children: (
        <>
          {money(item.unitPrice)} {i18n._(RATE_UNIT_LABELS[rateType])}{' '}
          <Tag style={{ marginLeft: 4 }}>{i18n._(RATE_TYPE_LABELS[rateType])}</Tag>
        </>
      ),
    },
    {
      key: 'price',
      label: t`Cena celkem`,
      children: <Typography.Text strong>{money(item.price)}</Typography.Text>,
    },
  ];

  if (rateType !== 'FLAT_RATE') {
    entries.push({
      key: 'usage',
      label: t`Vyčerpáno`,
      children: (
        <Flex vertical gap={6}>
          <span>{item.usagePrice === null ? DASH : money(item.usagePrice)}</span>
          {/* Spec §9: the bar caps at 100 % (antd keeps the percent within 0–100). */}
          <Progress
            percent={Math.round(item.progress ?? 0)}
            aria-label={t`Čerpání rozpočtu`}
            format={(percent) => `${percent} %`}
            style={{ maxWidth: 360, margin: 0 }}
          />
        </Flex>
      ),
    });
  }
  if (item.orderedImpressionsCount !== null) {
    entries.push({
      key: 'ordered-impressions',
      label: t`Objednaná zobrazení`,
      children: formatNumber(item.orderedImpressionsCount, locale),
    });
  }
  if (item.orderedClicksCount !== null) {
    entries.push({
      key: 'ordered-clicks',
      label: t`Objednané prokliky`,
      children: formatNumber(item.orderedClicksCount, locale),
    });
  }

  entries.push({ key: 'tags', label: t`Tagy`, children: <ItemTags item={item} /> });
  entries.push({ key: 'click-url', label: t`Proklikové URL`, children: <ClickTarget item={item} /> });
  entries.push({
    key: 'ad-server',
    label: t`Ad server`,
    children: <AdServerLinks item={item} retailer={viewer.retailer} />,
  });

  const running = RUNNING_CAMPAIGN_STATES.includes(campaign.campaignState.id);
  const reported = [item.actualImpressions, item.actualViews, item.actualClicks].some(
    (value) => value !== null,
  );
  if (running || reported) {
    entries.push({ key: 'performance', label: t`Výkon`, children: <ItemPerformance performance={item} /> });
  }
  entries.push({
    key: 'soft-conversions',
    label: t`Měkké konverze`,
    children: item.softConversions === null ? DASH : formatNumber(item.softConversions, locale),
  });
  entries.push({
    key: 'message',
    label: t`Zpráva`,
    // Keyed by item: another item shown in the same place starts with its own message.
    children: (
      <ItemMessage
        key={item.id}
        itemId={item.id}
        itemName={item.name}
        message={item.message}
        editable={viewer.retailerLike}
      />
    ),
  });
  entries.push({
    key: 'note',
    label: t`Poznámka`,
    children: (
      <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
        {item.note || DASH}
      </Typography.Paragraph>
    ),
  });

  return (
    <Descriptions
      bordered
      column={1}
      size="medium"
      items={entries}
      styles={{ label: { width: 200 }, content: { overflowWrap: 'anywhere' } }}
    />
  );
}

/** The targeting values, and the keywords of a search product (exact matches marked). */
function ItemTags({ item }: { item: CampaignItem }) {
  const { t } = useLingui();
  if (item.variableValues.length === 0 && item.targetKeywords.length === 0) return <>{DASH}</>;
  return (
    <Flex vertical gap={6}>
      {item.variableValues.length > 0 && (
        <Flex wrap gap={4}>
          {item.variableValues.map((value) => (
            <Tag key={value.id} color="blue">
              {value.name}
            </Tag>
          ))}
        </Flex>
      )}
      {item.targetKeywords.length > 0 && (
        <Flex wrap gap={4} align="center">
          <Typography.Text type="secondary">
            <Trans>Klíčová slova:</Trans>
          </Typography.Text>
          {item.targetKeywords.map((keyword) =>
            keyword.exactMatch ? (
              <Tooltip key={keyword.id} title={t`Přesná shoda`}>
                <Tag>{`[${keyword.value}]`}</Tag>
              </Tooltip>
            ) : (
              <Tag key={keyword.id}>{keyword.value}</Tag>
            ),
          )}
        </Flex>
      )}
    </Flex>
  );
}

/** Where a click leads: the custom URL, the promoted product or the landing page. */
function ClickTarget({ item }: { item: CampaignItem }) {
  if (item.targetURL) return <ExternalLink href={item.targetURL}>{item.targetURL}</ExternalLink>;
  if (item.targetProduct) {
    return (
      <span>
        {item.targetProduct.name}{' '}
        <Typography.Text type="secondary">({item.targetProduct.externalIdentifier})</Typography.Text>
      </span>
    );
  }
  if (item.targetLandingPage) {
    return (
      <Flex gap={6} align="center">
        <Tag>
          <Trans>Landing page</Trans>
        </Tag>
        <Link to={`/landing-pages/${item.targetLandingPage.id}`}>{item.targetLandingPage.name}</Link>
      </Flex>
    );
  }
  return <>{DASH}</>;
}

/**
 * The ad-server links: line item and creative for everyone, flight and zip for retailer staff only
 * (the server leaves them null for others; the role check keeps a stray value hidden all the same).
 */
function AdServerLinks({ item, retailer }: { item: CampaignItem; retailer: boolean }) {
  const { t } = useLingui();
  const links = [
    { key: 'line-item', label: t`Line item`, href: item.sasInfo.lineItemURL },
    { key: 'creative', label: t`Kreativa`, href: item.sasInfo.creativeURL },
    ...(retailer
      ? [
          { key: 'flight', label: t`Flight`, href: item.sasInfo.flightURL },
          { key: 'zip', label: t`ZIP kreativa`, href: item.sasInfo.zipCreativeURL },
        ]
      : []),
  ].filter((link): link is { key: string; label: string; href: string } => Boolean(link.href));
  if (links.length === 0) {
    return (
      <Typography.Text type="secondary">
        <Trans>Aktivita zatím není v ad serveru</Trans>
      </Typography.Text>
    );
  }
  return (
    <Flex wrap gap={16}>
      {links.map((link) => (
        <ExternalLink key={link.key} href={link.href}>
          {link.label}
        </ExternalLink>
      ))}
    </Flex>
  );
}
