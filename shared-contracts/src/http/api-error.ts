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
