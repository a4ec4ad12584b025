import type { newsletterSubscriptions } from './tables.js';

export const SUBSCRIBER_CSV_COLUMNS = ['email', 'status', 'created_at', 'updated_at'] as const;

/** Subscriptions, batch by batch, as the export's CSV records (in SUBSCRIBER_CSV_COLUMNS' order). */
export async function* subscriberCsvRecords(
  batches: AsyncIterable<(typeof newsletterSubscriptions.$inferSelect)[]>,
): AsyncGenerator<string[]> {
  for await (const batch of batches) {
    for (const row of batch) {
      yield [
        row.email,
        row.subscribed ? 'subscribed' : 'unsubscribed',
        row.createdAt.toISOString(),
        row.updatedAt.toISOString(),
      ];
    }
  }
}
