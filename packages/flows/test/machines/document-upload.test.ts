import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate';
import {
  chosenFiles,
  documentUploadMachine,
  failureMessage,
  fileError,
  isUploaded,
  isUploading,
  uploadField,
} from '../../src/machines/document-upload/index.js';
import { applicationFieldError, documentRequestField } from '../../src/rules/index.js';
import type { FakeActors } from '../../src/testing/fake-actors.js';
import { transitionPaths } from '../../src/testing/paths.js';
import { modelBasedSuite } from './model-suite.js';

const request = { label: 'Address proof', fileTypes: ['pdf' as const], maxSize: 1024 };
const field = documentRequestField(request);
const proof = new File(['%PDF-1.4'], 'proof.pdf');
const photo = new File(['GIF89a'], 'proof.gif');
const huge = new File([new Uint8Array(2048)], 'proof-scan.pdf');

const cases: AnyEventObject[] = [
  { type: 'CHOOSE_FILES', files: [photo] },
  { type: 'CHOOSE_FILES', files: [huge] },
  { type: 'CHOOSE_FILES', files: [proof] },
  { type: 'xstate.done.actor.answerDocumentRequest', output: { request: { status: 'answered' } } },
  {
    type: 'xstate.error.actor.answerDocumentRequest',
    error: { message: 'Validation failed', fieldErrors: { files: 'Only pdf files are allowed' } },
  },
  { type: 'xstate.error.actor.answerDocumentRequest', error: { message: 'This request is already answered' } },
  { type: 'xstate.error.actor.answerDocumentRequest', error: {} },
];

type Snapshot = Parameters<typeof isUploading>[0];
type ErrorEvent = { error: { message?: string; fieldErrors?: Record<string, string> } };

// The same state: the value, whether the chosen files pass the rules, and which kind of message shows.
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    rule: applicationFieldError(field, undefined, snapshot.context.files) ?? null,
    fileError: snapshot.context.fileError !== undefined,
    failure: snapshot.context.failure !== undefined,
  });

const check = (fakes: FakeActors) => (raw: AnyMachineSnapshot, event: EventObject, previous?: AnyMachineSnapshot) => {
  const snapshot = raw as Snapshot;
  expect(uploadField(snapshot)).toEqual(field);
  expect(isUploading(snapshot)).toBe(snapshot.matches('uploading'));
  expect(isUploaded(snapshot)).toBe(snapshot.matches('done'));
  if (event.type === 'CHOOSE_FILES') {
    expect(chosenFiles(snapshot)).toEqual((event as unknown as { files: File[] }).files);
    expect(fileError(snapshot)).toBeUndefined();
    expect(failureMessage(snapshot)).toBeUndefined();
  }
  if (event.type === 'UPLOAD' && snapshot.matches('idle')) {
    // Refused before any call, with the application form's message.
    const rule = applicationFieldError(field, undefined, chosenFiles(snapshot));
    expect(rule).toBeDefined();
    expect(fileError(snapshot)).toBe(rule);
    expect(fakes.isPending('answerDocumentRequest')).toBe(false);
  }
  if (snapshot.matches('uploading')) {
    expect(fakes.lastInput('answerDocumentRequest')).toEqual({ files: chosenFiles(snapshot) });
    expect(fileError(snapshot)).toBeUndefined();
    expect(failureMessage(snapshot)).toBeUndefined();
  }
  if (event.type === 'xstate.error.actor.answerDocumentRequest') {
    const { error } = event as unknown as ErrorEvent;
    expect(snapshot.matches('failed')).toBe(true);
    // The files stay, so the customer can send them again.
    expect(chosenFiles(snapshot)).toEqual(previous?.context.files);
    if (error.fieldErrors) {
      expect(fileError(snapshot)).toBe(error.fieldErrors.files);
      expect(failureMessage(snapshot)).toBeUndefined();
    } else {
      expect(fileError(snapshot)).toBeUndefined();
      expect(failureMessage(snapshot)).toBe(error.message ?? 'Failed to upload documents');
    }
  }
};

describe('document upload machine (model-based)', () => {
  modelBasedSuite(documentUploadMachine).walk(
    transitionPaths(documentUploadMachine, { cases, serializeState, input: { request } }),
    (fakes) => ({
      machine: documentUploadMachine.provide({
        actors: { answerDocumentRequest: fakes.promise('answerDocumentRequest') as never },
      }),
      input: { request },
      check: check(fakes),
    }),
  );
});

describe('document upload machine', () => {
  it('sends the chosen files once and ends answered', async () => {
    const sent: File[][] = [];
    const machine = documentUploadMachine.provide({
      actors: {
        answerDocumentRequest: fromPromise(async ({ input }) => {
          sent.push(input.files);
          return { request: { status: 'answered' } };
        }),
      },
    });
    const actor = createActor(machine, { input: { request } }).start();
    actor.send({ type: 'UPLOAD' });
    expect(fileError(actor.getSnapshot())).toBe('Address proof is required');
    actor.send({ type: 'CHOOSE_FILES', files: [proof] });
    actor.send({ type: 'UPLOAD' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isUploaded(actor.getSnapshot())).toBe(true);
    expect(sent).toEqual([[proof]]);
  });
});
