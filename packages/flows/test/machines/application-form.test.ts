import { describe, expect, it, vi } from 'vitest';
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  createActor,
  type EventObject,
  fromCallback,
  fromPromise,
} from 'xstate';
import {
  attachedFiles,
  type FileUploaderCommand,
  failedUploadMessage,
  stagedUploadIds,
} from '../../src/machines/file-upload/index.js';
import {
  applicationFormMachine,
  chosenFiles,
  fieldError,
  fieldErrors,
  formValues,
  isSubmitted,
  isSubmitting,
  isWaitingForUploads,
  nextStep,
  serverErrors,
  showsPaymentPrompt,
  submissionId,
  uploadRows,
} from '../../src/machines/form/index.js';
import { type FormField, hasErrors, validateApplicationForm } from '../../src/rules/index.js';
import type { createFakeActors } from '../../src/testing/fake-actors.js';
import { transitionPaths } from '../../src/testing/paths.js';
import { modelBasedSuite } from './model-suite.js';

const fields: FormField[] = [
  { name: 'company', label: 'Company name', type: 'text', required: true, validations: { minChars: 2 } },
  { name: 'deed', label: 'Partnership deed', type: 'file', required: true, validations: { fileTypes: ['pdf'] } },
];
const pdf = new File(['%PDF'], 'deed.pdf');
const exe = new File(['MZ'], 'deed.exe');

const cases: AnyEventObject[] = [
  { type: 'CHANGE', name: 'company', value: '' },
  { type: 'CHANGE', name: 'company', value: 'Acme Traders' },
  { type: 'CHANGE_FILES', name: 'deed', files: [exe] },
  { type: 'CHANGE_FILES', name: 'deed', files: [pdf] },
  // The uploader's answers for the first valid choice (keys are numbered per machine), and the row's buttons.
  { type: 'UPLOAD.PROGRESS', key: 'deed-1', bytesSent: 2, bytesTotal: 4 },
  { type: 'UPLOAD.DONE', key: 'deed-1', uploadId: 'staged-1' },
  { type: 'UPLOAD.FAILED', key: 'deed-1', message: 'Network error' },
  { type: 'UPLOAD.ATTACHED', key: 'deed-1' },
  { type: 'CANCEL_UPLOAD', key: 'deed-1' },
  { type: 'RETRY_UPLOAD', key: 'deed-1' },
  { type: 'xstate.done.actor.submitApplication', output: { _id: 'sub-1' } },
  {
    type: 'xstate.error.actor.submitApplication',
    error: { message: 'Validation failed', fieldErrors: { company: 'This company has already applied' } },
  },
  { type: 'xstate.error.actor.submitApplication', error: { message: 'This service is closed' } },
  { type: 'xstate.error.actor.submitApplication', error: {} },
];

type Snapshot = Parameters<typeof isSubmitting>[0];
const invalidFields = (snapshot: AnyMachineSnapshot) =>
  Object.keys(validateApplicationForm(fields, snapshot.context.values, snapshot.context.files)).sort();

// Two snapshots are "the same state" when the value, which fields are still invalid and the kind of errors shown
// agree: enough to reach both validation outcomes and every server answer.
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    invalid: invalidFields(snapshot),
    fieldErrors: Object.keys(snapshot.context.errors).sort(),
    serverErrors: snapshot.context.serverErrors.length,
    uploads: snapshot.context.uploads.map((upload: { status: string }) => upload.status),
  });

/** The rules' errors, and a failed upload's message on a field the rules let pass. */
const expectedErrors = (snapshot: AnyMachineSnapshot) => {
  const errors = validateApplicationForm(fields, snapshot.context.values, snapshot.context.files);
  const failed = failedUploadMessage(snapshot.context.uploads, 'deed');
  return failed && !errors.deed ? { ...errors, deed: failed } : errors;
};

