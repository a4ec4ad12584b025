import type { ApiClient } from './client';
import { downloadBlob } from './download';

/** No spec string: worded like spec 8's 'Failed to download invoice'. */
export const SUBMISSION_FILE_FALLBACK_MESSAGE = 'Failed to download file';

/** The two routes to a submission's file: the customer's own (owner only) and the back office's (staff token). */
type SubmissionFilePath = '/public/services/submissions/{id}/files/{fileId}' | '/admin/submissions/{id}/files/{fileId}';

/** The download of one file of a submission through `path`; failures reject with the catalogue's ApiError. */
export const submissionFileDownload =
  (path: SubmissionFilePath) =>
  (client: ApiClient, submissionId: string, fileId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Blob> =>
    downloadBlob(
      () => client.raw.GET(path, { params: { path: { id: submissionId, fileId } }, parseAs: 'blob', signal }),
      SUBMISSION_FILE_FALLBACK_MESSAGE,
    );

/** Fetches one uploaded document of the customer's submission (owner only, so it needs the bearer token). */
export const downloadSubmissionFile = submissionFileDownload('/public/services/submissions/{id}/files/{fileId}');
