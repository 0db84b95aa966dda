import { useLingui } from '@lingui/react/macro';
import { CREATIVE_NOTE_MAX_LENGTH } from '@portal/shared-contracts/creatives';
import { Button, Flex, Input, Typography } from '@portal/shared-ui/components';
import { Field } from '../common/field';

export interface ReviewNoteFormProps {
  /** The heading, which also names the region. */
  title: string;
  /** How the note decides between approving and returning, in the reviewed thing's words. */
  help: string;
  note: string;
  onNote: (note: string) => void;
  /** The approval form's rule (approvalForm of shared-contracts) and what else the caller requires. */
  noteEnabled: boolean;
  approveEnabled: boolean;
  dismissEnabled: boolean;
  onApprove: () => void;
  onDismiss: () => void;
}

/**
 * The retailer's approval form as it looks (spec 001 §5): the note, Approve and Dismiss ('Vrátit').
 * Which is enabled, and what each does, is the caller's: a creative's, an item's zip, a landing page.
 */
export function ReviewNoteForm({
  title,
  help,
  note,
  onNote,
  noteEnabled,
  approveEnabled,
  dismissEnabled,
  onApprove,
  onDismiss,
}: ReviewNoteFormProps) {
  const { t } = useLingui();
  return (
    <section aria-label={title} style={{ marginTop: 24 }}>
      <Typography.Title level={4}>{title}</Typography.Title>
      <Field id="approval-note" label={t`Poznámka`} help={help}>
        <Input.TextArea
          id="approval-note"
          rows={3}
          value={note}
          maxLength={CREATIVE_NOTE_MAX_LENGTH}
          disabled={!noteEnabled}
          aria-describedby="approval-note-help"
          onChange={(event) => onNote(event.target.value)}
        />
      </Field>
      <Flex gap={8} wrap>
        <Button type="primary" disabled={!approveEnabled} onClick={onApprove}>
          {t`Schválit`}
        </Button>
        <Button danger disabled={!dismissEnabled} onClick={onDismiss}>
          {t`Vrátit`}
        </Button>
      </Flex>
    </section>
  );
}
