import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pgErrorOf } from '../db/pg-error';
import { AppError, TooManyRequestsError, ValidationError } from '../errors';
import { formatBytes } from '../i18n/format-bytes';
import { languageFromHeader } from '../i18n/locale';
import { translate, type MessageCode, type MessageParams } from '../i18n/messages';

/** Fastify's own 4xx errors (parsing, limits) mapped onto our codes. */
function fromFastifyError(
  error: FastifyError,
  request: FastifyRequest,
  bodyLimit: number,
): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(400, 'invalid_json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, 'empty_body');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'payload_too_large', { limit: formatBytes(bodyLimit) });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'unsupported_media_type', {
        contentType: request.headers['content-type'] ?? '',
      });
    default:
      if (error.statusCode === 429) return new TooManyRequestsError('too_many_requests');
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
        return new AppError(error.statusCode, 'validation_failed');
      return undefined;
  }
}

/**
 * A statement the database refused because of the data it was given, which no validation caught:
 * a value it cannot take (class 22: out of range, invalid text) is the caller's input, a violated
 * constraint (class 23) a change that conflicts with what is stored. Neither is a server failure.
 */
function fromDatabaseError(error: unknown): AppError | undefined {
  const code = pgErrorOf(error)?.code;
  if (code?.startsWith('22')) return new AppError(400, 'invalid_input_value');
  if (code?.startsWith('23')) return new AppError(409, 'conflicting_change');
  return undefined;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: MessageCode,
  params: MessageParams = {},
  extra: Record<string, unknown> = {},
): FastifyReply {
  const language = languageFromHeader(request.headers['accept-language']);
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({
      code,
      message: translate(code, language, params),
      requestId: request.id,
      ...extra,
    });
}

/** The one place errors become answers: `{ code, message, fieldErrors?, validationErrors?, requestId }`. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance, options: { bodyLimit: number }) => {
  app.setErrorHandler((rawError: FastifyError | AppError, request, reply) => {
    const error =
      rawError instanceof AppError
        ? rawError
        : (fromFastifyError(rawError, request, options.bodyLimit) ?? fromDatabaseError(rawError));
    if (!error) {
      request.log.error({ err: rawError }, 'unexpected error');
      return sendError(request, reply, 500, 'internal_error');
    }
    const language = languageFromHeader(request.headers['accept-language']);
    const extra: Record<string, unknown> = { ...error.extra };
    if (error instanceof ValidationError) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.issues) {
        (fieldErrors[issue.field] ??= []).push(
          translate(issue.code, language, { field: issue.field, ...issue.params }),
        );
      }
      extra.fieldErrors = fieldErrors;
    }
    if (error instanceof TooManyRequestsError && error.retryAfterSeconds) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (error.statusCode >= 500) request.log.error({ err: rawError }, 'server error');
    else if (!(rawError instanceof AppError) && pgErrorOf(rawError))
      request.log.warn({ err: rawError }, 'statement refused by the database');
    return sendError(request, reply, error.statusCode, error.code, error.params, extra);
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, 404, 'route_not_found', {
      method: request.method,
      url: request.url.split('?')[0] ?? '',
    }),
  );
});
