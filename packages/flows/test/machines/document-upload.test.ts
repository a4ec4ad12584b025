import { describe, expect, it } from 'vitest';
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  createActor,
  type EventObject,
  fromCallback,
  fromPromise,
} from 'xstate';
import {
  chosenFiles,
  documentUploadMachine,
  failureMessage,
  fileError,
  isUploaded,
  isUploading,
  isWaitingForUploads,
  uploadField,
  uploadRows,
} from '../../src/machines/document-upload/index.js';
import { attachedFiles, type FileUploaderCommand, stagedUploadIds } from '../../src/machines/file-upload/index.js';
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
  { type: 'UPLOAD.PROGRESS', key: 'files-1', bytesSent: 4, bytesTotal: 8 },
  { type: 'UPLOAD.DONE', key: 'files-1', uploadId: 'staged-1' },
  { type: 'UPLOAD.FAILED', key: 'files-1', message: 'Network error' },
  { type: 'UPLOAD.ATTACHED', key: 'files-1' },
  { type: 'CANCEL_UPLOAD', key: 'files-1' },
  { type: 'RETRY_UPLOAD', key: 'files-1' },
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
    uploads: snapshot.context.uploads.map((upload: { status: string }) => upload.status),
  });

const check = (fakes: FakeActors) => (raw: AnyMachineSnapshot, event: EventObject, previous?: AnyMachineSnapshot) => {
  const snapshot = raw as Snapshot;
  expect(uploadField(snapshot)).toEqual(field);
  expect(isUploading(snapshot)).toBe(snapshot.matches('uploading') || snapshot.matches('awaitingUploads'));
  expect(isWaitingForUploads(snapshot)).toBe(snapshot.matches('awaitingUploads'));
  expect(isUploaded(snapshot)).toBe(snapshot.matches('done'));
  const before = previous && uploadRows(previous as Snapshot).find((upload) => upload.key === 'files-1');
  const now = uploadRows(snapshot).find((upload) => upload.key === 'files-1');
  if (event.type === 'UPLOAD.FAILED' && before?.status === 'uploading') {
    expect(now).toMatchObject({ status: 'failed', error: 'Network error' });
  }
  if (event.type === 'UPLOAD.DONE' && before?.status === 'uploading') {
    expect(now).toMatchObject({ status: 'uploaded', uploadId: 'staged-1' });
  }
  if (event.type === 'RETRY_UPLOAD' && before?.status === 'failed' && snapshot.matches('idle')) {
    expect(now).toMatchObject({ status: 'uploading', bytesSent: 0 });
  }
  if (event.type === 'CANCEL_UPLOAD' && before && (snapshot.matches('idle') || snapshot.matches('awaitingUploads'))) {
    expect(now).toBeUndefined();
    expect(chosenFiles(snapshot)).toEqual([]);
  }
  if (event.type === 'UPLOAD' && snapshot.matches('idle') && !fileError(snapshot)?.includes('did not upload')) {
    const rule = applicationFieldError(field, undefined, chosenFiles(snapshot));
    expect(fileError(snapshot)).toBe(rule);
  }
  if (event.type === 'CHOOSE_FILES') {
    expect(chosenFiles(snapshot)).toEqual((event as unknown as { files: File[] }).files);
    expect(fileError(snapshot)).toBeUndefined();
    expect(failureMessage(snapshot)).toBeUndefined();
  }
  if (event.type === 'UPLOAD' && snapshot.matches('idle')) {
    // Refused before any call, with the application form's message or the failed upload's.
    expect(fileError(snapshot)).toBeDefined();
    expect(fakes.isPending('answerDocumentRequest')).toBe(false);
  }
  if (snapshot.matches('uploading')) {
    expect(uploadRows(snapshot).some((upload) => upload.status === 'uploading')).toBe(false);
    expect(fakes.lastInput('answerDocumentRequest')).toEqual({
      files: attachedFiles(uploadRows(snapshot)).files ?? [],
      stagedUploads: stagedUploadIds(uploadRows(snapshot)).files ?? [],
    });
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
        actors: {
          answerDocumentRequest: fakes.promise('answerDocumentRequest') as never,
          fileUploader: fakes.callback('fileUploader') as never,
        },
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
          expect(input.stagedUploads).toEqual([]);
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

describe('document upload machine with an uploader', () => {
  it('retries the one failed file and answers with the staged ids', async () => {
    const commands: FileUploaderCommand[] = [];
    let answer: (event: AnyEventObject) => void = () => {};
    const sent: unknown[] = [];
    const machine = documentUploadMachine.provide({
      actors: {
        answerDocumentRequest: fromPromise(async ({ input }) => {
          sent.push(input);
          return { request: { status: 'answered' } };
        }),
        fileUploader: fromCallback<FileUploaderCommand>(({ sendBack, receive }) => {
          answer = sendBack;
          receive((command) => void commands.push(command));
        }),
      },
    });
    const second = new File(['%PDF-1.7'], 'lease.pdf');
    const actor = createActor(machine, {
      input: { request: { ...request, label: 'Proofs' } },
    }).start();
    // documentRequestField makes a multiple field: two files, two rows.
    actor.send({ type: 'CHOOSE_FILES', files: [proof, second] });
    expect(commands.map((command) => command.type)).toEqual(['UPLOAD.START', 'UPLOAD.START']);
    answer({ type: 'UPLOAD.DONE', key: 'files-1', uploadId: 'up-1' });
    answer({ type: 'UPLOAD.FAILED', key: 'files-2', message: 'Network error' });
    actor.send({ type: 'UPLOAD' });
    expect(fileError(actor.getSnapshot())).toBe('lease.pdf did not upload. Retry it or remove it.');
    actor.send({ type: 'RETRY_UPLOAD', key: 'files-2' });
    expect(commands.at(-1)).toEqual({ type: 'UPLOAD.RETRY', key: 'files-2', file: second });
    actor.send({ type: 'UPLOAD' });
    expect(isWaitingForUploads(actor.getSnapshot())).toBe(true);
    answer({ type: 'UPLOAD.DONE', key: 'files-2', uploadId: 'up-2' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isUploaded(actor.getSnapshot())).toBe(true);
    expect(sent).toEqual([{ files: [], stagedUploads: ['up-1', 'up-2'] }]);
  });
});
