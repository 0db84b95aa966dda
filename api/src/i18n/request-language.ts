import type { FastifyRequest } from 'fastify';
import { languageFromHeader, type MessageLanguage } from './locale';

/** The caller's language for texts in answers: Accept-Language, else the user's saved locale, else Czech. */
export function languageOf(request: FastifyRequest): MessageLanguage {
  return languageFromHeader(request.headers['accept-language'] ?? request.auth?.user.locale ?? undefined);
}
