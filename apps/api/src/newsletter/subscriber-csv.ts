import { stringify } from 'csv-stringify/sync';
import type { newsletterSubscriptions } from './tables.js';

/**
 * Subscriptions as RFC 4180 CSV (CRLF line ends, fields quoted when they hold a comma, quote or line break).
 * `escape_formulas` prefixes a cell starting with = + - @ tab or carriage return with ', so a spreadsheet shows
 * an address like `=HYPERLINK(...)@x.in` as text instead of running it (OWASP CSV injection).
 */
export function subscribersCsv(rows: (typeof newsletterSubscriptions.$inferSelect)[]): string {
  return stringify(
    rows.map((row) => [
      row.email,
      row.subscribed ? 'subscribed' : 'unsubscribed',
      row.createdAt.toISOString(),
      row.updatedAt.toISOString(),
    ]),
    {
      header: true,
      columns: ['email', 'status', 'created_at', 'updated_at'],
      record_delimiter: 'windows',
      escape_formulas: true,
    },
  );
}
