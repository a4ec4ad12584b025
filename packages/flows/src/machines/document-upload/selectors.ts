import type { SnapshotFrom } from 'xstate';
import type { documentUploadMachine } from './document-upload.machine.js';

type Snapshot = SnapshotFrom<typeof documentUploadMachine>;

/** The request, as a file field of the application form (label, required, types, size limit). */
export const uploadField = (snapshot: Snapshot) => snapshot.context.field;
export const chosenFiles = (snapshot: Snapshot) => snapshot.context.files;
/** The field's message (a spec 5 file rule, or the server's), shown by the file control. */
export const fileError = (snapshot: Snapshot) => snapshot.context.fileError;
/** A failure that is not about the files themselves, shown above the button. */
export const failureMessage = (snapshot: Snapshot) => snapshot.context.failure;
/** The control and its button are busy. */
export const isUploading = (snapshot: Snapshot) =>
  snapshot.matches('validating') || snapshot.matches('awaitingUploads') || snapshot.matches('uploading');
/** Sent while files were still travelling: the rows can still be cancelled. */
export const isWaitingForUploads = (snapshot: Snapshot) => snapshot.matches('awaitingUploads');
/** The rows of the chosen files on their way (or arrived), for the kit's upload list. */
export const uploadRows = (snapshot: Snapshot) => snapshot.context.uploads;
/** The request is answered: the screen says so and reads the progress again. */
export const isUploaded = (snapshot: Snapshot) => snapshot.matches('done');
