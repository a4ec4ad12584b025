import { api } from '../../app/api';
import { useSubmissionChange } from './queries';

/** A status move staff may ask for; a rejection carries the reason the customer reads. */
export type StatusMove = { status: 'processing' | 'completed' | 'rejected'; reason?: string };

/** The call that moves the submission's status (the server applies the same rule as flows' offeredStatusMoves). */
export const useStatusMove = (submissionId: string) =>
  useSubmissionChange(submissionId, (body: StatusMove) =>
    api.post('/admin/submissions/{id}/status', {
      params: { path: { id: submissionId } },
      body,
      fallbackMessage: 'Failed to change the status',
    }),
  );

/** The toast after a move: the status the server answered with. */
export const movedMessage = (status: string) => `The submission is now ${status}`;
