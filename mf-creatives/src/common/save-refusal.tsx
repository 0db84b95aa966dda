import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/shared-contracts/core';
import { Alert } from '@portal/shared-ui/components';
import { useFormState } from '@portal/shared-ui/form';
import { useState } from 'react';

/**
 * The server's own sentence about a refused save (validation_failed: "Některá pole nejsou vyplněna
 * správně."), which these screens show above the buttons while the kit puts the answer's messages
 * on their fields. Give `onError` to useApiForm and `clear` at the start of `submit`.
 */
export function useRefusalSentence() {
  const [sentence, setSentence] = useState<string | null>(null);
  return {
    sentence,
    clear: () => setSentence(null),
    // Only notes the sentence: the fields and any other refusal stay the kit's.
    onError: (error: unknown): undefined => {
      const validation = isApiError(error) && error.body.code === 'validation_failed';
      setSentence(validation ? error.body.message || null : null);
      return undefined;
    },
  };
}

/**
 * Above the buttons: after a send the browser refused, that the marked fields need fixing
 * (`invalidNote`); after one the server refused, its sentence (unless the kit's FormError says it).
 */
export function SaveRefusal({
  sentence,
  invalidNote = false,
}: {
  sentence: string | null;
  invalidNote?: boolean;
}) {
  const { t } = useLingui();
  const { submitting, submitFailed, hasValidationErrors, submitError } = useFormState({
    subscription: { submitting: true, submitFailed: true, hasValidationErrors: true, submitError: true },
  });
  if (submitting) return null;
  const text =
    invalidNote && submitFailed && hasValidationErrors
      ? t`Opravte prosím označená pole.`
      : sentence && sentence !== submitError
        ? sentence
        : null;
  if (!text) return null;
  return <Alert type="error" showIcon title={text} style={{ marginBottom: 16 }} />;
}
