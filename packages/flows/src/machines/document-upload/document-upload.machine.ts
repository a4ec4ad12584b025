import { assign, fromPromise, setup } from 'xstate';
import { applicationFieldError } from '../../rules/application-form.js';
import {
  DOCUMENT_REQUEST_FILES_FIELD,
  type DocumentRequest,
  documentRequestField,
} from '../../rules/document-request.js';
import { errorMessage, fieldErrorsOf } from '../../rules/error-message.js';
import { DOCUMENTS_UPLOAD_FAILED } from '../../rules/feedback.js';
import type { FormField } from '../../rules/form-field.js';

export interface DocumentUploadInput {
  /** The request being answered: its label, accepted types and size limit make the file field. */
  request: Pick<DocumentRequest, 'label' | 'fileTypes' | 'maxSize'>;
}

export interface DocumentUploadContext {
  /** The request, as an application-form file field (`documentRequestField`). */
  field: FormField;
  /** What the customer chose (browser File objects), sent as the `files` parts. */
  files: File[];
  /** The field's message: the spec 5 rule the files break, or the server's 422 for `files`. */
  fileError?: string;
  /** Any other failure (network, 409, 5xx): the server's message or 'Failed to upload documents'. */
  failure?: string;
}

export interface AnswerDocumentRequestInput {
  files: File[];
}

export type DocumentUploadEvent = { type: 'CHOOSE_FILES'; files: File[] } | { type: 'UPLOAD' };

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
  },
  guards: {
    filesAreValid: ({ context }) => context.fileError === undefined,
  },
  actions: {
    chooseFiles: assign(({ event }) =>
      event.type === 'CHOOSE_FILES' ? { files: event.files, fileError: undefined, failure: undefined } : {},
    ),
    validate: assign(({ context }) => ({
      fileError: applicationFieldError(context.field, undefined, context.files),
      failure: undefined,
    })),
  },
}).createMachine({
  id: 'documentUpload',
  context: ({ input }) => ({ field: documentRequestField(input.request), files: [] }),
  initial: 'idle',
  states: {
    idle: {
      on: { CHOOSE_FILES: { actions: 'chooseFiles' }, UPLOAD: 'validating' },
    },
    validating: {
      entry: 'validate',
      always: [{ guard: 'filesAreValid', target: 'uploading' }, { target: 'idle' }],
    },
    uploading: {
      invoke: {
        id: 'answerDocumentRequest',
        src: 'answerDocumentRequest',
        input: ({ context }) => ({ files: context.files }),
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
      on: { CHOOSE_FILES: { target: 'idle', actions: 'chooseFiles' }, UPLOAD: 'validating' },
    },
    done: { type: 'final' },
  },
});