function checkView(fakes: ReturnType<typeof createFakeActors>) {
  return (raw: AnyMachineSnapshot, event: EventObject, previous?: AnyMachineSnapshot) => {
    const snapshot = raw as Snapshot;
    if (snapshot.matches('editing')) {
      expect(isSubmitting(snapshot)).toBe(false);
      expect(isSubmitted(snapshot)).toBe(false);
      expect(showsPaymentPrompt(snapshot)).toBe(false);
      if (event.type === 'SUBMIT') {
        // Client-side: the rules' messages, no server summary.
        expect(fieldErrors(snapshot)).toEqual(expectedErrors(snapshot));
        expect(hasErrors(fieldErrors(snapshot))).toBe(true);
        expect(serverErrors(snapshot)).toEqual([]);
      }
      if (event.type === 'CHANGE' || event.type === 'CHANGE_FILES') {
        const { name } = event as unknown as { name: string };
        expect(fieldError(snapshot, name)).toBeUndefined();
      }
      if (event.type === 'CHANGE_FILES') {
        expect(chosenFiles(snapshot, 'deed')).toEqual((event as unknown as { files: File[] }).files);
      }
      if (event.type === 'xstate.error.actor.submitApplication') {
        const { error } = event as unknown as { error: { message?: string; fieldErrors?: Record<string, string> } };
        if (error.fieldErrors) {
          expect(fieldError(snapshot, 'company')).toBe('This company has already applied');
          expect(serverErrors(snapshot)).toEqual(['This company has already applied']);
        } else {
          expect(fieldErrors(snapshot)).toEqual({});
          expect(serverErrors(snapshot)).toEqual([error.message ?? 'Failed to submit form']);
        }
      }
    }
    if (snapshot.matches('submitting')) {
      expect(isSubmitting(snapshot)).toBe(true);
      expect(fieldErrors(snapshot)).toEqual({});
      expect(serverErrors(snapshot)).toEqual([]);
      // Files the uploader staged go as ids; none travels any more.
      expect(uploadRows(snapshot).some((upload) => upload.status === 'uploading')).toBe(false);
      expect(fakes.lastInput('submitApplication')).toEqual({
        values: formValues(snapshot),
        files: attachedFiles(uploadRows(snapshot)),
        stagedUploads: stagedUploadIds(uploadRows(snapshot)),
      });
    }
    if (snapshot.matches('awaitingUploads')) {
      expect(isSubmitting(snapshot)).toBe(true);
      expect(isWaitingForUploads(snapshot)).toBe(true);
      expect(isSubmitted(snapshot)).toBe(false);
      expect(uploadRows(snapshot).some((upload) => upload.status === 'uploading')).toBe(true);
    }
    const before = previous && uploadRows(previous as Snapshot).find((upload) => upload.key === 'deed-1');
    const now = uploadRows(snapshot).find((upload) => upload.key === 'deed-1');
    if (event.type === 'UPLOAD.FAILED' && before?.status === 'uploading') {
      expect(now).toMatchObject({ status: 'failed', error: 'Network error' });
    }
    if (event.type === 'UPLOAD.DONE' && before?.status === 'uploading') {
      expect(now).toMatchObject({ status: 'uploaded', uploadId: 'staged-1', bytesSent: pdf.size });
    }
    if (event.type === 'UPLOAD.PROGRESS' && before?.status === 'uploading') {
      expect(now).toMatchObject({ status: 'uploading', bytesSent: 2, bytesTotal: 4 });
    }
    if (event.type === 'RETRY_UPLOAD' && before?.status === 'failed' && snapshot.matches('editing')) {
      expect(now).toMatchObject({ status: 'uploading', bytesSent: 0, error: undefined });
    }
    if (event.type === 'CANCEL_UPLOAD' && before && !snapshot.matches('submitting')) {
      expect(now).toBeUndefined();
      expect(chosenFiles(snapshot, 'deed')).toEqual([]);
    }
    if (snapshot.matches('submitted')) {
      expect(isSubmitted(snapshot)).toBe(true);
      expect(showsPaymentPrompt(snapshot)).toBe(true);
      expect(submissionId(snapshot)).toBe('sub-1');
      expect(nextStep(snapshot)).toBeUndefined();
    }
    if (snapshot.matches('skippedPayment')) expect(nextStep(snapshot)).toBe('submission');
    if (snapshot.matches('proceedingToPayment')) expect(nextStep(snapshot)).toBe('payment');
    if (snapshot.status === 'done') expect(isSubmitted(snapshot)).toBe(true);
  };
}

describe('application form machine (model-based)', () => {
  const input = { fields };
  modelBasedSuite(applicationFormMachine).walk(
    transitionPaths(applicationFormMachine, { cases, serializeState, input }),
    (fakes) => ({
      machine: applicationFormMachine.provide({
        actors: { submitApplication: fakes.promise('submitApplication'), fileUploader: fakes.callback('fileUploader') },
      }),
      input,
      check: checkView(fakes),
    }),
  );
});

describe('application form machine (examples)', () => {
  it('submits what was typed and chosen, with prefilled values kept', async () => {
    const submitApplication = vi.fn(async (_input: unknown) => ({ _id: 'sub-9' }));
    const actor = createActor(
      applicationFormMachine.provide({
        actors: { submitApplication: fromPromise(({ input }) => submitApplication(input)) },
      }),
      { input: { fields, values: { company: 'Acme' } } },
    ).start();
    actor.send({ type: 'CHANGE_FILES', name: 'deed', files: [pdf] });
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(showsPaymentPrompt(actor.getSnapshot())).toBe(true));
    // No uploader provided: the files go with the submit, as before staged uploads.
    expect(submitApplication).toHaveBeenCalledWith({
      values: { company: 'Acme' },
      files: { deed: [pdf] },
      stagedUploads: {},
    });
    actor.send({ type: 'PROCEED_TO_PAYMENT' });
    expect(nextStep(actor.getSnapshot())).toBe('payment');
  });
});

