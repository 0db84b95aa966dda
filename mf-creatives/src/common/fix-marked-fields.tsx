import { useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/shared-ui/components';
import { useFormState } from '@portal/shared-ui/form';

/**
 * Above the buttons of a long form (a creative's parts, a landing page's texts), after a send the
 * browser's checks refused: that the marked fields need fixing, as they may be out of sight. The
 * server's refusal is the kit's FormError (useApiForm's `formError: 'whole'`).
 */
export function FixMarkedFields() {
  const { t } = useLingui();
  const { submitting, submitFailed, hasValidationErrors } = useFormState({
    subscription: { submitting: true, submitFailed: true, hasValidationErrors: true },
  });
  if (submitting || !submitFailed || !hasValidationErrors) return null;
  return (
    <Alert type="error" showIcon title={t`Opravte prosím označená pole.`} style={{ marginBottom: 16 }} />
  );
}
