import type { SnapshotFrom } from 'xstate';
import type { refundMachine } from './refund.machine.js';

type Snapshot = SnapshotFrom<typeof refundMachine>;

/** A request is on its way: the Refund button is busy and the dialog stays open. */
export const isSending = (snapshot: Snapshot) => snapshot.matches('sending');
/** The server answered the refund (made, repeated or unconfirmed). */
export const isRefunded = (snapshot: Snapshot) => snapshot.matches('refunded');
export const refundAnswer = (snapshot: Snapshot) => snapshot.context.answer;
/** Why the last attempt failed, until the next one. */
export const refundError = (snapshot: Snapshot) => snapshot.context.error;
export const idempotencyKey = (snapshot: Snapshot) => snapshot.context.idempotencyKey;
