import { useErrorText } from '@portal/shared-ui';
import { useState } from 'react';

interface RunOptions {
  /** Shows what else a failure says (the server's field errors beside their fields). */
  onFailure?: (caught: unknown) => void;
  /** The page is left after a success: the button keeps loading meanwhile. */
  leavesOnSuccess?: boolean;
}

/**
 * A send of the order form: whether it runs and the last failure's text (the server message, or the
 * field errors joined by spaces, spec §8 "save failures").
 */
export function useSubmission() {
  const errorText = useErrorText();
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const run = async (send: () => Promise<void>, { onFailure, leavesOnSuccess = false }: RunOptions = {}) => {
    setSubmitting(true);
    setSubmitError(null);
    try {
      await send();
      if (!leavesOnSuccess) setSubmitting(false);
    } catch (caught) {
      setSubmitError(errorText(caught));
      onFailure?.(caught);
      setSubmitting(false);
    }
  };

  return { submitting, submitError, run };
}
