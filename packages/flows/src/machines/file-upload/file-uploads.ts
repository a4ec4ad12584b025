import { fromCallback } from 'xstate';

/**
 * One chosen file on its way to the server, as the form shows it (a row with name, size, progress, Cancel/Retry).
 * - `uploading`: sent on its own (the app's `fileUploader`), `bytesSent` of `bytesTotal` so far;
 * - `uploaded`: staged on the server as `uploadId`, which the form's submit names;
 * - `failed`: `error` says why; Retry sends it again, alone;
 * - `attached`: no uploader: the file goes with the form's own request, as before.
 */
export interface FileUpload {
  /** Stable for the row: a new choice of the same file gets a new key. */
  key: string;
  field: string;
  file: File;
  status: 'uploading' | 'uploaded' | 'failed' | 'attached';
  bytesSent: number;
  bytesTotal: number;
  uploadId?: string;
  error?: string;
}

/** What a form tells its uploader. */
export type FileUploaderCommand =
  | { type: 'UPLOAD.START'; key: string; file: File }
  | { type: 'UPLOAD.RETRY'; key: string; file: File }
  | { type: 'UPLOAD.CANCEL'; key: string }
  /** The customer took out a file that had already arrived: the server may forget it. */
  | { type: 'UPLOAD.DISCARD'; key: string; uploadId: string };

/** What an uploader tells its form. */
export type FileUploaderEvent =
  | { type: 'UPLOAD.PROGRESS'; key: string; bytesSent: number; bytesTotal: number }
  | { type: 'UPLOAD.DONE'; key: string; uploadId: string }
  | { type: 'UPLOAD.FAILED'; key: string; message: string }
  | { type: 'UPLOAD.ATTACHED'; key: string };

/** The rows' own events, sent by the screen. */
export type FileUploadRowEvent = { type: 'CANCEL_UPLOAD'; key: string } | { type: 'RETRY_UPLOAD'; key: string };

/**
 * The default `fileUploader`: it uploads nothing and answers every file "attached", so the form sends its files with
 * its own request, as it did before staged uploads. Unlike the flows' other placeholders it does not throw: a form
 * without an uploader still works (the example storefront relies on it); an app that wants progress, cancel and
 * retry provides one (the storefront's uses Uppy).
 */
export const attachWithForm = fromCallback<FileUploaderCommand>(({ sendBack, receive }) => {
  receive((command) => {
    if (command.type === 'UPLOAD.START' || command.type === 'UPLOAD.RETRY') {
      sendBack({ type: 'UPLOAD.ATTACHED', key: command.key } satisfies FileUploaderEvent);
    }
  });
});

/**
 * New rows for the files chosen for `field`, each to be started. Keys are `field-n`, numbered after `uploads` (the
 * rows a machine ever made, counted in its context), so a machine's keys are the same on every run.
 */
export const newUploads = (field: string, files: readonly File[], made: number): FileUpload[] =>
  files.map((file, index) => ({
    key: `${field}-${made + index + 1}`,
    field,
    file,
    status: 'uploading',
    bytesSent: 0,
    bytesTotal: file.size,
  }));

/**
 * The rows after the uploader's event. Only a travelling row moves: an event that comes late (for a row cancelled,
 * replaced or already settled) changes nothing.
 */
export function applyUploaderEvent(uploads: readonly FileUpload[], event: FileUploaderEvent): FileUpload[] {
  return uploads.map((upload) => {
    if (upload.key !== event.key || upload.status !== 'uploading') return upload;
    switch (event.type) {
      case 'UPLOAD.PROGRESS':
        return { ...upload, bytesSent: event.bytesSent, bytesTotal: event.bytesTotal || upload.bytesTotal };
      case 'UPLOAD.DONE':
        return {
          ...upload,
          status: 'uploaded',
          uploadId: event.uploadId,
          bytesSent: upload.bytesTotal,
          error: undefined,
        };
      case 'UPLOAD.FAILED':
        return { ...upload, status: 'failed', error: event.message };
      case 'UPLOAD.ATTACHED':
        return { ...upload, status: 'attached', error: undefined };
    }
    return upload;
  });
}

/** The command that sends a row's file on its way: the first time (`UPLOAD.START`) or again after it failed. */
export const sendingOf = (upload: FileUpload, type: 'UPLOAD.START' | 'UPLOAD.RETRY'): FileUploaderCommand => ({
  type,
  key: upload.key,
  file: upload.file,
});

/** The row `key` names, if it is still there. */
export const uploadWithKey = (uploads: readonly FileUpload[], key: string) =>
  uploads.find((candidate) => candidate.key === key);

/** The command that takes a row out: stop it while it travels, or let the server forget it once it arrived. */
export function removalOf(upload: FileUpload): FileUploaderCommand | undefined {
  if (upload.status === 'uploading' || upload.status === 'failed') return { type: 'UPLOAD.CANCEL', key: upload.key };
  if (upload.status === 'uploaded' && upload.uploadId) {
    return { type: 'UPLOAD.DISCARD', key: upload.key, uploadId: upload.uploadId };
  }
  return undefined;
}

/** Some file is still on its way. */
export const uploadsInFlight = (uploads: readonly FileUpload[]) =>
  uploads.some((upload) => upload.status === 'uploading');

/** The message a field shows for its first failed upload, or undefined. */
export function failedUploadMessage(uploads: readonly FileUpload[], field: string): string | undefined {
  const failed = uploads.find((upload) => upload.field === field && upload.status === 'failed');
  return failed ? uploadFailedMessage(failed.file.name) : undefined;
}

export const uploadFailedMessage = (name: string) => `${name} did not upload. Retry it or remove it.`;

/** The staged upload ids per field, for the submit's `stagedUploads` part. */
export function stagedUploadIds(uploads: readonly FileUpload[]): Record<string, string[]> {
  const ids: Record<string, string[]> = {};
  for (const upload of uploads) {
    if (upload.status === 'uploaded' && upload.uploadId)
      ids[upload.field] = [...(ids[upload.field] ?? []), upload.uploadId];
  }
  return ids;
}

/** The files sent with the form's own request (no uploader), per field. */
export function attachedFiles(uploads: readonly FileUpload[]): Record<string, File[]> {
  const files: Record<string, File[]> = {};
  for (const upload of uploads) {
    if (upload.status === 'attached') files[upload.field] = [...(files[upload.field] ?? []), upload.file];
  }
  return files;
}

/** A row as the kit's upload list draws it (progress from 0 to 1). */
export const uploadRowOf = (upload: FileUpload) => ({
  key: upload.key,
  name: upload.file.name,
  size: upload.file.size,
  status: upload.status === 'attached' ? ('ready' as const) : upload.status,
  progress: upload.bytesTotal > 0 ? Math.min(1, upload.bytesSent / upload.bytesTotal) : 0,
  error: upload.error,
});

export type UploadRow = ReturnType<typeof uploadRowOf>;

/** The rows by field name, for a form with several file fields. */
export function uploadRowsByField(uploads: readonly FileUpload[]): Record<string, UploadRow[]> {
  const rows: Record<string, UploadRow[]> = {};
  for (const upload of uploads) rows[upload.field] = [...(rows[upload.field] ?? []), uploadRowOf(upload)];
  return rows;
}
