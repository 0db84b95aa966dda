import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Flex } from '@portal/shared-ui/components';
import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';

/** What the server refused that belongs to no field shown (or the browser could not send). */
export function FormError() {
  const { submitError } = useFormState({ subscription: { submitError: true } });
  if (!submitError) return null;
  return (
    <Alert type="error" showIcon role="alert" title={String(submitError)} style={{ marginBottom: 16 }} />
  );
}

interface FormActionsProps {
  /** The send button's text: says what happens (Uložit, Poslat pozvánku). */
  submitText: ReactNode;
  onCancel?: () => void;
  cancelText?: ReactNode;
  /** Also blocks sending, with a reason the screen shows elsewhere. */
  disabled?: boolean;
  /** More buttons, before Cancel. */
  extra?: ReactNode;
  /**
   * The send button stays disabled until the browser's checks pass (the spec's choice for some
   * forms); otherwise sending an invalid form shows every message and focuses the first field.
   */
  disabledUntilValid?: boolean;
}

/**
 * A form's foot: its error, then Cancel and the send button, which shows that the form is sending
 * and cannot be pressed twice.
 */
export function FormActions({
  submitText,
  onCancel,
  cancelText,
  disabled,
  extra,
  disabledUntilValid,
}: FormActionsProps) {
  const { t } = useLingui();
  const { submitting, hasValidationErrors } = useFormState({
    subscription: { submitting: true, hasValidationErrors: true },
  });
  return (
    <>
      <FormError />
      <Flex justify="flex-end" gap={8} wrap>
        {extra}
        {onCancel && (
          <Button onClick={onCancel} disabled={submitting}>
            {cancelText ?? t`Zrušit`}
          </Button>
        )}
        <Button
          type="primary"
          htmlType="submit"
          disabled={disabled || (disabledUntilValid && hasValidationErrors)}
          loading={submitting}
        >
          {submitText}
        </Button>
      </Flex>
    </>
  );
}
