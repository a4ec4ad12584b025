import { assign, setup } from 'xstate';

export type SubmissionStatusEvent =
  | { type: 'START' }
  | { type: 'COMPLETE' }
  | { type: 'REJECT'; reason: string }
  /** The payment was refunded (part 2 of the back office issues refunds). */
  | { type: 'REFUNDED' };

/**
 * A submission's fulfilment, drawn as a machine: the picture of `rules/submission-status.ts` that docs and the
 * model-based test use. The server and the back office apply the rule; the test proves both say the same.
 */
export const submissionStatusMachine = setup({
  types: {
    context: {} as { paid: boolean },
    input: {} as { paid: boolean },
    events: {} as SubmissionStatusEvent,
  },
  actions: { markRefunded: assign({ paid: false }) },
  guards: {
    mayReject: ({ context, event }) => event.type === 'REJECT' && !context.paid && event.reason.trim().length > 0,
  },
}).createMachine({
  id: 'submissionStatus',
  context: ({ input }) => ({ paid: input.paid }),
  initial: 'pending',
  states: {
    pending: {
      on: {
        START: 'processing',
        REFUNDED: { actions: 'markRefunded' },
        REJECT: { target: 'rejected', guard: 'mayReject' },
      },
    },
    processing: {
      on: {
        COMPLETE: 'completed',
        REFUNDED: { actions: 'markRefunded' },
        REJECT: { target: 'rejected', guard: 'mayReject' },
      },
    },
    completed: { type: 'final' },
    rejected: { type: 'final' },
  },
});
