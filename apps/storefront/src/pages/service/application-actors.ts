import { submitApplication } from '@startwise/api-client';
import type { applicationForm } from '@startwise/flows';
import { fromPromise } from 'xstate';
import { api } from '../../app/api';

/**
 * The application form's call for the service `slug`: the values, the ids of the files already staged one by one
 * (the form's `fileUploader`), and any file still to send, as one multipart submission.
 */
export const submitApplicationActor = (slug: string) =>
  fromPromise<{ _id: string }, applicationForm.SubmitApplicationInput>(async ({ input, signal }) => {
    const { submissionId } = await submitApplication(api, slug, input, { signal });
    return { _id: submissionId };
  });
