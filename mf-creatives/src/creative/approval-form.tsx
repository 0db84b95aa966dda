import { useLingui } from '@lingui/react/macro';
import type { RuleViewer } from '@portal/shared-contracts/campaign-detail';
import { approveCampaignItem, type CampaignItemDetail } from '@portal/shared-contracts/campaign-items';
import {
  approvalForm,
  approveCreative,
  canReviewCreative,
  CREATIVE_NOTE_MAX_LENGTH,
  rejectCreative,
  type Creative,
} from '@portal/shared-contracts/creatives';
import { Button, Flex, Input, Typography } from '@portal/shared-ui/components';
import { notification } from '@portal/shared-ui/form-components';
import { useState } from 'react';
import { useErrorText } from '../common/error-text';
import { Field } from '../common/field';
import { useConfirm } from '../common/use-confirm';

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
 * first and says when it is done. An item with only a zip is approved as an item (no return exists
 * for a zip).
 */
export function ApprovalForm({ detail, creative, viewer, onReviewed }: ApprovalFormProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [confirm, holder] = useConfirm();
  const [note, setNote] = useState('');
  const { item } = detail;
  const name = creative?.name ?? item.name;

  if (!creative) {
    if (!item.zipUploaded) return null;
    const approvable = viewer.retailerLike && ZIP_APPROVABLE_STATES.includes(item.itemState.identifier);
    return (
      <section aria-label={t`Schválení kreativy`} style={{ marginTop: 24 }}>
        {holder}
        <Typography.Title level={4}>{t`Schválení kreativy`}</Typography.Title>
        <Button
          type="primary"
          disabled={!approvable}
          onClick={() =>
            confirm({
              title: t`Schválit kreativu?`,
              question: t`ZIP s kreativou položky ${name} bude schválen.`,
              okText: t`Schválit`,
              onConfirm: async () => {
                try {
                  await approveCampaignItem(item.id);
                  notification.success({ title: t`Kreativa schválena` });
                  await onReviewed();
                  return null;
                } catch (caught) {
                  return errorText(caught);
                }
              },
            })
          }
        >
          {t`Schválit`}
        </Button>
      </section>
    );
  }

  const form = approvalForm(creative.creativeState, note, viewer);
  const approveEnabled =
    form.approveEnabled && canReviewCreative(creative.creativeState, creative.filled, viewer);
  const reason = note.trim();

  const approve = () =>
    confirm({
      title: t`Schválit kreativu?`,
      question: t`Kreativa ${name} bude schválena a položky s ní se připraví ke spuštění.`,
      okText: t`Schválit`,
      onConfirm: async () => {
        try {
          await approveCreative(creative.id);
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
          await rejectCreative(creative.id, reason);
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
    <section aria-label={t`Schválení kreativy`} style={{ marginTop: 24 }}>
      {holder}
      <Typography.Title level={4}>{t`Schválení kreativy`}</Typography.Title>
      <Field
        id="approval-note"
        label={t`Poznámka`}
        help={t`S prázdnou poznámkou kreativu schválíte; s vyplněnou ji vrátíte a poznámka bude důvodem vrácení.`}
      >
        <Input.TextArea
          id="approval-note"
          rows={3}
          value={note}
          maxLength={CREATIVE_NOTE_MAX_LENGTH}
          disabled={!form.noteEnabled}
          aria-describedby="approval-note-help"
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      <Flex gap={8} wrap>
        <Button type="primary" disabled={!approveEnabled} onClick={approve}>
          {t`Schválit`}
        </Button>
        <Button danger disabled={!form.dismissEnabled} onClick={dismiss}>
          {t`Vrátit`}
        </Button>
      </Flex>
    </section>
  );
}
