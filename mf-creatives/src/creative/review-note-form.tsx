import { useLingui } from '@lingui/react/macro';
import { CREATIVE_NOTE_MAX_LENGTH } from '@portal/shared-contracts/creatives';
import { Button, Flex, Input, SectionTitle } from '@portal/shared-ui/components';
import { FieldFrame } from '@portal/shared-ui/form';
import { ReasonTooltip } from '../common/reason-tooltip';

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
  /** Why Approve cannot be pressed now, besides the note (e.g. the thing is not filled). */
  approveBlockedBy?: string | null;
  /** Why Dismiss cannot be pressed now, besides the note (e.g. the zip no longer waits). */
  dismissBlockedBy?: string | null;
  onApprove: () => void;
  onDismiss: () => void;
}

/**
 * The retailer's approval form as it looks (spec 001 §5): the note, Approve and Dismiss ('Vrátit').
 * Which is enabled, and what each does, is the caller's: a creative's, an item's zip, a landing page.
 * A disabled button says why in its tooltip. The caller leaves the form out when the note cannot be
 * written at all (approved): then no decision applies.
 */
export function ReviewNoteForm({
  title,
  help,
  note,
  onNote,
  noteEnabled,
  approveEnabled,
  dismissEnabled,
  approveBlockedBy,
  dismissBlockedBy,
  onApprove,
  onDismiss,
}: ReviewNoteFormProps) {
  const { t } = useLingui();
  const written = note.trim() !== '';
  const approveReason = approveEnabled
    ? null
    : written
      ? t`S poznámkou nelze schválit: poznámka je důvodem vrácení. Pro schválení ji smažte.`
      : (approveBlockedBy ?? null);
  const dismissReason = dismissEnabled
    ? null
    : (dismissBlockedBy ?? (written ? null : t`Pro vrácení napište do poznámky jeho důvod.`));
  return (
    <section aria-label={title} style={{ marginTop: 24 }}>
      <SectionTitle level={2} size={4}>
        {title}
      </SectionTitle>
      <FieldFrame id="approval-note" label={t`Poznámka`} help={help}>
        <Input.TextArea
          id="approval-note"
          rows={3}
          value={note}
          maxLength={CREATIVE_NOTE_MAX_LENGTH}
          disabled={!noteEnabled}
          aria-describedby="approval-note-help"
          onChange={(event) => onNote(event.target.value)}
        />
      </FieldFrame>
      <Flex gap={8} wrap>
        <ReasonTooltip reason={approveReason}>
          <Button type="primary" disabled={!approveEnabled} onClick={onApprove}>
            {t`Schválit`}
          </Button>
        </ReasonTooltip>
        <ReasonTooltip reason={dismissReason}>
          <Button danger disabled={!dismissEnabled} onClick={onDismiss}>
            {t`Vrátit`}
          </Button>
        </ReasonTooltip>
      </Flex>
    </section>
  );
}
