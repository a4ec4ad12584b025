import { discardStagedUpload, STAGE_UPLOAD_FALLBACK_MESSAGE, STAGE_UPLOAD_PATH } from '@startwise/api-client';
import type { fileUpload } from '@startwise/flows';
import Uppy from '@uppy/core';
import XHRUpload from '@uppy/xhr-upload';
import { api } from '../app/api';
import { storedToken } from '../auth/auth-storage';

/** What `stageUpload` answers, or its error envelope. */
interface StageAnswer {
  [key: string]: unknown;
  success?: boolean;
  message?: string;
  data?: { upload?: { id: string } };
  errors?: { field: string; message: string }[];
}

type Meta = { key: string; relativePath: string };

export const CONNECTION_LOST = 'The connection was lost. Check your network and retry.';

/** A dropped connection or a server that is briefly away: worth trying again by itself (Uppy waits 0.3, 0.6, 1.2 s). */
const worthRetrying = (status: number) =>
  status === 0 || status === 401 || status === 502 || status === 503 || status === 504;

/**
 * The customer's words for a failed upload: the server's (a 413 or 422 in the spec's wording), or what happened.
 * Uppy's XHR plugin hands over the XMLHttpRequest itself (or nothing, when the request never left).
 */
function failureMessage(request: unknown) {
  const xhr = request instanceof XMLHttpRequest ? request : undefined;
  if (!xhr?.status) return CONNECTION_LOST;
  let body: StageAnswer | undefined;
  try {
    body = JSON.parse(xhr.responseText) as StageAnswer;
  } catch {
    body = undefined;
  }
  return body?.errors?.[0]?.message || body?.message || STAGE_UPLOAD_FALLBACK_MESSAGE;
}

/**
 * The storefront's file uploader for the flows' forms: each file is its own `stageUpload` request through Uppy's XHR
 * plugin (progress, abort, retries of a dropped connection), with the customer's bearer token; a 401 renews the
 * session once through the API client and tries again. Loaded with the form (a chunk of its own), never with the
 * page's first script.
 */
export function createUppyTransport(sendBack: (event: fileUpload.FileUploaderEvent) => void) {
  const uppy = new Uppy<Meta, StageAnswer>({ id: 'staged-uploads' });
  uppy.use(XHRUpload<Meta, StageAnswer>, {
    endpoint: `/api${STAGE_UPLOAD_PATH}`,
    fieldName: 'file',
    formData: true,
    // Only the file part: the contract takes nothing else.
    allowedMetaFields: [],
    // Two files at a time: on a slow mobile link more only share the same bandwidth.
    limit: 2,
    // No progress for a minute: the connection is gone.
    timeout: 60_000,
    onBeforeRequest: (xhr) => {
      const token = storedToken();
      if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    },
    shouldRetry: (xhr) => worthRetrying(xhr.status),
    onAfterResponse: async (xhr, retryCount) => {
      // An expired access token: renew the session (the API client's refresh) before the retry sends it again.
      if (xhr.status === 401 && retryCount === 0) await api.get('/users/me').catch(() => undefined);
    },
    getResponseData: (xhr) => {
      try {
        return JSON.parse(xhr.responseText) as StageAnswer;
      } catch {
        return {};
      }
    },
  });

  const ids = new Map<string, string>();
  const keyOf = (file: { meta: Meta } | undefined) => file?.meta.key;

  uppy.on('upload-progress', (file, progress) => {
    const key = keyOf(file);
    if (key) {
      sendBack({
        type: 'UPLOAD.PROGRESS',
        key,
        bytesSent: progress.bytesUploaded,
        bytesTotal: progress.bytesTotal ?? 0,
      });
    }
  });
  uppy.on('upload-success', (file, response) => {
    const key = keyOf(file);
    const uploadId = response.body?.data?.upload?.id;
    if (!key) return;
    sendBack(
      uploadId
        ? { type: 'UPLOAD.DONE', key, uploadId }
        : { type: 'UPLOAD.FAILED', key, message: STAGE_UPLOAD_FALLBACK_MESSAGE },
    );
  });
  uppy.on('upload-error', (file, _error, request) => {
    const key = keyOf(file);
    if (key) sendBack({ type: 'UPLOAD.FAILED', key, message: failureMessage(request) });
  });

  /** Uploads one file: `retryUpload` runs an upload of that file alone (`upload()` would also retry every failed one). */
  const send = (id: string) => void uppy.retryUpload(id).catch(() => undefined);

  return {
    handle(command: fileUpload.FileUploaderCommand) {
      switch (command.type) {
        case 'UPLOAD.START': {
          // The key in relativePath keeps two choices of the same file (two fields, or again) apart for Uppy.
          const id = uppy.addFile({
            name: command.file.name,
            type: command.file.type,
            data: command.file,
            meta: { key: command.key, relativePath: command.key },
          });
          ids.set(command.key, id);
          send(id);
          return;
        }
        case 'UPLOAD.RETRY': {
          const id = ids.get(command.key);
          if (id) send(id);
          return;
        }
        case 'UPLOAD.CANCEL':
        case 'UPLOAD.DISCARD': {
          const id = ids.get(command.key);
          ids.delete(command.key);
          // Removing the file aborts its request if it is still travelling.
          if (id && uppy.getFile(id)) uppy.removeFile(id);
          // The server forgets an arrived file; if this fails, the staged upload expires by itself.
          if (command.type === 'UPLOAD.DISCARD') void discardStagedUpload(api, command.uploadId).catch(() => undefined);
          return;
        }
      }
    },
    close() {
      uppy.cancelAll();
      uppy.destroy();
    },
  };
}
