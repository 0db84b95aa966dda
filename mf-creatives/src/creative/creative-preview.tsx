import { useLingui } from '@lingui/react/macro';
import { canSendItemForCheck, type RuleViewer } from '@portal/shared-contracts/campaign-detail';
import { requestCampaignItemCheck, type CampaignItemDetail } from '@portal/shared-contracts/campaign-items';
import { useErrorText } from '@portal/shared-ui';
import { Button, Flex, LoadError, LoadingPanel } from '@portal/shared-ui/components';
import { notification, useConfirm } from '@portal/shared-ui/form-components';
import { ReasonTooltip } from '../common/reason-tooltip';
import { useCreative } from '../common/use-item';
import { ApprovalForm } from './approval-form';
import { ChangesPanel } from './changes-panel';
import { ItemCreativeSummary } from './item-creative-summary';
import { hasItemCreative, itemCreativeEditable } from './view-state';

interface CreativePreviewProps {
  detail: CampaignItemDetail;
  viewer: RuleViewer;
  onBack: () => void;
  onChange: () => void;
  onEdit: () => void;
  onFill: () => void;
  /** Reads the item and its creative again after an action. */
  onRefresh: () => Promise<void>;
  /** After an approval or a return (opened from the review queue: on to the next entry). */
  onReviewed?: (() => Promise<void>) | undefined;
}

/**
 * The preview view (spec 000 §2): the creative (or the uploaded zip), for retailer staff the changes
 * since the last review and the approval form; buttons back to the campaign, change (search), edit,
 * and for buyers send for approval — offered only while the item's state allows it and the creative
 * neither waits nor is approved, disabled (saying why) until the creative is filled
 * (canSendItemForCheck) — each confirmed first. Actions whose rule does not hold are not shown.
 */
export function CreativePreview({
  detail,
  viewer,
  onBack,
  onChange,
  onEdit,
  onFill,
  onRefresh,
  onReviewed,
}: CreativePreviewProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [confirm, holder] = useConfirm();
  const { item } = detail;
  const creative = useCreative(item.creative?.id);
  if (item.creative && creative.error && !creative.data)
    return (
      <LoadError
        title={t`Kreativu se nepodařilo načíst.`}
        error={creative.error}
        onRetry={() => void creative.mutate()}
      />
    );
  if (item.creative && !creative.data) return <LoadingPanel />;
  const current = creative.data ?? null;
  const sendable = canSendItemForCheck(item);
  const editable = item.creative !== null && itemCreativeEditable(item, viewer);
  const name = current?.name ?? item.name;

  const send = () =>
    confirm({
      title: t`Odeslat kreativu ke schválení?`,
      question: t`Kreativa ${name} bude odeslána retailerovi ke schválení. Do jeho rozhodnutí ji nelze upravovat.`,
      okText: t`Odeslat`,
      onConfirm: async () => {
        try {
          await requestCampaignItemCheck(item.id);
          notification.success({
            title: t`Kreativa odeslána ke schválení`,
            description: t`Retailer kreativu ${name} zkontroluje a schválí, nebo ji vrátí k úpravě.`,
          });
          await onRefresh();
          return null;
        } catch (caught) {
          return errorText(caught);
        }
      },
    });

  // Spec 000 §4: a buyer sends while the item's state allows it and the creative neither waits nor is
  // approved (otherwise the action does not apply and is not offered); an unfilled creative disables it.
  const sentOrApproved =
    item.creative?.creativeState === 'waiting-for-approval' || item.creative?.creativeState === 'approved';
  const sendOffered = !viewer.retailer && item.itemState.canSendForCheck && !sentOrApproved;

  return (
    <>
      {holder}
      {hasItemCreative(item) && (
        <ItemCreativeSummary
          detail={detail}
          creative={current}
          viewer={viewer}
          beforeContent={
            viewer.retailerLike && current?.creativeState === 'waiting-for-approval' ? (
              <ChangesPanel creative={current} />
            ) : undefined
          }
        />
      )}
      {viewer.retailerLike && (
        <ApprovalForm
          item={item}
          creative={current}
          viewer={viewer}
          onReviewed={async () => {
            await onRefresh();
            await onReviewed?.();
          }}
        />
      )}
      <Flex gap={8} wrap style={{ marginTop: 24 }} align="center">
        <Button onClick={onBack}>{t`Zpět na kampaň`}</Button>
        {item.creativeEditAllowed && <Button onClick={onChange}>{t`Změnit kreativu`}</Button>}
        {editable && <Button onClick={onEdit}>{t`Upravit`}</Button>}
        {item.creative === null && item.creativeEditAllowed && (
          <Button onClick={onFill}>{t`Vyplnit části kreativy`}</Button>
        )}
        {sendOffered && (
          <ReasonTooltip reason={sendable ? null : t`Ke schválení lze odeslat až vyplněnou kreativu.`}>
            <Button type="primary" disabled={!sendable} onClick={send}>
              {t`Odeslat ke schválení`}
            </Button>
          </ReasonTooltip>
        )}
      </Flex>
    </>
  );
}
