import { useLingui } from '@lingui/react/macro';
import type { CampaignItemDetail } from '@portal/shared-contracts/campaign-items';
import { useCurrentUser } from '@portal/shared-ui';
import { Breadcrumb, type BreadcrumbProps } from '@portal/shared-ui/form-components';
import { Link } from '@portal/shared-ui/router';

/**
 * Spec 000 §2 "Activity creative page": campaign management → the campaign (with its company for
 * retailer and agency) → the activity (its detail) → creative.
 */
export function CreativeBreadcrumb({ detail }: { detail: CampaignItemDetail }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const { campaign, item } = detail;
  const seesCompany = Boolean(user && (user.isRetailer || user.isAgency));
  const campaignLabel = seesCompany ? `${campaign.company.name} – ${campaign.name}` : campaign.name;
  const items: BreadcrumbProps['items'] = [
    {
      key: 'campaigns',
      title: <Link to="/campaigns">{user?.isRetailer ? t`Správa kampaní` : t`Moje kampaně`}</Link>,
    },
    { key: 'campaign', title: <Link to={`/campaigns/${campaign.id}`}>{campaignLabel}</Link> },
    { key: 'item', title: <Link to={`/campaigns/${campaign.id}/items/${item.id}/detail`}>{item.name}</Link> },
    { key: 'creative', title: t`Kreativa`, 'aria-current': 'page' },
  ];
  return <Breadcrumb aria-label={t`Drobečková navigace`} items={items} style={{ marginBottom: 8 }} />;
}
