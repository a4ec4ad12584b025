import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { indiaDate } from '@startwise/format';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/**
 * Sends `records` as a CSV download named `{name}-{India's date}.csv`, never cached, streamed: each record is written
 * as it arrives, so memory stays flat however many rows an export has, and the first byte leaves with the first
 * batch. Read the records in keyset batches (db/keyset-batches.ts), never all at once.
 *
 * RFC 4180 with a header (CRLF line ends, fields quoted when they hold a comma, quote or line break).
 * `escape_formulas` prefixes a cell starting with = + - @ tab or carriage return with ', so a spreadsheet shows a
 * value like `=HYPERLINK(...)` as text instead of running it (OWASP CSV injection). Every export uses this.
 */
export function sendCsvDownload(
  reply: FastifyReply,
  name: string,
  columns: readonly string[],
  records: AsyncIterable<readonly unknown[]>,
  at: Date,
) {
  const csv = stringify({ header: true, columns: [...columns], record_delimiter: 'windows', escape_formulas: true });
  // A failure half-way (the database went away) destroys the stream: the download ends short instead of hanging.
  pipeline(Readable.from(records), csv).catch((error: unknown) => reply.log.error({ err: error }, 'CSV export failed'));
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${indiaDate(at)}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
