import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { type SubmissionStatusEvent, submissionStatusMachine } from '../../src/machines/submission-status/index.js';
import {
  REFUND_BEFORE_REJECTING,
  REJECTION_REASON_REQUIRED,
  type StatusMove,
  statusMoveRefusal,
} from '../../src/rules/submission-status.js';

const EVENTS: SubmissionStatusEvent[] = [
  { type: 'START' },
  { type: 'COMPLETE' },
  { type: 'REJECT', reason: 'The PAN card does not match the applicant' },
  { type: 'REJECT', reason: '  ' },
  { type: 'REFUNDED' },
];

/** The status move an event asks the server for (REFUNDED moves no status). */
const moveOf = (event: SubmissionStatusEvent): StatusMove | undefined =>
  event.type === 'START'
    ? { to: 'processing' }
    : event.type === 'COMPLETE'
      ? { to: 'completed' }
      : event.type === 'REJECT'
        ? { to: 'rejected', reason: event.reason }
        : undefined;

describe.each([true, false])('the submission status rule agrees with the machine (paid at start: %s)', (paid) => {
  const machine = submissionStatusMachine;
  const paths = getSimplePaths(machine, {
    input: { paid },
    events: EVENTS,
    serializeState: (snapshot) => `${String(snapshot.value)}|${(snapshot.context as { paid: boolean }).paid}`,
  });

  it('walks every simple path to a final status', () => {
    const ends = new Set(paths.map((path) => String(path.state.value)));
    expect(ends).toEqual(new Set(['pending', 'processing', 'completed', 'rejected']));
  });

  it('on every step of every path, allows exactly the moves the machine takes', () => {
    for (const path of paths) {
      const actor = createActor(machine, { input: { paid } }).start();
      for (const step of path.steps) {
        for (const event of EVENTS) {
          const move = moveOf(event);
          if (!move) continue;
          const snapshot = actor.getSnapshot();
          const allowed = statusMoveRefusal(String(snapshot.value), move, snapshot.context.paid) === undefined;
          expect(allowed, `${String(snapshot.value)} + ${JSON.stringify(event)}`).toBe(snapshot.can(event));
        }
        actor.send(step.event);
      }
      actor.stop();
    }
  });
});

describe('statusMoveRefusal', () => {
  it('says why: illegal moves and unrefunded payments conflict, a rejection needs a reason', () => {
    expect(statusMoveRefusal('completed', { to: 'processing' }, false)).toEqual({
      kind: 'conflict',
      message: 'A completed submission cannot move to processing',
    });
    expect(statusMoveRefusal('pending', { to: 'completed' }, true)?.kind).toBe('conflict');
    expect(statusMoveRefusal('processing', { to: 'rejected', reason: 'Blurry scan' }, true)).toEqual({
      kind: 'conflict',
      message: REFUND_BEFORE_REJECTING,
    });
    expect(statusMoveRefusal('pending', { to: 'rejected' }, false)).toEqual({
      kind: 'invalid',
      field: 'reason',
      message: REJECTION_REASON_REQUIRED,
    });
    expect(statusMoveRefusal('archived', { to: 'processing' }, false)?.kind).toBe('conflict');
    expect(statusMoveRefusal('pending', { to: 'processing' }, true)).toBeUndefined();
  });
});
