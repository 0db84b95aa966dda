import { useLingui } from '@lingui/react/macro';
import {
  REJECT_REASON_MAX_LENGTH,
  rejectCampaignToVendor,
  RejectToVendorRequestSchema,
  type CampaignTransitionResponse,
  type RejectToVendorRequest,
} from '@portal/shared-contracts/campaign-detail';
import { Typography } from '@portal/shared-ui/components';
import { ApiForm, FormActions, TextField, useApiForm } from '@portal/shared-ui/form';
import { Modal } from '@portal/shared-ui/form-components';
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

interface RejectValues {
  reason: string;
}

const REASON_ID = 'reject-reason';

function RejectForm({ campaignId, onClose, onRejected }: Omit<RejectDialogProps, 'open'>) {
  const { t } = useLingui();
  const notice = useTransitionNotice();
  const hint = useRejectHint();
  const form = useApiForm<RejectValues, RejectToVendorRequest, CampaignTransitionResponse>({
    initialValues: { reason: '' },
    schema: RejectToVendorRequestSchema,
    // final-form keeps an emptied text as undefined: the schema's own "reason required" wants ''.
    toRequest: ({ reason }) => ({ reason: reason ?? '' }),
    messages: { reject_reason_required: t`Vyplňte důvod vrácení.` },
    submit: (request) => rejectCampaignToVendor(campaignId, request),
    onSuccess: async (answer) => {
      notice(t`Kampaň byla vrácena inzerentovi k úpravám.`, answer.campaignState);
      await onRejected();
      onClose();
    },
    guardLeave: false,
  });
  return (
    <ApiForm form={form} aria-label={t`Vrátit inzerentovi`}>
      <Typography.Paragraph>{hint}</Typography.Paragraph>
      <TextField
        name="reason"
        id={REASON_ID}
        // The dialog opens to write the reason.
        autoFocus
        label={t`Důvod vrácení`}
        required
        rows={{ minRows: 4, maxRows: 12 }}
        maxLength={REJECT_REASON_MAX_LENGTH}
      />
      <FormActions submitText={t`Vrátit inzerentovi`} onCancel={onClose} />
    </ApiForm>
  );
}
