import { useLingui } from '@lingui/react/macro';
import type { RuleViewer } from '@portal/shared-contracts/campaign-detail';
import {
  approveCampaignItem,
  rejectCampaignItem,
  type CampaignItemDetail,
} from '@portal/shared-contracts/campaign-items';
import {
  approvalForm,
  approveCreative,
  canReviewCreative,
  rejectCreative,
  type Creative,
} from '@portal/shared-contracts/creatives';
import { notification, useConfirm } from '@portal/shared-ui/form-components';
import { useState } from 'react';
import { useErrorText } from '../common/error-text';
import { ReviewNoteForm } from './review-note-form';

/** Item states in which the retailer approves an item's zip creative (the API's approve-item rule). */
const ZIP_APPROVABLE_STATES: readonly string[] = ['waiting-for-approval', 'approved', 'returned', 'missing'];

interface ApprovalFormProps {
  detail: CampaignItemDetail;
  creative: Creative | null;
  viewer: RuleViewer;
  /** After an approval or a return. */
  onReviewed: () => void | Promise<void>;
}

/**
 * The retailer's approval form (spec 000 §2, 001 §5): a note; Approve only with an empty note,
 * Dismiss ('Vrátit', returning the creative with the note as its reason) only with a non-empty one;
 * the note is disabled for non-retailers and approved creatives (approvalForm of shared-contracts).
 * Approve also needs a filled creative that is not approved (canReviewCreative). Each action asks
 * first and says when it is done. An item with only a zip is reviewed as an item: approved, or
 * returned with the note as its message.
 */
export function ApprovalForm({ detail, creative, viewer, onReviewed }: ApprovalFormProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [confirm, holder] = useConfirm();
  const [note, setNote] = useState('');
  const { item } = detail;
  const name = creative?.name ?? item.name;

  // An item with only a zip is reviewed as an item: approved, or returned with the note as its message.
  if (!creative && !item.zipUploaded) return null;
  const zipWaits = item.itemState.identifier === 'waiting-for-approval';
  const form = creative
    ? approvalForm(creative.creativeState, note, viewer)
    : {
        noteEnabled: viewer.retailerLike && ZIP_APPROVABLE_STATES.includes(item.itemState.identifier),
        approveEnabled:
          viewer.retailerLike &&
          ZIP_APPROVABLE_STATES.includes(item.itemState.identifier) &&
          note.trim() === '',
        dismissEnabled: viewer.retailerLike && zipWaits && note.trim() !== '',
      };
  const approveEnabled =
    form.approveEnabled && (!creative || canReviewCreative(creative.creativeState, creative.filled, viewer));
  const reason = note.trim();

  const approve = () =>
    confirm({
      title: t`Schválit kreativu?`,
      question: creative
        ? t`Kreativa ${name} bude schválena a položky s ní se připraví ke spuštění.`
        : t`ZIP s kreativou položky ${name} bude schválen.`,
      okText: t`Schválit`,
      onConfirm: async () => {
        try {
          if (creative) await approveCreative(creative.id);
          else await approveCampaignItem(item.id);
          notification.success({
            title: t`Kreativa schválena`,
            description: t`Kreativa ${name} je schválena.`,
          });
          setNote('');
          await onReviewed();
          return null;
        } catch (caught) {
          return errorText(caught);
        }
      },
    });

  const dismiss = () =>
    confirm({
      title: t`Vrátit kreativu?`,
      question: (
        <>
          <p>{t`Kreativa ${name} bude vrácena inzerentovi s tímto důvodem:`}</p>
          <blockquote style={{ margin: 0, paddingLeft: 12, borderLeft: '3px solid #f0f0f0' }}>
            {reason}
          </blockquote>
        </>
      ),
      okText: t`Vrátit`,
      danger: true,
      onConfirm: async () => {
        try {
          if (creative) await rejectCreative(creative.id, reason);
          else await rejectCampaignItem(item.id, reason);
          notification.success({
            title: t`Kreativa vrácena`,
            description: t`Kreativa ${name} je vrácena k úpravě.`,
          });
          setNote('');
          await onReviewed();
          return null;
        } catch (caught) {
          return errorText(caught);
        }
      },
    });

  return (
    <>
      {holder}
      <ReviewNoteForm
        title={t`Schválení kreativy`}
        help={t`S prázdnou poznámkou kreativu schválíte; s vyplněnou ji vrátíte a poznámka bude důvodem vrácení.`}
        note={note}
        onNote={setNote}
        noteEnabled={form.noteEnabled}
        approveEnabled={approveEnabled}
        dismissEnabled={form.dismissEnabled}
        onApprove={approve}
        onDismiss={dismiss}
      />
    </>
  );
}
