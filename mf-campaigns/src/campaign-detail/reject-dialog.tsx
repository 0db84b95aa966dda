import { useLingui } from '@lingui/react/macro';
import { REJECT_REASON_MAX_LENGTH, rejectCampaignToVendor } from '@portal/shared-contracts/campaign-detail';
import { useErrorText } from '@portal/shared-ui';
import { Alert, Button, Flex, Input, Typography } from '@portal/shared-ui/components';
import { Modal } from '@portal/shared-ui/form-components';
import { useState, type FormEvent } from 'react';
import { Field } from '../common/field';
import { useTransitionNotice } from './use-transition-notice';

interface RejectDialogProps {
  campaignId: number;
  open: boolean;
  onClose: () => void;
  /** Reloads the campaign after the return. */
  onRejected: () => Promise<void>;
}

/**
 * What returning to the vendor does: the footer button's tooltip and the dialog's first line. It is
 * not destructive (the buyer may send the campaign again), so the footer button is not red.
 */
export function useRejectHint() {
  const { t } = useLingui();
  return t`Vrátí kampaň inzerentovi k úpravám; inzerent ji pak může znovu odeslat ke kontrole.`;
}

/**
 * Reject to vendor (spec 000 §2, 001 §5): the retailer returns a campaign in check with a reason,
 * which is required. A failure shows the server message; success names the campaign's new state.
 */
export function RejectDialog({ campaignId, open, onClose, onRejected }: RejectDialogProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t`Vrátit inzerentovi`} destroyOnHidden>
      <RejectForm campaignId={campaignId} onClose={onClose} onRejected={onRejected} />
    </Modal>
  );
}

function RejectForm({ campaignId, onClose, onRejected }: Omit<RejectDialogProps, 'open'>) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const notice = useTransitionNotice();
  const hint = useRejectHint();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError(t`Vyplňte důvod vrácení.`);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const answer = await rejectCampaignToVendor(campaignId, { reason: trimmed });
      notice(t`Kampaň byla vrácena inzerentovi k úpravám.`, answer.campaignState);
      await onRejected();
      onClose();
    } catch (caught) {
      setError(errorText(caught));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Vrátit inzerentovi`}>
      <Typography.Paragraph>{hint}</Typography.Paragraph>
      <Field id="reject-reason" label={t`Důvod vrácení`} required error={reasonError}>
        <Input.TextArea
          id="reject-reason"
          autoFocus
          rows={4}
          value={reason}
          maxLength={REJECT_REASON_MAX_LENGTH}
          status={reasonError ? 'error' : undefined}
          aria-required
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? 'reject-reason-error' : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(null);
          }}
        />
      </Field>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose} disabled={submitting}>
          {t`Zrušit`}
        </Button>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t`Vrátit inzerentovi`}
        </Button>
      </Flex>
    </form>
  );
}
