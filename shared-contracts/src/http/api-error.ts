import { EDIT_CONFLICT_CODE, type EditConflict } from '../common/edit-version';
import type { ErrorBody } from '../common/error-body';

/** A failed call: the HTTP status and the server's error body (or a synthesised one). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }

  get code(): string {
    return this.body.code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A save refused because someone else saved the record since the form read it (409 `edit_conflict`). */
export function isEditConflict(error: unknown): error is ApiError & { body: { conflict: EditConflict } } {
  return (
    isApiError(error) &&
    error.status === 409 &&
    error.body.code.startsWith(EDIT_CONFLICT_CODE) &&
    error.body.conflict !== undefined
  );
}
