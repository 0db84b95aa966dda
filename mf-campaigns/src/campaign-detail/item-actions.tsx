import { useLingui } from '@lingui/react/macro';
import {
  canDeleteCampaignItem,
  type CampaignDetail,
  type RuleViewer,
} from '@portal/shared-contracts/campaign-detail';
import type { CampaignItem } from '@portal/shared-contracts/campaign-items';
import { Button } from '@portal/shared-ui/components';
import { DeleteOutlined, Tooltip } from '@portal/shared-ui/form-components';
import { ItemRowActions } from '../common/item-row-actions';

interface ItemActionsProps {
  campaign: CampaignDetail;
  item: CampaignItem;
  viewer: RuleViewer;
  onShow: (item: CampaignItem) => void;
  onDelete: (item: CampaignItem) => void;
  /** Reloads the campaign after a pause or run. */
  onChanged: () => Promise<void>;
}

/**
 * A campaign item's actions (spec 000 §2): the row actions every item list has (zip, pause or run,
 * edit), show in the item dialog, and delete under its rule (shared-contracts campaign-rules.ts).
 */
export function ItemActions({ campaign, item, viewer, onShow, onDelete, onChanged }: ItemActionsProps) {
  const { t } = useLingui();
  const name = item.name;
  return (
    <ItemRowActions
      campaignId={campaign.id}
      campaign={campaign}
      item={item}
      viewer={viewer}
      zipCreativeURL={item.sasInfo.zipCreativeURL}
      onShow={() => onShow(item)}
      onChanged={onChanged}
    >
      {canDeleteCampaignItem(campaign, item, viewer) && (
        <Tooltip title={t`Smazat`}>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t`Smazat položku ${name}`}
            onClick={() => onDelete(item)}
          />
        </Tooltip>
      )}
    </ItemRowActions>
  );
}
