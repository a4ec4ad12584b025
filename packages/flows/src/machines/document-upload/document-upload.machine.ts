import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { applicationFieldError } from '../../rules/application-form.js';
import {
  DOCUMENT_REQUEST_FILES_FIELD,
  type DocumentRequest,
  documentRequestField,
} from '../../rules/document-request.js';
import { errorMessage, fieldErrorsOf } from '../../rules/error-message.js';
import { DOCUMENTS_UPLOAD_FAILED } from '../../rules/feedback.js';
import type { FormField } from '../../rules/form-field.js';
import {
  applyUploaderEvent,
  attachedFiles,
  attachWithForm,
  type FileUpload,
  type FileUploaderEvent,
  type FileUploadRowEvent,
  failedUploadMessage,
  newUploads,
  removalOf,
  sendingOf,
  stagedUploadIds,
  uploadsInFlight,
  uploadWithKey,
} from '../file-upload/file-uploads.js';

export interface DocumentUploadInput {
  /** The request being answered: its label, accepted types and size limit make the file field. */
  request: Pick<DocumentRequest, 'label' | 'fileTypes' | 'maxSize'>;
}

export interface DocumentUploadContext {
  /** The request, as an application-form file field (`documentRequestField`). */
  field: FormField;
  /** What the customer chose (browser File objects): what the rules check. */
  files: File[];
  /** The chosen files, when they pass the rules, each on its way to the server on its own (`fileUploader`). */
  uploads: FileUpload[];
  /** How many rows this machine ever made (row keys are numbered after it). */
  uploadsMade: number;
  /** The field's message: the spec 5 rule the files break, or the server's 422 for `files`. */
  fileError?: string;
  /** Any other failure (network, 409, 5xx): the server's message or 'Failed to upload documents'. */
  failure?: string;
}

export interface AnswerDocumentRequestInput {
  /** Files to send with the answer itself (when there is no uploader). */
  files: File[];
  /** The ids of the files the uploader already sent (staged uploads). */
  stagedUploads: string[];
}

export type DocumentUploadEvent =
  | { type: 'CHOOSE_FILES'; files: File[] }
  | { type: 'UPLOAD' }
  | FileUploadRowEvent
  | FileUploaderEvent;

/**
 * Answering one document request: choose files, UPLOAD checks them with the application form's file rules (no call
 * when they break one), then sends them. A refusal keeps the files so the customer can retry or choose again.
 */
