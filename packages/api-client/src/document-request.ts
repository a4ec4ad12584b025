import type { ApiClient, CallResult } from './client';

/** No spec string: worded like spec 8's fallbacks. */
export const ANSWER_DOCUMENT_REQUEST_FALLBACK_MESSAGE = 'Failed to upload documents';

/**
 * Answers a document request of the customer's submission (answerDocumentRequest): one multipart `files` part per
 * file, and the ids of files uploaded beforehand (`stageUpload`) in a `stagedUploads` part. Rejects with the catalogue's ApiError: a 422 carries `fieldErrors.files` in the spec's wording, an answered
 * request 409; fallback 'Failed to upload documents'.
 */
export function answerDocumentRequest(
  client: ApiClient,
  submissionId: string,
  requestId: string,
  files: readonly Blob[],
  { signal, stagedUploads = [] }: { signal?: AbortSignal; stagedUploads?: readonly string[] } = {},
): Promise<CallResult<'post', '/public/services/submissions/{id}/document-requests/{requestId}'>> {
  const form = new FormData();
  if (stagedUploads.length > 0) form.append('stagedUploads', JSON.stringify({ files: stagedUploads }));
  for (const file of files) form.append('files', file, file instanceof File ? file.name : 'files');
  return client.post('/public/services/submissions/{id}/document-requests/{requestId}', {
    params: { path: { id: submissionId, requestId } },
    // As submitApplication: openapi-fetch sends FormData as is and fetch sets the multipart boundary.
    body: form as never,
    fallbackMessage: ANSWER_DOCUMENT_REQUEST_FALLBACK_MESSAGE,
    signal,
  });
}