describe('application form machine with an uploader', () => {
  /** An uploader the test plays: it records the commands and lets the test answer for it. */
  function scriptedUploader() {
    const commands: FileUploaderCommand[] = [];
    let answer: (event: AnyEventObject) => void = () => {};
    const logic = fromCallback<FileUploaderCommand>(({ sendBack, receive }) => {
      answer = sendBack;
      receive((command) => void commands.push(command));
    });
    return { logic, commands, answer: (event: AnyEventObject) => answer(event) };
  }

  it('shows progress, retries the one failed file, waits for it on submit and sends the staged ids', async () => {
    const uploader = scriptedUploader();
    const submitApplication = vi.fn(async (_input: unknown) => ({ _id: 'sub-3' }));
    const twoFiles: FormField[] = [
      ...fields,
      { name: 'proofs', label: 'Proofs', type: 'file', required: false, validations: { multiple: true } },
    ];
    const bill = new File(['%PDF-1.7'], 'bill.pdf');
    const actor = createActor(
      applicationFormMachine.provide({
        actors: {
          submitApplication: fromPromise(({ input }) => submitApplication(input)),
          fileUploader: uploader.logic,
        },
      }),
      { input: { fields: twoFiles, values: { company: 'Acme' } } },
    ).start();
    actor.send({ type: 'CHANGE_FILES', name: 'deed', files: [pdf] });
    actor.send({ type: 'CHANGE_FILES', name: 'proofs', files: [bill] });
    expect(uploader.commands).toEqual([
      { type: 'UPLOAD.START', key: 'deed-1', file: pdf },
      { type: 'UPLOAD.START', key: 'proofs-2', file: bill },
    ]);
    uploader.answer({ type: 'UPLOAD.PROGRESS', key: 'deed-1', bytesSent: 1, bytesTotal: 4 });
    expect(uploadRows(actor.getSnapshot())[0]).toMatchObject({ status: 'uploading', bytesSent: 1, bytesTotal: 4 });
    uploader.answer({ type: 'UPLOAD.DONE', key: 'deed-1', uploadId: 'up-deed' });
    uploader.answer({ type: 'UPLOAD.FAILED', key: 'proofs-2', message: 'Network error' });

    // A failed file stops the submit with its field's message, and no call.
    actor.send({ type: 'SUBMIT' });
    expect(fieldError(actor.getSnapshot(), 'proofs')).toBe('bill.pdf did not upload. Retry it or remove it.');
    expect(submitApplication).not.toHaveBeenCalled();

    // Retry sends that one file again, alone; a submit meanwhile waits for it.
    actor.send({ type: 'RETRY_UPLOAD', key: 'proofs-2' });
    expect(uploader.commands.at(-1)).toEqual({ type: 'UPLOAD.RETRY', key: 'proofs-2', file: bill });
    expect(fieldError(actor.getSnapshot(), 'proofs')).toBeUndefined();
    actor.send({ type: 'SUBMIT' });
    expect(isWaitingForUploads(actor.getSnapshot())).toBe(true);
    uploader.answer({ type: 'UPLOAD.DONE', key: 'proofs-2', uploadId: 'up-bill' });
    await vi.waitFor(() => expect(showsPaymentPrompt(actor.getSnapshot())).toBe(true));
    expect(submitApplication).toHaveBeenCalledWith({
      values: { company: 'Acme' },
      files: {},
      stagedUploads: { deed: ['up-deed'], proofs: ['up-bill'] },
    });
  });

  it('cancels a travelling file, discards an arrived one on a new choice, and uploads nothing a rule refuses', () => {
    const uploader = scriptedUploader();
    const actor = createActor(applicationFormMachine.provide({ actors: { fileUploader: uploader.logic } }), {
      input: { fields },
    }).start();
    actor.send({ type: 'CHANGE_FILES', name: 'deed', files: [pdf] });
    actor.send({ type: 'CANCEL_UPLOAD', key: 'deed-1' });
    expect(uploader.commands.at(-1)).toEqual({ type: 'UPLOAD.CANCEL', key: 'deed-1' });
    expect(chosenFiles(actor.getSnapshot(), 'deed')).toEqual([]);
    expect(uploadRows(actor.getSnapshot())).toEqual([]);

    actor.send({ type: 'CHANGE_FILES', name: 'deed', files: [pdf] });
    uploader.answer({ type: 'UPLOAD.DONE', key: 'deed-2', uploadId: 'up-1' });
    actor.send({ type: 'CHANGE_FILES', name: 'deed', files: [exe] });
    expect(uploader.commands.at(-1)).toEqual({ type: 'UPLOAD.DISCARD', key: 'deed-2', uploadId: 'up-1' });
    // The .exe breaks the field's rule: it is listed, not uploaded; the submit says why.
    expect(uploadRows(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'SUBMIT' });
    expect(fieldError(actor.getSnapshot(), 'deed')).toBe('Only pdf files are allowed');
  });
});
