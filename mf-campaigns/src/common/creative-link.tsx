import { useLingui } from '@lingui/react/macro';
import { itemCreativeIcon, type RuleItem, type RuleViewer } from '@portal/shared-contracts/campaign-detail';
import type { CreativeState } from '@portal/shared-contracts/campaign-items';
import type { CampaignItemStateIdentifier } from '@portal/shared-contracts/campaigns';
import { creativeEditable } from '@portal/shared-contracts/creatives';
import { PlusOutlined } from '@portal/shared-ui/components';
import { EditOutlined, EyeOutlined, Tooltip } from '@portal/shared-ui/form-components';
import { Link } from '@portal/shared-ui/router';
import { ITEM_STATE_LABELS } from './state-tag';

const ICON_STYLE = { display: 'inline-flex', padding: '4px 8px', fontSize: 16 } as const;

interface CreativeLinkProps {
  campaignId: number;
  item: RuleItem & {
    id: number;
    name: string;
    itemState: { identifier: CampaignItemStateIdentifier };
    creative: { filled: boolean; creativeState: CreativeState } | null;
  };
  viewer: RuleViewer;
  /**
   * The server's word on whether the item's creative may be added or changed now (the item's
   * creativeEditAllowed); undefined where the answer does not carry it (the activities list).
   */
  editAllowed?: boolean;
}

/**
 * An item's creative icon, a link to its creative page (spec 000 §2 "Activities list"): plus without
 * a creative, eye when closed or approved, pencil otherwise (itemCreativeIcon of shared-contracts).
 * An icon never offers what the viewer cannot do (issue 31): a pencil the viewer may not use (the
 * item refuses changes, or creativeEditable refuses the creative's state) is the eye, which opens the
 * creative to look at; a plus the item refuses is shown disabled, with the reason.
 */
export function CreativeLink({ campaignId, item, viewer, editAllowed }: CreativeLinkProps) {
  const { t, i18n } = useLingui();
  const shown = itemCreativeIcon(item);
  const mayEdit =
    editAllowed !== false &&
    (item.creative === null || creativeEditable(item.creative.creativeState, viewer));
  const icon = shown === 'pencil' && !mayEdit ? 'eye' : shown;
  const name = item.name;

  if (icon === 'plus' && editAllowed === false) {
    const stateName = i18n._(ITEM_STATE_LABELS[item.itemState.identifier]);
    const reason = t`Kreativu k položce ${name} teď nelze přidat: položka je ve stavu ${stateName}.`;
    return (
      <Tooltip title={reason}>
        <span
          role="img"
          aria-label={reason}
          aria-disabled="true"
          data-icon="plus"
          tabIndex={0}
          style={{ ...ICON_STYLE, color: 'rgba(0, 0, 0, 0.25)', cursor: 'not-allowed' }}
        >
          <PlusOutlined />
        </span>
      </Tooltip>
    );
  }

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
        style={ICON_STYLE}
      >
        {icon === 'plus' ? <PlusOutlined /> : icon === 'eye' ? <EyeOutlined /> : <EditOutlined />}
      </Link>
    </Tooltip>
  );
}
