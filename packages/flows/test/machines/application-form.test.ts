import { describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate';
import {
  applicationFormMachine,
  chosenFiles,
  fieldError,
  fieldErrors,
  formValues,
  isSubmitted,
  isSubmitting,
  nextStep,
  serverErrors,
  showsPaymentPrompt,
  submissionId,
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
  });

function checkView(fakes: ReturnType<typeof createFakeActors>) {
  return (raw: AnyMachineSnapshot, event: EventObject) => {
    const snapshot = raw as Snapshot;
    if (snapshot.matches('editing')) {
      expect(isSubmitting(snapshot)).toBe(false);
      expect(isSubmitted(snapshot)).toBe(false);
      expect(showsPaymentPrompt(snapshot)).toBe(false);
      if (event.type === 'SUBMIT') {
        // Client-side: the rules' messages, no server summary.
        expect(fieldErrors(snapshot)).toEqual(
          validateApplicationForm(fields, formValues(snapshot), snapshot.context.files),
        );
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
      expect(fakes.lastInput('submitApplication')).toEqual({
        values: formValues(snapshot),
        files: snapshot.context.files,
      });
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
      machine: applicationFormMachine.provide({ actors: { submitApplication: fakes.promise('submitApplication') } }),
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
    expect(submitApplication).toHaveBeenCalledWith({ values: { company: 'Acme' }, files: { deed: [pdf] } });
    actor.send({ type: 'PROCEED_TO_PAYMENT' });
    expect(nextStep(actor.getSnapshot())).toBe('payment');
  });
});
