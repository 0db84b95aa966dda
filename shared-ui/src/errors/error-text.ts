import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/shared-contracts/core';
import { useCallback } from 'react';

/** The field errors of a failed call joined by spaces (spec §8: save failures), or ''. */
export function joinedFieldErrors(error: unknown): string {
  if (!isApiError(error) || !error.body.fieldErrors) return '';
  return Object.values(error.body.fieldErrors).flat().join(' ');
}

/**
 * What a failed call says to the user (spec §8): the server message, or the field errors joined by
 * spaces, or the unexpected-error text when the call did not reach the server.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useLingui();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error))
        return error.body.message || joinedFieldErrors(error) || t`Nastala neočekávaná chyba`;
      return t`Nastala neočekávaná chyba`;
    },
    [t],
  );
}
