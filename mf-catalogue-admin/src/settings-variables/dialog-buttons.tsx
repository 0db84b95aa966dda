import { useLingui } from '@lingui/react/macro';
import { FormActions } from '@portal/shared-ui/form';
import { SaveFailure, type EditConflictState } from '../common/edit-conflict';

interface DialogButtonsProps {
  /** A save refused as an edit conflict, shown with its reload. */
  conflict: EditConflictState;
  canSave: boolean;
  onCancel: () => void;
}

/**
 * A variable dialog's foot: an edit conflict (or a refusal, the dialog stays open with it), Cancel
 * and Save (the form's submit, showing that the form is sending).
 */
export function DialogButtons({ conflict, canSave, onCancel }: DialogButtonsProps) {
  const { t } = useLingui();
  return (
    <>
      <SaveFailure failure={null} conflict={conflict} />
      <FormActions submitText={t`Uložit`} onCancel={onCancel} disabled={!canSave} />
    </>
  );
}
