import { useLingui } from '@lingui/react/macro';
import { Button, Flex } from '@portal/shared-ui/components';
import { SaveFailure, type EditConflictState } from '../common/edit-conflict';

interface DialogButtonsProps {
  failure: string | null;
  /** A save refused as an edit conflict, shown in place of the failure with its reload. */
  conflict: EditConflictState;
  saving: boolean;
  canSave: boolean;
  onCancel: () => void;
}

/**
 * A variable dialog's refusal (it stays open with it) or edit conflict, Cancel and Save (the form's
 * submit).
 */
export function DialogButtons({ failure, conflict, saving, canSave, onCancel }: DialogButtonsProps) {
  const { t } = useLingui();
  return (
    <>
      <SaveFailure failure={failure} conflict={conflict} />
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onCancel} disabled={saving}>
          {t`Zrušit`}
        </Button>
        <Button type="primary" htmlType="submit" disabled={!canSave} loading={saving}>
          {t`Uložit`}
        </Button>
      </Flex>
    </>
  );
}
