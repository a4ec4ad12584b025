import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { applicationFieldError, validateApplicationForm } from '../../rules/application-form.js';
import { errorMessage, fieldErrorsOf } from '../../rules/error-message.js';
import { FORM_SUBMIT_FAILED } from '../../rules/feedback.js';
import { clearFieldError, hasErrors } from '../../rules/field-errors.js';
import type { FieldErrors, FormField } from '../../rules/form-field.js';
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

export interface ApplicationFormInput {
  fields: FormField[];
  /** Prefilled values, if any. */
  values?: Record<string, unknown>;
}

export interface ApplicationFormContext {
  fields: FormField[];
  values: Record<string, unknown>;
  /** Chosen files per file field (browser File objects): what the rules check. */
  files: Record<string, File[]>;
  /**
   * The chosen files that pass their field's rules, each on its way to the server on its own (`fileUploader`):
   * progress, cancel, retry. A field whose choice breaks a rule has none (its error shows on submit).
   */
  uploads: FileUpload[];
  /** How many rows this machine ever made (row keys are numbered after it). */
  uploadsMade: number;
  /** One message per field: the rules' own, or the server's. */
  errors: FieldErrors;
  /** What the server said, listed under 'There was a problem with your submission:'. */
  serverErrors: string[];
  submissionId?: string;
}

export interface SubmitApplicationInput {
  values: Record<string, unknown>;
  /** Files to send with the submit itself (when there is no uploader). */
  files: Record<string, File[]>;
  /** Staged upload ids per field: the files the uploader already sent. */
  stagedUploads: Record<string, string[]>;
}

export interface SubmittedApplication {
  /** The new submission's id, for the submission and payment screens. */
  _id: string;
}

export type ApplicationFormEvent =
  | { type: 'CHANGE'; name: string; value: unknown }
  | { type: 'CHANGE_FILES'; name: string; files: File[] }
  | FileUploadRowEvent
  | FileUploaderEvent
  | { type: 'SUBMIT' }
  | { type: 'SKIP_PAYMENT' }
  | { type: 'PROCEED_TO_PAYMENT' };

