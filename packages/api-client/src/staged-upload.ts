import type { ApiClient } from './client';

/** The path the storefront's uploader posts each file to (`stageUpload`: one multipart `file` part). */
export const STAGE_UPLOAD_PATH = '/uploads';

export const STAGE_UPLOAD_FALLBACK_MESSAGE = 'Failed to upload the file';

/** Removes a staged upload the customer took out of the form (`discardStagedUpload`); 404 when already gone. */
export function discardStagedUpload(client: ApiClient, uploadId: string) {
  return client.call('delete', '/uploads/{uploadId}', {
    params: { path: { uploadId } },
    fallbackMessage: 'Failed to remove the file',
  });
}
