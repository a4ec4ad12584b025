import { assign, fromPromise, setup } from 'xstate';
import type { RefundRequestBody } from '../../rules/refund-form.js';

/** What the refund actor is given: the body and the refund's Idempotency-Key. */
export interface RefundAttempt {
  body: RefundRequestBody;
  idempotencyKey: string;
}

export interface RefundContext {
  /** The Idempotency-Key of the refund this form intends; the same for every attempt of it. */
  idempotencyKey: string;
  /** The server's answer once the refund is asked for (the app's type: the contract's RefundResponse). */
  answer: unknown;
  /** Why the last attempt failed (an ApiError from the client), until the next one. */
  error: unknown;
}

export type RefundEvent = { type: 'SUBMIT'; body: RefundRequestBody };

/** Razorpay refused the refund (502): it is recorded as failed, so asking again is a new refund. */
const refusedByRazorpay = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 502;

/**
 * The back office's refund form (docs/backoffice.md "The refund dialog"): one Idempotency-Key is minted when the
 * form starts and sent with every attempt — a double click while sending is ignored, a retry after any failure
 * reuses it, so the server makes the refund once. Only Razorpay's refusal (502) mints a new key. The app provides
 * `refund` (the API call) and may replace `mintKey` (crypto.randomUUID()).
 */
export const refundMachine = setup({
  types: {
    context: {} as RefundContext,
    events: {} as RefundEvent,
  },
  actors: {
    refund: fromPromise<unknown, RefundAttempt>(async () => {
      throw new Error('provide me: refund');
    }),
  },
  actions: {
    mintKey: assign({ idempotencyKey: () => globalThis.crypto.randomUUID() }),
  },
  guards: {
    refusedByRazorpay: ({ event }) => refusedByRazorpay((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'refund',
  context: { idempotencyKey: '', answer: undefined, error: undefined },
  entry: 'mintKey',
  initial: 'editing',
  states: {
    editing: {
      on: { SUBMIT: { target: 'sending', actions: assign({ error: undefined }) } },
    },
    sending: {
      invoke: {
        id: 'refund',
        src: 'refund',
        input: ({ context, event }) => ({ body: (event as RefundEvent).body, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'refunded', actions: assign({ answer: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'refusedByRazorpay',
            target: 'editing',
            actions: [assign({ error: ({ event }) => event.error }), 'mintKey'],
          },
          { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    refunded: { type: 'final' },
  },
});
