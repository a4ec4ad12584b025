import type { SnapshotFrom } from 'xstate';
import type { contactMachine } from './contact.machine.js';

type Snapshot = SnapshotFrom<typeof contactMachine>;

export const contactValues = (snapshot: Snapshot) => snapshot.context.values;
/** The send button is busy. */
export const isSending = (snapshot: Snapshot) => snapshot.matches('sending');
/** The 'Message Sent!' panel replaces the form. */
export const isSent = (snapshot: Snapshot) => snapshot.matches('sent');
/** The toast to show (success or error), if any. */
export const contactFeedback = (snapshot: Snapshot) => snapshot.context.feedback;
