import type { ApiClient } from './client';
import { downloadBlob } from './download';
import type { operations } from './schema';

export const NEWSLETTER_EXPORT_FALLBACK_MESSAGE = 'Failed to export the subscribers';

export type NewsletterExportQuery = NonNullable<operations['exportNewsletterSubscribers']['parameters']['query']>;

export interface NewsletterExportFile {
  blob: Blob;
  /** The server's name, `newsletter-subscribers-{YYYY-MM-DD}.csv` (the date in India). */
  fileName: string;
}

/** The server's file name from `Content-Disposition: attachment; filename="…"` (its names are plain ASCII). */
const attachmentName = (disposition: string | null) => disposition?.match(/filename="([^"]+)"/)?.[1];

/**
 * Fetches the newsletter subscriptions matching `query` as CSV (admins, with the staff token); failures reject with
 * the catalogue's ApiError.
 */
export async function exportNewsletterSubscribers(
  client: ApiClient,
  query: NewsletterExportQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<NewsletterExportFile> {
  let disposition: string | null = null;
  const blob = await downloadBlob(async () => {
    const result = await client.raw.GET('/admin/newsletter/subscribers/export', {
      params: { query },
      parseAs: 'blob',
      signal,
    });
    disposition = result.response.headers.get('content-disposition');
    return result;
  }, NEWSLETTER_EXPORT_FALLBACK_MESSAGE);
  return { blob, fileName: attachmentName(disposition) ?? 'newsletter-subscribers.csv' };
}