export const applicationFormMachine = setup({
  types: {
    input: {} as ApplicationFormInput,
    context: {} as ApplicationFormContext,
    events: {} as ApplicationFormEvent,
  },
  actors: {
    submitApplication: fromPromise<SubmittedApplication, SubmitApplicationInput>(async () => {
      throw new Error('provide me: submitApplication');
    }),
    /** Sends each file on its own; the default attaches them to the submit instead (see `attachWithForm`). */
    fileUploader: attachWithForm,
  },
  guards: {
    hasErrors: ({ context }) => hasErrors(context.errors),
    uploadsInFlight: ({ context }) => uploadsInFlight(context.uploads),
    noUploadsInFlight: ({ context }) => !uploadsInFlight(context.uploads),
  },
  actions: {
    setValue: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return {
        values: { ...context.values, [event.name]: event.value },
        errors: clearFieldError(context.errors, event.name),
      };
    }),
    /** A new choice replaces the field's files: the old ones stop (or are discarded), the new ones start. */
    setFiles: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'CHANGE_FILES') return;
      const field = context.fields.find((candidate) => candidate.name === event.name);
      const previous = context.uploads.filter((upload) => upload.field === event.name);
      const broken = !field || (event.files.length > 0 && applicationFieldError(field, undefined, event.files));
      const started = broken ? [] : newUploads(event.name, event.files, context.uploadsMade);
      for (const upload of previous) {
        const command = removalOf(upload);
        if (command) enqueue.sendTo('uploader', command);
      }
      enqueue.assign({
        files: { ...context.files, [event.name]: event.files },
        uploads: [...context.uploads.filter((upload) => upload.field !== event.name), ...started],
        uploadsMade: context.uploadsMade + started.length,
        errors: clearFieldError(context.errors, event.name),
      });
      for (const upload of started) enqueue.sendTo('uploader', sendingOf(upload, 'UPLOAD.START'));
    }),
    /** Cancel (while it travels) or remove (once failed or arrived) one file: it leaves the field. */
    cancelUpload: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'CANCEL_UPLOAD') return;
      const upload = uploadWithKey(context.uploads, event.key);
      if (!upload) return;
      const command = removalOf(upload);
      if (command) enqueue.sendTo('uploader', command);
      enqueue.assign({
        uploads: context.uploads.filter((candidate) => candidate !== upload),
        files: {
          ...context.files,
          [upload.field]: (context.files[upload.field] ?? []).filter((file) => file !== upload.file),
        },
        errors: clearFieldError(context.errors, upload.field),
      });
    }),
    /** Sends one failed file again, alone. */
    retryUpload: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'RETRY_UPLOAD') return;
      const upload = uploadWithKey(context.uploads, event.key);
      if (upload?.status !== 'failed') return;
      enqueue.assign({
        uploads: context.uploads.map((candidate) =>
          candidate === upload ? { ...candidate, status: 'uploading', bytesSent: 0, error: undefined } : candidate,
        ),
        errors: clearFieldError(context.errors, upload.field),
      });
      enqueue.sendTo('uploader', sendingOf(upload, 'UPLOAD.RETRY'));
    }),
    trackUpload: assign(({ context, event }) =>
      event.type.startsWith('UPLOAD.')
        ? { uploads: applyUploaderEvent(context.uploads, event as FileUploaderEvent) }
        : {},
    ),
    validate: assign(({ context }) => {
      const errors = validateApplicationForm(context.fields, context.values, context.files);
      for (const field of context.fields) {
        const failed = failedUploadMessage(context.uploads, field.name);
        if (failed && !errors[field.name]) errors[field.name] = failed;
      }
      return { errors, serverErrors: [] };
    }),
  },
}).createMachine({
  id: 'applicationForm',
  context: ({ input }) => ({
    fields: input.fields,
    values: input.values ?? {},
    files: {},
    uploads: [],
    uploadsMade: 0,
    errors: {},
    serverErrors: [],
  }),
  // The uploader lives as long as the form: leaving the page stops it, and it cancels what is still travelling.
  invoke: { id: 'uploader', src: 'fileUploader' },
  on: {
    'UPLOAD.PROGRESS': { actions: 'trackUpload' },
    'UPLOAD.DONE': { actions: 'trackUpload' },
    'UPLOAD.FAILED': { actions: 'trackUpload' },
    'UPLOAD.ATTACHED': { actions: 'trackUpload' },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'setValue' },
        CHANGE_FILES: { actions: 'setFiles' },
        CANCEL_UPLOAD: { actions: 'cancelUpload' },
        RETRY_UPLOAD: { actions: 'retryUpload' },
        SUBMIT: 'validating',
      },
    },
    validating: {
      entry: 'validate',
      always: [
        { guard: 'hasErrors', target: 'editing' },
        { guard: 'uploadsInFlight', target: 'awaitingUploads' },
        { target: 'submitting' },
      ],
    },
    /** Submitted while files were still travelling: it goes on by itself once they have all arrived or failed. */
    awaitingUploads: {
      on: { CANCEL_UPLOAD: { actions: 'cancelUpload' } },
      always: { guard: 'noUploadsInFlight', target: 'validating' },
    },
    submitting: {
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => ({
          values: context.values,
          files: attachedFiles(context.uploads),
          stagedUploads: stagedUploadIds(context.uploads),
        }),
        onDone: {
          target: 'submitted',
          actions: assign({ submissionId: ({ event }) => event.output._id }),
        },
        onError: {
          target: 'editing',
          // Field errors go next to their fields; the summary lists every server message.
          actions: assign(({ event }) => {
            const fieldErrors = fieldErrorsOf(event.error);
            const messages = Object.values(fieldErrors);
            return {
              errors: fieldErrors,
              serverErrors: messages.length > 0 ? messages : [errorMessage(event.error, FORM_SUBMIT_FAILED)],
            };
          }),
        },
      },
    },
    submitted: {
      on: {
        SKIP_PAYMENT: 'skippedPayment',
        PROCEED_TO_PAYMENT: 'proceedingToPayment',
      },
    },
    skippedPayment: { type: 'final' },
    proceedingToPayment: { type: 'final' },
  },
});
