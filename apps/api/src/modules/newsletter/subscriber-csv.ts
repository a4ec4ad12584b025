import { spreadsheetSafeCsv } from '../../platform/http/csv-file.js';
import type { newsletterSubscriptions } from './tables.js';

/** Subscriptions as formula-safe CSV (see spreadsheetSafeCsv). */
export function subscribersCsv(rows: (typeof newsletterSubscriptions.$inferSelect)[]): string {
  return spreadsheetSafeCsv(
    ['email', 'status', 'created_at', 'updated_at'],
    rows.map((row) => [
      row.email,
      row.subscribed ? 'subscribed' : 'unsubscribed',
      row.createdAt.toISOString(),
      row.updatedAt.toISOString(),
    ]),
  );
}
