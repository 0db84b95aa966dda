import { useLingui } from '@lingui/react/macro';
import type { CampaignItemDetail } from '@portal/shared-contracts/campaign-items';
import { useCurrentUser } from '@portal/shared-ui';
import { Breadcrumb, type BreadcrumbProps } from '@portal/shared-ui/form-components';
import { Link } from '@portal/shared-ui/router';
import type { ReactNode } from 'react';

interface ItemBreadcrumbProps {
  campaign: CampaignItemDetail['campaign'];
  item: { id: number; name: string };
  /** A further step after the activity (the edit page); the activity is then a link to its detail. */
  current?: ReactNode;
}

/**
 * Campaign management → campaign (with its company for retailer and agency) → activity (spec 000 §2,
 * as on the creative page). The activity detail and edit pages share it.
 */
export function ItemBreadcrumb({ campaign, item, current }: ItemBreadcrumbProps) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const seesCompany = Boolean(user && (user.isRetailer || user.isAgency));
  const campaignLabel = seesCompany ? `${campaign.company.name} – ${campaign.name}` : campaign.name;
  const items: BreadcrumbProps['items'] = [
    {
      key: 'campaigns',
      title: <Link to="/campaigns">{user?.isRetailer ? t`Správa kampaní` : t`Moje kampaně`}</Link>,
    },
    { key: 'campaign', title: <Link to={`/campaigns/${campaign.id}`}>{campaignLabel}</Link> },
    current
      ? {
          key: 'item',
          title: <Link to={`/campaigns/${campaign.id}/items/${item.id}/detail`}>{item.name}</Link>,
        }
      : { key: 'item', title: item.name, 'aria-current': 'page' },
    ...(current ? [{ key: 'current', title: current, 'aria-current': 'page' as const }] : []),
  ];
  return <Breadcrumb aria-label={t`Drobečková navigace`} items={items} style={{ marginBottom: 8 }} />;
}
