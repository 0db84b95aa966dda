import type { EditConflict } from '@portal/shared-contracts';
import type { MessageCode, MessageParams } from './i18n/messages';

/**
 * The one error hierarchy of the API. Services throw these; the error handler turns them into the
 * `{ code, message, fieldErrors?, validationErrors?, requestId }` answer in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    readonly params: MessageParams = {},
    /** Extra properties of the answer, for example `deactivated: true`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(code: MessageCode = 'validation_failed', params?: MessageParams) {
    super(400, code, params);
  }
}

export interface FieldIssue {
  field: string;
  code: MessageCode;
  params?: MessageParams;
}

/** 400 with field errors; a kind of refusal with its own code and extra answer properties may name them. */
export class ValidationError extends AppError {
  constructor(
    readonly issues: FieldIssue[],
    code: MessageCode = 'validation_failed',
    extra: Record<string, unknown> = {},
    params: MessageParams = {},
  ) {
    super(400, code, params, extra);
  }
}

export class UnauthorizedError extends AppError {
  constructor(code: MessageCode = 'unauthorized', params?: MessageParams) {
    super(401, code, params);
  }
}

export class ForbiddenError extends AppError {
  constructor(code: MessageCode = 'forbidden', params?: MessageParams, extra?: Record<string, unknown>) {
    super(403, code, params, extra);
  }
}

export class NotFoundError extends AppError {
  constructor(code: MessageCode = 'not_found', params?: MessageParams) {
    super(404, code, params);
  }
}

export class ConflictError extends AppError {
  constructor(code: MessageCode, params?: MessageParams) {
    super(409, code, params);
  }
}

/**
 * 409 for a save made from an older read of an administered record: who saved it since and when, in
 * the message and as `conflict` (the screen offers to read the record again).
 */
export class EditConflictError extends AppError {
  constructor(conflict: EditConflict, when: string) {
    super(
      409,
      conflict.changedBy ? 'edit_conflict' : 'edit_conflict_unknown_user',
      { user: conflict.changedBy?.name ?? '', time: when },
      { conflict },
    );
  }
}

export class GoneError extends AppError {
  constructor(code: MessageCode, params?: MessageParams) {
    super(410, code, params);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    code: MessageCode,
    params?: MessageParams,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, code, params);
  }
}
