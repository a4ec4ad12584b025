import type { ApiClient } from './client';
import { downloadBlob } from './download';
import type { operations } from './schema';

export const DUE_SOON_EXPORT_FALLBACK_MESSAGE = 'Failed to export the due-soon list';

export type DueSoonExportQuery = NonNullable<operations['exportDueSoonObligations']['parameters']['query']>;

/**
 * The back office's due-soon list with its filters as CSV (GET /admin/compliance/due-soon/export, staff token),
 * named as the server names it (`due-soon-{YYYY-MM-DD}.csv`). Failures reject with the catalogue's ApiError.
 */
export async function exportDueSoonObligations(
  client: ApiClient,
  query: DueSoonExportQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ blob: Blob; fileName: string }> {
  let disposition: string | null = null;
  const blob = await downloadBlob(async () => {
    const result = await client.raw.GET('/admin/compliance/due-soon/export', {
      params: { query },
      parseAs: 'blob',
      signal,
    });
    disposition = result.response.headers.get('content-disposition');
    return result;
  }, DUE_SOON_EXPORT_FALLBACK_MESSAGE);
  return { blob, fileName: /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'due-soon.csv' };
}
