import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageFromHeader, type MessageLanguage } from '../../i18n/locale';
import type { CsvExport } from '../../services/exports';

/**
 * The language of an export's header row (and so of its separator): the `locale` of the address,
 * which the export link carries because a plain link sends the browser's Accept-Language, not the
 * portal's; without it Accept-Language (an API client's), then the user's saved locale, as the other
 * routes decide (catalogue.ts languageOf).
 */
export function exportLanguageOf(request: FastifyRequest, locale: string | undefined): MessageLanguage {
  return languageFromHeader(
    locale ?? request.headers['accept-language'] ?? request.auth?.user.locale ?? undefined,
  );
}

/** An export as a download: UTF-8 CSV, a dated file name, never cached (it is the caller's data). */
export function sendCsv(reply: FastifyReply, csv: CsvExport): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(csv.stream);
}

/** The answer's description in the OpenAPI document. */
export const CSV_RESPONSE = {
  description: 'A CSV file (text/csv, UTF-8 with BOM), written while it is read',
  type: 'string',
} as const;
