import { useLingui } from '@lingui/react/macro';
import type { RuleViewer } from '@portal/shared-contracts/campaign-detail';
import {
  approveCampaignItem,
  rejectCampaignItem,
  type CampaignItem,
} from '@portal/shared-contracts/campaign-items';
import { reviewQueueChanged } from '@portal/shared-contracts/core';
import {
  approvalForm,
  approveCreative,
  canReviewCreative,
  rejectCreative,
  type Creative,
} from '@portal/shared-contracts/creatives';
import { useErrorText } from '@portal/shared-ui';
import { notification, useConfirm } from '@portal/shared-ui/form-components';
import { useState } from 'react';
import { ReviewNoteForm } from './review-note-form';

/** Item states in which the retailer approves an item's zip creative (the API's approve-item rule). */
const ZIP_APPROVABLE_STATES: readonly string[] = ['waiting-for-approval', 'approved', 'returned', 'missing'];

type ReviewedItem = Pick<CampaignItem, 'id' | 'name' | 'zipUploaded' | 'itemState'>;

interface ApprovalFormProps {
  /** The item shown (its zip is what is reviewed when it has no creative); null for a creative alone. */
  item: ReviewedItem | null;
  creative: Creative | null;
  viewer: RuleViewer;
  /** After an approval or a return. */
  onReviewed: () => void | Promise<void>;
}

/**
 * The retailer's approval form (spec 000 §2, 001 §5): a note; Approve only with an empty note,
 * Dismiss ('Vrátit', returning the creative with the note as its reason) only with a non-empty one;
 * the note is disabled for non-retailers and approved creatives (approvalForm of shared-contracts).
 * Approve also needs a filled creative that is not approved (canReviewCreative). When no decision
 * applies (an approved creative, a zip whose item is past review) the form is left out. Each action
 * asks first, says when it is done and tells the header's queue counter (reviewQueueChanged). An
 * item with only a zip is reviewed as an item: approved, or returned with the note as its message.
 */
export function ApprovalForm({ item, creative, viewer, onReviewed }: ApprovalFormProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [confirm, holder] = useConfirm();
  const [note, setNote] = useState('');
  const zipItem = !creative && item?.zipUploaded ? item : null;
  const name = creative?.name ?? zipItem?.name ?? '';

  if (!creative && !zipItem) return null;
  const zipState = zipItem?.itemState.identifier ?? '';
  const form = creative
    ? approvalForm(creative.creativeState, note, viewer)
    : {
        noteEnabled: viewer.retailerLike && ZIP_APPROVABLE_STATES.includes(zipState),
        approveEnabled: viewer.retailerLike && ZIP_APPROVABLE_STATES.includes(zipState) && note.trim() === '',
        dismissEnabled: viewer.retailerLike && zipState === 'waiting-for-approval' && note.trim() !== '',
      };
  if (!form.noteEnabled) return null;
  const filled = !creative || canReviewCreative(creative.creativeState, creative.filled, viewer);
  const approveEnabled = form.approveEnabled && filled;
  const reason = note.trim();

  const decide = async (call: () => Promise<unknown>, done: { title: string; description: string }) => {
    try {
      await call();
      notification.success(done);
      reviewQueueChanged();
      setNote('');
      await onReviewed();
      return null;
    } catch (caught) {
      return errorText(caught);
    }
  };

  const approve = () =>
    confirm({
      title: t`Schválit kreativu?`,
      question: creative
        ? t`Kreativa ${name} bude schválena a položky s ní se připraví ke spuštění.`
        : t`ZIP s kreativou položky ${name} bude schválen.`,
      okText: t`Schválit`,
      onConfirm: () =>
        decide(() => (creative ? approveCreative(creative.id) : approveCampaignItem(zipItem!.id)), {
          title: t`Kreativa schválena`,
          description: t`Kreativa ${name} je schválena.`,
        }),
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
      onConfirm: () =>
        decide(
          () => (creative ? rejectCreative(creative.id, reason) : rejectCampaignItem(zipItem!.id, reason)),
          { title: t`Kreativa vrácena`, description: t`Kreativa ${name} je vrácena k úpravě.` },
        ),
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
        approveBlockedBy={filled ? null : t`Schválit lze až vyplněnou kreativu.`}
        dismissBlockedBy={
          zipItem && zipState !== 'waiting-for-approval'
            ? t`Vrátit lze jen ZIP, který čeká na schválení.`
            : null
        }
        onApprove={approve}
        onDismiss={dismiss}
      />
    </>
  );
}
