import type { SnapshotFrom } from 'xstate';
import type { applicationFormMachine } from './application-form.machine.js';

type Snapshot = SnapshotFrom<typeof applicationFormMachine>;

/** The form (and its button) is busy: validating, waiting for its files to arrive, or waiting for the server. */
export const isSubmitting = (snapshot: Snapshot) =>
  snapshot.matches('validating') || snapshot.matches('awaitingUploads') || snapshot.matches('submitting');
/** Submitted while files were still travelling: the button says so; the rows can still be cancelled. */
export const isWaitingForUploads = (snapshot: Snapshot) => snapshot.matches('awaitingUploads');
/** After success the button stays disabled and reads 'Submitted'. */
export const isSubmitted = (snapshot: Snapshot) => !snapshot.matches('editing') && !isSubmitting(snapshot);
/** The 'Proceed to Payment' modal with 'Skip for now' and 'Proceed to Payment'. */
export const showsPaymentPrompt = (snapshot: Snapshot) => snapshot.matches('submitted');
/** Where to go once the visitor chose in the payment prompt. */
export const nextStep = (snapshot: Snapshot): 'submission' | 'payment' | undefined => {
  if (snapshot.matches('proceedingToPayment')) return 'payment';
  if (snapshot.matches('skippedPayment')) return 'submission';
  return undefined;
};
export const submissionId = (snapshot: Snapshot) => snapshot.context.submissionId;
export const formValues = (snapshot: Snapshot) => snapshot.context.values;
/** Every field's chosen files, by field name. */
export const filesByField = (snapshot: Snapshot) => snapshot.context.files;
export const chosenFiles = (snapshot: Snapshot, name: string) => snapshot.context.files[name] ?? [];
export const fieldError = (snapshot: Snapshot, name: string) => snapshot.context.errors[name];
export const fieldErrors = (snapshot: Snapshot) => snapshot.context.errors;
/** Listed under 'There was a problem with your submission:' (empty: no summary). */
export const serverErrors = (snapshot: Snapshot) => snapshot.context.serverErrors;
/** The rows of the files on their way (or arrived), for the kit's upload list: all fields, in choice order. */
export const uploadRows = (snapshot: Snapshot) => snapshot.context.uploads;
