/**
 * CSV exports streamed in the caller's language and separator. This index is all the area offers to
 * the rest of the API.
 */
export { BOM, csvLine, dmyDate, separatorFor, wholeAmount } from './csv';
export { type CsvColumn, type CsvExport, streamCsv } from './stream-csv';
