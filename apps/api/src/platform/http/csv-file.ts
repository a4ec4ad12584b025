import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { indiaDate } from '../system/india-time.js';

/**
 * Rows as RFC 4180 CSV with a header (CRLF line ends, fields quoted when they hold a comma, quote or line break).
 * `escape_formulas` prefixes a cell starting with = + - @ tab or carriage return with ', so a spreadsheet shows a
 * value like `=HYPERLINK(...)` as text instead of running it (OWASP CSV injection). Every export uses this.
 */
export function spreadsheetSafeCsv(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    { header: true, columns: [...columns], record_delimiter: 'windows', escape_formulas: true },
  );
}

/** Sends `csv` as a download named `{name}-{India's date}.csv`, never cached. */
export function sendCsvDownload(reply: FastifyReply, name: string, csv: string, at: Date) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${indiaDate(at)}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
