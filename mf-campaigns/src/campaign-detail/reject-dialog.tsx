import { useLingui } from '@lingui/react/macro';
import { REJECT_REASON_MAX_LENGTH, rejectCampaignToVendor } from '@portal/shared-contracts/campaign-detail';
import { Alert, Button, Flex, Input } from '@portal/shared-ui/components';
import { Modal } from '@portal/shared-ui/form-components';
import { useState, type FormEvent } from 'react';
import { useErrorText } from '../common/error-text';
import { Field } from '../common/field';

interface RejectDialogProps {
  campaignId: number;
  open: boolean;
  onClose: () => void;
  /** Reloads the campaign after the return. */
  onRejected: () => Promise<void>;
}

/**
 * Reject to vendor (spec 000 §2, 001 §5): the retailer returns a campaign in check with a reason,
 * which is required. A failure shows the server message.
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
      await rejectCampaignToVendor(campaignId, { reason: trimmed });
      await onRejected();
      onClose();
    } catch (caught) {
      setError(errorText(caught));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Vrátit inzerentovi`}>
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
        <Button type="primary" danger htmlType="submit" loading={submitting}>
          {t`Vrátit inzerentovi`}
        </Button>
      </Flex>
    </form>
  );
}
