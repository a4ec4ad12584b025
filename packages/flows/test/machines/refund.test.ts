import { describe, expect, it } from 'vitest';
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  assign,
  createActor,
  type EventObject,
  fromPromise,
} from 'xstate';
import {
  idempotencyKey,
  isRefunded,
  isSending,
  type RefundAttempt,
  refundAnswer,
  refundError,
  refundMachine,
} from '../../src/machines/refund/index.js';
import type { FakeActors } from '../../src/testing/fake-actors.js';
import { transitionPaths } from '../../src/testing/paths.js';
import { modelBasedSuite } from './model-suite.js';

const body = { amountPaise: 500_000, reason: 'Changed plans', speed: 'normal' as const };
const refused = { status: 502, message: 'A server error occurred. Please try again later.' };
const unavailable = { status: 503, message: 'A server error occurred. Please try again later.' };
const tooMuch = { status: 422, message: 'At most ₹4,999.00 can be refunded' };

const cases: AnyEventObject[] = [
  { type: 'SUBMIT', body },
  { type: 'xstate.done.actor.refund', output: { outcome: 'made' } },
  { type: 'xstate.error.actor.refund', error: refused },
  { type: 'xstate.error.actor.refund', error: unavailable },
  { type: 'xstate.error.actor.refund', error: tooMuch },
];

/** Keys 'key-1', 'key-2', … so a path can tell a new key from the same one. */
const countedKeys = refundMachine.provide({
  actions: {
    mintKey: assign({ idempotencyKey: ({ context }) => `key-${Number(context.idempotencyKey.slice(4) || 0) + 1}` }),
  },
});

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    failed: (snapshot.context.error as { status?: number } | undefined)?.status,
  });

type Snapshot = Parameters<typeof isSending>[0];

const check = (fakes: FakeActors) => (raw: AnyMachineSnapshot, event: EventObject, before?: AnyMachineSnapshot) => {
  const snapshot = raw as Snapshot;
  const previousKey = before ? idempotencyKey(before as Snapshot) : undefined;
  expect(isSending(snapshot)).toBe(snapshot.matches('sending'));
  expect(isRefunded(snapshot)).toBe(snapshot.matches('refunded'));
  if (!before) expect(idempotencyKey(snapshot)).toBe('key-1');
  if (snapshot.matches('sending')) {
    expect(fakes.lastInput('refund')).toEqual({
      body,
      idempotencyKey: idempotencyKey(snapshot),
    } satisfies RefundAttempt);
    expect(refundError(snapshot)).toBeUndefined();
  }
  if (event.type === 'xstate.error.actor.refund') {
    const error = (event as unknown as { error: { status: number } }).error;
    expect(refundError(snapshot)).toBe(error);
    // Only Razorpay's refusal ends the intended refund; any other failure is retried with the same key.
    if (error.status === 502) expect(idempotencyKey(snapshot)).not.toBe(previousKey);
    else expect(idempotencyKey(snapshot)).toBe(previousKey);
  }
  if (snapshot.matches('refunded')) expect(refundAnswer(snapshot)).toEqual({ outcome: 'made' });
};

describe('refund machine (model-based)', () => {
  modelBasedSuite(refundMachine).walk(transitionPaths(countedKeys, { cases, serializeState }), (fakes) => ({
    machine: countedKeys.provide({ actors: { refund: fakes.promise('refund') as never } }),
    check: check(fakes),
  }));
});

describe('refund machine, one key per intended refund', () => {
  it('mints a UUID, ignores a second click while sending, and retries a failure with the same key', async () => {
    const attempts: RefundAttempt[] = [];
    let answers = [Promise.reject(unavailable), Promise.resolve({ outcome: 'made' })];
    for (const answer of answers) answer.catch(() => undefined);
    const actor = createActor(
      refundMachine.provide({
        actors: {
          refund: fromPromise<unknown, RefundAttempt>(({ input }) => {
            attempts.push(input);
            const [next, ...rest] = answers;
            answers = rest;
            return next as Promise<unknown>;
          }),
        },
      }),
    ).start();
    const key = idempotencyKey(actor.getSnapshot());
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    actor.send({ type: 'SUBMIT', body });
    actor.send({ type: 'SUBMIT', body });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(refundError(actor.getSnapshot())).toBe(unavailable);
    actor.send({ type: 'SUBMIT', body });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isRefunded(actor.getSnapshot())).toBe(true);
    expect(attempts.map((attempt) => attempt.idempotencyKey)).toEqual([key, key]);
  });
});
