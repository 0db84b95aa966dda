import { useLingui } from '@lingui/react/macro';
import { useCurrentUser, type PortalSlotProps } from '@portal/shared-ui';
import { Button, LoadError, LoadingPanel, Typography } from '@portal/shared-ui/components';
import { Modal } from '@portal/shared-ui/form-components';
import { ruleViewer } from '@portal/shared-ui';
import { useCreative, useItemDetail, useRefreshItem } from '../common/use-item';
import { ApprovalForm } from '../creative/approval-form';
import { ChangesPanel } from '../creative/changes-panel';
import { ItemCreativeSummary } from '../creative/item-creative-summary';
import { hasItemCreative } from '../creative/view-state';
import { ItemDialogStatus } from './dialog-status';

type Props = PortalSlotProps['mf-creatives/item-media-dialog'];

/**
 * The retailer's item media dialog over the campaign detail (spec 000 §2 "item media"): the item's
 * creative in preview (with the zip download when a zip is uploaded), the changes since the last
 * review while it waits, and the approval form (note; approve with an empty note, dismiss with one).
 * `onClose(changed)`: true after an approval or a return.
 */
export default function ItemMediaDialog({ campaignId, campaignItemId, onClose }: Props) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const refresh = useRefreshItem();
  const answer = useItemDetail(campaignItemId);
  const detail = answer.data?.item.campaignId === campaignId ? answer.data : undefined;
  const creative = useCreative(detail?.item.creative?.id);
  const itemName = detail?.item.name ?? '';
  const close = () => onClose(false);
  const viewer = user ? ruleViewer(user) : null;

  let body;
  if (!detail || !viewer) body = <ItemDialogStatus answer={answer} campaignId={campaignId} />;
  else if (!hasItemCreative(detail.item))
    body = <Typography.Paragraph>{t`Položka zatím nemá kreativu.`}</Typography.Paragraph>;
  else if (detail.item.creative && creative.error && !creative.data)
    body = (
      <LoadError
        title={t`Kreativu se nepodařilo načíst.`}
        error={creative.error}
        onRetry={() => void creative.mutate()}
      />
    );
  else if (detail.item.creative && !creative.data) body = <LoadingPanel compact />;
  else {
    const current = creative.data ?? null;
    body = (
      <>
        <ItemCreativeSummary
          detail={detail}
          creative={current}
          viewer={viewer}
          headingLevel={4}
          beforeContent={
            viewer.retailerLike && current?.creativeState === 'waiting-for-approval' ? (
              <ChangesPanel creative={current} />
            ) : undefined
          }
        />
        {viewer.retailerLike && (
          <ApprovalForm
            item={detail.item}
            creative={current}
            viewer={viewer}
            onReviewed={async () => {
              await refresh(detail.item.id);
              onClose(true);
            }}
          />
        )}
      </>
    );
  }

  return (
    <Modal
      open
      title={detail ? t`Kreativa položky ${itemName}` : t`Kreativa položky`}
      width={960}
      onCancel={close}
      destroyOnHidden
      footer={<Button onClick={close}>{t`Zavřít`}</Button>}
    >
      {body}
    </Modal>
  );
}
