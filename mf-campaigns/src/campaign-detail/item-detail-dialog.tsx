import { useLingui } from '@lingui/react/macro';
import type { CampaignDetail } from '@portal/shared-contracts/campaign-detail';
import type { CampaignItem } from '@portal/shared-contracts/campaign-items';
import { Button, Flex } from '@portal/shared-ui/components';
import { Modal } from '@portal/shared-ui/form-components';
import { useNavigate } from '@portal/shared-ui/router';
import { ItemDetailView } from '../activity/item-detail-view';

/**
 * Item detail (spec 000 §2 dialogs): the fields of the activity detail for one row, with a way on to
 * the activity's own page. The retailer's message may change inside, so closing reloads the campaign.
 */
export function ItemDetailDialog({
  campaign,
  item,
  onClose,
}: {
  campaign: CampaignDetail;
  /** The item shown; null keeps the dialog closed. */
  item: CampaignItem | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Modal
      open={item !== null}
      onCancel={onClose}
      width={860}
      title={item?.name}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          {item && (
            <Button onClick={() => navigate(`/campaigns/${campaign.id}/items/${item.id}/detail`)}>
              {t`Otevřít detail aktivity`}
            </Button>
          )}
          <Button type="primary" onClick={onClose}>
            {t`Zavřít`}
          </Button>
        </Flex>
      }
    >
      {item && <ItemDetailView item={item} campaign={campaign} />}
    </Modal>
  );
}
