import { useLingui } from '@lingui/react/macro';
import type { RuleViewer } from '@portal/shared-contracts/campaign-detail';
import { reviewQueueChanged } from '@portal/shared-contracts/core';
import { approvalForm } from '@portal/shared-contracts/creatives';
import {
  approveLandingPage,
  canReviewLandingPage,
  rejectLandingPage,
  type LandingPage,
} from '@portal/shared-contracts/landing-pages';
import { useErrorText } from '@portal/shared-ui';
import { notification, useConfirm } from '@portal/shared-ui/form-components';
import { useState } from 'react';
import { ReviewNoteForm } from '../creative/review-note-form';

/**
 * The retailer's approval form of a landing page (spec 001 §5, the creative's): Approve only with an
 * empty note, Dismiss ('Vrátit', the note becoming the reason) only with one (approvalForm); Approve
 * also needs a filled page (canReviewLandingPage). An approved page has no form. Each action asks
 * first, says when it is done and tells the header's queue counter (reviewQueueChanged).
 */
export function LandingPageReview({
  page,
  viewer,
  onChanged,
  onReviewed,
}: {
  page: LandingPage;
  viewer: RuleViewer;
  onChanged: (page: LandingPage) => Promise<void>;
  /** After the approval or return took effect. */
  onReviewed?: (() => Promise<void>) | undefined;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [confirm, holder] = useConfirm();
  const [note, setNote] = useState('');
  const form = approvalForm(page.creativeState, note, viewer);
  const name = page.name;
  const reason = note.trim();

  const act = async (call: () => Promise<LandingPage>, done: { title: string; description: string }) => {
    try {
      const answer = await call();
      notification.success(done);
      reviewQueueChanged();
      setNote('');
      await onChanged(answer);
      await onReviewed?.();
      return null;
    } catch (caught) {
      return errorText(caught);
    }
  };

  const approve = () =>
    confirm({
      title: t`Schválit landing page?`,
      question: t`Landing page ${name} bude schválena a aktivity ji budou moci použít jako cíl.`,
      okText: t`Schválit`,
      onConfirm: () =>
        act(() => approveLandingPage(page.id), {
          title: t`Landing page schválena`,
          description: t`Landing page ${name} je schválena.`,
        }),
    });

  const dismiss = () =>
    confirm({
      title: t`Vrátit landing page?`,
      question: (
        <>
          <p>{t`Landing page ${name} bude vrácena inzerentovi s tímto důvodem:`}</p>
          <blockquote style={{ margin: 0, paddingLeft: 12, borderLeft: '3px solid #f0f0f0' }}>
            {reason}
          </blockquote>
        </>
      ),
      okText: t`Vrátit`,
      danger: true,
      onConfirm: () =>
        act(() => rejectLandingPage(page.id, reason), {
          title: t`Landing page vrácena`,
          description: t`Landing page ${name} je vrácena k úpravě.`,
        }),
    });

  // Approved, no decision applies: the form is left out (the state says it).
  if (!form.noteEnabled) return null;
  const filled = canReviewLandingPage(page.creativeState, page.filled, viewer);
  return (
    <>
      {holder}
      <ReviewNoteForm
        title={t`Schválení landing page`}
        help={t`S prázdnou poznámkou landing page schválíte; s vyplněnou ji vrátíte a poznámka bude důvodem vrácení.`}
        note={note}
        onNote={setNote}
        noteEnabled={form.noteEnabled}
        approveEnabled={form.approveEnabled && filled}
        dismissEnabled={form.dismissEnabled}
        approveBlockedBy={filled ? null : t`Schválit lze až vyplněnou landing page.`}
        onApprove={approve}
        onDismiss={dismiss}
      />
    </>
  );
}
