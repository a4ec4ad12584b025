import type { Schemas } from '@startwise/api-client';
import type { FormField } from './form-field.js';

// A document request (staff name what is missing, the customer uploads it on /submissions/{id}) is
// answered under the application form's rules: its files are checked like a file field of the form, with the
// same spec 5 messages, before anything is sent, and the server checks them again with this very field.

export type DocumentRequest = Schemas['DocumentRequest'];

/** The multipart part name of answerDocumentRequest, and the `field` of its 422 errors. */
export const DOCUMENT_REQUEST_FILES_FIELD = 'files';

/** What a request's files are (the "… is required" label), their accepted extensions and size limit. */
export interface DocumentRequestFileRules {
  label: string;
  fileTypes: readonly string[];
  maxSize: number;
}

/** The request, as a file field of the application form: required, several files, its types and size limit. */
export function documentRequestField(request: DocumentRequestFileRules): FormField & { type: 'file' } {
  return {
    name: DOCUMENT_REQUEST_FILES_FIELD,
    label: request.label,
    type: 'file',
    required: true,
    validations: {
      multiple: true,
      ...(request.fileTypes.length > 0 ? { fileTypes: [...request.fileTypes] } : {}),
      maxSize: request.maxSize,
    },
  };
}

/** Open requests wait for the customer; answered ones keep what was uploaded. */
export const isOpenDocumentRequest = (request: Pick<DocumentRequest, 'status'>) => request.status === 'open';
