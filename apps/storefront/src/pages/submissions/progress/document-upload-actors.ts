import { answerDocumentRequest } from '@startwise/api-client';
import type { documentUpload } from '@startwise/flows';
import { fromPromise } from 'xstate';
import { api } from '../../../app/api';

/**
 * The document upload flow's call for one request of the submission: the ids of the files already staged one by one,
 * and any file still to send as multipart `files` parts.
 */
export const answerDocumentRequestActor = (submissionId: string, requestId: string) =>
  fromPromise<unknown, documentUpload.AnswerDocumentRequestInput>(({ input, signal }) =>
    answerDocumentRequest(api, submissionId, requestId, input.files, { signal, stagedUploads: input.stagedUploads }),
  );
