import type { ApiClient } from './client';
import { downloadBlob } from './download';

/** No spec string: worded like spec 8's 'Failed to download invoice'. */
export const SUBMISSION_FILE_FALLBACK_MESSAGE = 'Failed to download file';

/** Fetches one uploaded document of the customer's submission (owner only, so it needs the bearer token). */
export function downloadSubmissionFile(
  client: ApiClient,
  submissionId: string,
  fileId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Blob> {
  return downloadBlob(
    () =>
      client.raw.GET('/public/services/submissions/{id}/files/{fileId}', {
        params: { path: { id: submissionId, fileId } },
        parseAs: 'blob',
        signal,
      }),
    SUBMISSION_FILE_FALLBACK_MESSAGE,
  );
}
