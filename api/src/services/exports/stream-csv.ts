import { PassThrough, type Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { PLAN_CURSOR_FOR_EVERY_ROW } from '../../db/planner-hints';
import { exportColumnName, type ExportColumn } from '../../i18n/export-columns';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { BOM, csvLine, separatorFor, type CsvValue } from './csv';

/** Rows per round trip: a batch's lines are a few hundred kilobytes at most, whatever the total. */
export const EXPORT_BATCH_SIZE = 1_000;

/** A list export as the route sends it. */
export interface CsvExport {
  fileName: string;
  stream: Readable;
}

/** A column of an export: its header (in the file's language) and its value in a row. */
export interface CsvColumn<Row> {
  name: ExportColumn;
  value: (row: Row, language: MessageLanguage) => CsvValue;
}

export interface CsvSource<Row> {
  /** The ids to export in the file's order: a select of one column `id`, ordered. */
  ids: SQL;
  /** The rows of a batch of ids, in the order of the ids (the list's own rows). */
  rowsOf: (tx: Transaction, ids: number[]) => Promise<Row[]>;
  columns: CsvColumn<Row>[];
  /** The language of the header and of the values that are words; it picks the separator too. */
  language: MessageLanguage;
}

/** The reader went away (the download was cancelled): the export stops reading. */
class ExportAbandoned extends Error {}

/** Waits until the stream takes more text, or is gone. */
const drained = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });

/**
 * The CSV file of every id `source.ids` selects, as a stream that is written while it is read.
 *
 * The ids are read through a cursor over the sorted statement, `batchSize` at a time, each batch's
 * rows by the lists' own row statements, and each batch is written only when the reader has taken the
 * one before (backpressure): the process holds one batch whatever the number of rows. A cursor rather
 * than keyset paging, because several of the lists' orders (by product, company or campaign name of
 * another table) have no index to seek from: each keyset page would sort all remaining matches
 * again, where the cursor's statement sorts them once. The cursor needs a transaction, read-only
 * and repeatable-read, so the file is one snapshot even though the lists change meanwhile; its
 * price is that the export holds a connection of the pool while it runs (on PGlite, the one
 * connection: other requests wait for the export). The cursor is planned for reading every row
 * (PLAN_CURSOR_FOR_EVERY_ROW, db/planner-hints.ts).
 *
 * Resolves once the head and the first batch are written, so a failure of the statement is still an
 * error answer; a failure after that breaks the stream off, so the download fails rather than
 * ending as a file that looks complete. A cancelled download ends the transaction.
 */
export async function streamCsv<Row>(
  ctx: AppContext,
  { ids: idStatement, rowsOf, columns, language }: CsvSource<Row>,
  batchSize = EXPORT_BATCH_SIZE,
): Promise<Readable> {
  const separator = separatorFor(language);
  const lineOf = (values: CsvValue[]) => csvLine(values, separator);
  const stream = new PassThrough();
  // Fastify listens for the stream's errors once it sends it; until then a break-off must not be an
  // unhandled 'error' event.
  stream.on('error', () => undefined);
  let started = false;
  let start!: () => void;
  let failBeforeStart!: (error: unknown) => void;
  const startedOrFailed = new Promise<void>((resolve, reject) => {
    start = resolve;
    failBeforeStart = reject;
  });
  const write = async (text: string) => {
    if (stream.destroyed) throw new ExportAbandoned();
    const more = stream.write(text);
    // The route starts sending on the first write; only then can a full buffer drain.
    started = true;
    start();
    if (!more) await drained(stream);
    if (stream.destroyed) throw new ExportAbandoned();
  };

  const run = ctx.db.transaction(
    async (tx) => {
      await tx.execute(PLAN_CURSOR_FOR_EVERY_ROW);
      await tx.execute(sql`declare export_ids no scroll cursor for ${idStatement}`);
      // FETCH takes no parameter for its count.
      const fetch = sql.raw(`fetch forward ${Math.trunc(batchSize)} from export_ids`);
      let text = BOM + lineOf(columns.map((column) => exportColumnName(column.name, language)));
      for (;;) {
        const result = await tx.execute(fetch);
        const ids = (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
        for (const row of ids.length > 0 ? await rowsOf(tx, ids) : [])
          text += lineOf(columns.map((column) => column.value(row, language)));
        if (text) await write(text);
        text = '';
        if (ids.length < batchSize) return;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  run.then(
    () => stream.end(),
    (error: unknown) => {
      if (!started) {
        stream.destroy();
        failBeforeStart(error);
      } else if (!(error instanceof ExportAbandoned)) {
        ctx.log.error({ err: error }, 'list export broken off');
        stream.destroy(error as Error);
      }
    },
  );
  await startedOrFailed;
  return stream;
}
