import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Flex } from '@portal/shared-ui/components';

interface DialogButtonsProps {
  failure: string | null;
  saving: boolean;
  canSave: boolean;
  onCancel: () => void;
}

/** A variable dialog's refusal (it stays open with it), Cancel and Save (the form's submit). */
export function DialogButtons({ failure, saving, canSave, onCancel }: DialogButtonsProps) {
  const { t } = useLingui();
  return (
    <>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
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