export const documentUploadMachine = setup({
  types: {
    input: {} as DocumentUploadInput,
    context: {} as DocumentUploadContext,
    events: {} as DocumentUploadEvent,
  },
  actors: {
    answerDocumentRequest: fromPromise<unknown, AnswerDocumentRequestInput>(async () => {
      throw new Error('provide me: answerDocumentRequest');
    }),
    /** Sends each file on its own; the default attaches them to the answer instead (see `attachWithForm`). */
    fileUploader: attachWithForm,
  },
  guards: {
    filesAreInvalid: ({ context }) => context.fileError !== undefined,
    uploadsInFlight: ({ context }) => uploadsInFlight(context.uploads),
    noUploadsInFlight: ({ context }) => !uploadsInFlight(context.uploads),
  },
  actions: {
    /** A new choice replaces the files: the old ones stop (or are discarded), the new ones start if they pass. */
    chooseFiles: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'CHOOSE_FILES') return;
      const broken = event.files.length > 0 && applicationFieldError(context.field, undefined, event.files);
      const started = broken ? [] : newUploads(context.field.name, event.files, context.uploadsMade);
      for (const upload of context.uploads) {
        const command = removalOf(upload);
        if (command) enqueue.sendTo('uploader', command);
      }
      enqueue.assign({
        files: event.files,
        uploads: started,
        uploadsMade: context.uploadsMade + started.length,
        fileError: undefined,
        failure: undefined,
      });
      for (const upload of started) enqueue.sendTo('uploader', sendingOf(upload, 'UPLOAD.START'));
    }),
    cancelUpload: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'CANCEL_UPLOAD') return;
      const upload = uploadWithKey(context.uploads, event.key);
      if (!upload) return;
      const command = removalOf(upload);
      if (command) enqueue.sendTo('uploader', command);
      enqueue.assign({
        uploads: context.uploads.filter((candidate) => candidate !== upload),
        files: context.files.filter((file) => file !== upload.file),
        fileError: undefined,
      });
    }),
    retryUpload: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'RETRY_UPLOAD') return;
      const upload = uploadWithKey(context.uploads, event.key);
      if (upload?.status !== 'failed') return;
      enqueue.assign({
        uploads: context.uploads.map((candidate) =>
          candidate === upload ? { ...candidate, status: 'uploading', bytesSent: 0, error: undefined } : candidate,
        ),
        fileError: undefined,
      });
      enqueue.sendTo('uploader', sendingOf(upload, 'UPLOAD.RETRY'));
    }),
    trackUpload: assign(({ context, event }) =>
      event.type.startsWith('UPLOAD.')
        ? { uploads: applyUploaderEvent(context.uploads, event as FileUploaderEvent) }
        : {},
    ),
    validate: assign(({ context }) => ({
      fileError:
        applicationFieldError(context.field, undefined, context.files) ??
        failedUploadMessage(context.uploads, context.field.name),
      failure: undefined,
    })),
  },
}).createMachine({
  id: 'documentUpload',
  context: ({ input }) => ({ field: documentRequestField(input.request), files: [], uploads: [], uploadsMade: 0 }),
  // The uploader lives as long as the control: leaving the page stops it, and it cancels what is still travelling.
  invoke: { id: 'uploader', src: 'fileUploader' },
  on: {
    'UPLOAD.PROGRESS': { actions: 'trackUpload' },
    'UPLOAD.DONE': { actions: 'trackUpload' },
    'UPLOAD.FAILED': { actions: 'trackUpload' },
    'UPLOAD.ATTACHED': { actions: 'trackUpload' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHOOSE_FILES: { actions: 'chooseFiles' },
        CANCEL_UPLOAD: { actions: 'cancelUpload' },
        RETRY_UPLOAD: { actions: 'retryUpload' },
        UPLOAD: 'validating',
      },
    },
    validating: {
      entry: 'validate',
      always: [
        { guard: 'filesAreInvalid', target: 'idle' },
        { guard: 'uploadsInFlight', target: 'awaitingUploads' },
        { target: 'uploading' },
      ],
    },
    /** Sent while files were still travelling: it goes on by itself once they have all arrived or failed. */
    awaitingUploads: {
      on: { CANCEL_UPLOAD: { actions: 'cancelUpload' } },
      always: { guard: 'noUploadsInFlight', target: 'validating' },
    },
    uploading: {
      invoke: {
        id: 'answerDocumentRequest',
        src: 'answerDocumentRequest',
        input: ({ context }) => ({
          files: attachedFiles(context.uploads)[context.field.name] ?? [],
          stagedUploads: stagedUploadIds(context.uploads)[context.field.name] ?? [],
        }),
        onDone: 'done',
        onError: {
          target: 'failed',
          // The server's file message goes next to the field; anything else is said above the button.
          actions: assign(({ event }) => {
            const fileError = fieldErrorsOf(event.error)[DOCUMENT_REQUEST_FILES_FIELD];
            return fileError
              ? { fileError, failure: undefined }
              : { fileError: undefined, failure: errorMessage(event.error, DOCUMENTS_UPLOAD_FAILED) };
          }),
        },
      },
    },
    failed: {
      on: {
        CHOOSE_FILES: { target: 'idle', actions: 'chooseFiles' },
        CANCEL_UPLOAD: { target: 'idle', actions: 'cancelUpload' },
        RETRY_UPLOAD: { target: 'idle', actions: 'retryUpload' },
        UPLOAD: 'validating',
      },
    },
    done: { type: 'final' },
  },
});
