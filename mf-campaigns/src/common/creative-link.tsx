import { useLingui } from '@lingui/react/macro';
import { itemCreativeIcon, type RuleItem } from '@portal/shared-contracts/campaign-detail';
import { PlusOutlined } from '@portal/shared-ui/components';
import { EditOutlined, EyeOutlined, Tooltip } from '@portal/shared-ui/form-components';
import { Link } from '@portal/shared-ui/router';

/**
 * An item's creative icon, a link to its creative page (spec 000 §2 "Activities list"): plus without
 * a creative, eye when closed or approved, pencil otherwise (itemCreativeIcon of shared-contracts).
 */
export function CreativeLink({
  campaignId,
  item,
}: {
  campaignId: number;
  item: RuleItem & { id: number; name: string };
}) {
  const { t } = useLingui();
  const icon = itemCreativeIcon(item);
  const name = item.name;
  const label =
    icon === 'plus'
      ? t`Přidat kreativu k položce ${name}`
      : icon === 'eye'
        ? t`Zobrazit kreativu položky ${name}`
        : t`Upravit kreativu položky ${name}`;
  return (
    <Tooltip title={label}>
      <Link
        to={`/campaigns/${campaignId}/items/${item.id}/creative`}
        aria-label={label}
        data-icon={icon}
        style={{ display: 'inline-flex', padding: '4px 8px', fontSize: 16 }}
      >
        {icon === 'plus' ? <PlusOutlined /> : icon === 'eye' ? <EyeOutlined /> : <EditOutlined />}
      </Link>
    </Tooltip>
  );
}
