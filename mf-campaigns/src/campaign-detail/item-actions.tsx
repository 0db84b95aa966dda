import { useLingui } from '@lingui/react/macro';
import {
  canDeleteCampaignItem,
  itemCreativeFilled,
  type CampaignDetail,
  type RuleViewer,
} from '@portal/shared-contracts/campaign-detail';
import type { CampaignItem } from '@portal/shared-contracts/campaign-items';
import { Button } from '@portal/shared-ui/components';
import { CampaignItemStateId } from '@portal/shared-contracts/campaigns';
import {
  DeleteOutlined,
  FileSearchOutlined,
  PictureOutlined,
  Tooltip,
} from '@portal/shared-ui/form-components';
import { ItemRowActions } from '../common/item-row-actions';
import type { CreativeDialog } from './creative-dialogs';

interface ItemActionsProps {
  campaign: CampaignDetail;
  item: CampaignItem;
  viewer: RuleViewer;
  onShow: (item: CampaignItem) => void;
  onDelete: (item: CampaignItem) => void;
  /** Opens the item's creative dialog (fill it, or pick an existing creative) or the retailer's review. */
  onCreative: (dialog: CreativeDialog) => void;
  /** Reloads the campaign after a pause or run. */
  onChanged: () => Promise<void>;
}

/**
 * A campaign item's actions (spec 000 §2): the row actions every item list has (zip, pause or run,
 * edit), show in the item dialog, and delete under its rule (shared-contracts campaign-rules.ts).
 */
export function ItemActions({
  campaign,
  item,
  viewer,
  onShow,
  onDelete,
  onCreative,
  onChanged,
}: ItemActionsProps) {
  const { t } = useLingui();
  const name = item.name;
  const hasCreative = item.creative !== null || item.zipUploaded;
  // Spec 000 §4: the retailer (or an impersonator) reviews a filled creative (or zip) sent for approval.
  const reviewable =
    viewer.retailerLike &&
    item.itemState.id === CampaignItemStateId.WaitingForApproval &&
    itemCreativeFilled(item);
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
      {item.creativeEditAllowed && (
        <Tooltip title={hasCreative ? t`Kreativa` : t`Přidat kreativu`}>
          <Button
            type="text"
            icon={<PictureOutlined />}
            aria-label={hasCreative ? t`Kreativa položky ${name}` : t`Přidat kreativu k položce ${name}`}
            onClick={() =>
              onCreative({ kind: 'creative', itemId: item.id, mode: hasCreative ? 'fill' : 'select' })
            }
          />
        </Tooltip>
      )}
      {reviewable && (
        <Tooltip title={t`Posoudit kreativu`}>
          <Button
            type="text"
            icon={<FileSearchOutlined />}
            aria-label={t`Posoudit kreativu položky ${name}`}
            onClick={() => onCreative({ kind: 'media', itemId: item.id })}
          />
        </Tooltip>
      )}
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
