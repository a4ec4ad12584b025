import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type AnyMachineSnapshot, createActor, type EventObject } from 'xstate';
import {
  codeDigits,
  codeEntryMachine,
  enteredCode,
  focusedBox,
  formatCountdown,
  isCodeComplete,
  isCompleteCode,
  secondsUntil,
} from '../../src/machines/code-entry/index.js';
import { shortestPaths, transitionPaths } from '../../src/testing/paths.js';
import { modelBasedSuite } from './model-suite.js';

type Snapshot = ReturnType<typeof codeEntry>['getSnapshot'] extends () => infer S ? S : never;
const codeEntry = () => createActor(codeEntryMachine);

const cases: AnyEventObject[] = [
  { type: 'TYPE', index: 0, key: '4' },
  { type: 'TYPE', index: 5, key: '9' },
  { type: 'TYPE', index: 2, key: 'x' },
  { type: 'BACKSPACE', index: 5 },
  { type: 'BACKSPACE', index: 1 },
  { type: 'PASTE', text: '123456' },
  { type: 'PASTE', text: 'code: 12-3' },
  { type: 'PASTE', text: 'no digits' },
  { type: 'FOCUS', index: 3 },
  { type: 'RESET' },
];

// Boxes filled, not their digits: enough to reach a full code, a partial one and an empty one.
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, filled: (snapshot.context.digits as string[]).map((digit) => digit !== '') });

function checkView(completed: string[]) {
  let before: Snapshot | undefined;
  return (raw: AnyMachineSnapshot, event: EventObject) => {
    const snapshot = raw as Snapshot;
    const previous = before;
    before = snapshot;
    expectView(snapshot, event, previous, completed);
  };
}

function expectView(snapshot: Snapshot, event: EventObject, before: Snapshot | undefined, completed: string[]) {
  expect(codeDigits(snapshot)).toHaveLength(6);
  for (const digit of codeDigits(snapshot)) expect(digit).toMatch(/^\d?$/);
  expect(isCodeComplete(snapshot)).toBe(isCompleteCode(enteredCode(snapshot)));
  expect(focusedBox(snapshot)).toBeGreaterThanOrEqual(0);
  expect(focusedBox(snapshot)).toBeLessThanOrEqual(5);
  if (isCodeComplete(snapshot) && !(before && isCodeComplete(before) && event.type === 'FOCUS')) {
    expect(completed.at(-1)).toBe(enteredCode(snapshot));
  }
  if (!before) return;
  const { index, key, text } = event as unknown as { index: number; key: string; text: string };
  if (event.type === 'TYPE' && /^\d$/.test(key)) {
    expect(codeDigits(snapshot)[index]).toBe(key);
    expect(focusedBox(snapshot)).toBe(Math.min(index + 1, 5));
  }
  if (event.type === 'TYPE' && !/^\d$/.test(key)) expect(codeDigits(snapshot)).toEqual(codeDigits(before));
  if (event.type === 'PASTE') {
    const digits = text.replace(/\D/g, '');
    if (digits) expect(enteredCode(snapshot)).toBe(digits.slice(0, 6));
    else expect(codeDigits(snapshot)).toEqual(codeDigits(before));
  }
  if (event.type === 'BACKSPACE') {
    const erased = codeDigits(before)[index] !== '' ? index : Math.max(index - 1, 0);
    expect(codeDigits(snapshot)[erased]).toBe('');
    expect(focusedBox(snapshot)).toBe(erased);
  }
  if (event.type === 'FOCUS') expect(focusedBox(snapshot)).toBe(index);
  if (event.type === 'RESET') {
    expect(enteredCode(snapshot)).toBe('');
    expect(focusedBox(snapshot)).toBe(0);
  }
}

describe('code entry machine (model-based)', () => {
  const paths = [
    ...shortestPaths(codeEntryMachine, { cases, serializeState }),
    ...transitionPaths(codeEntryMachine, { cases, serializeState }),
  ];
  modelBasedSuite(codeEntryMachine, { name: 'codeEntry' }).walk(paths, () => {
    const completed: string[] = [];
    // The COMPLETE announcement is recorded here; the examples below listen to the real emitted event.
    const machine = codeEntryMachine.provide({
      actions: {
        announceCode: ({ context }) => {
          completed.push(context.digits.join(''));
        },
      },
    });
    return { machine, check: checkView(completed) };
  });
});

describe('code entry (examples)', () => {
  it('auto-submits once all six boxes are filled by typing', () => {
    const actor = codeEntry().start();
    const codes: string[] = [];
    actor.on('COMPLETE', ({ code }) => codes.push(code));
    // The letter is ignored and the focus stays on its box.
    for (const key of '48a1905') actor.send({ type: 'TYPE', index: focusedBox(actor.getSnapshot()), key });
    expect(codes).toEqual(['481905']);
    expect(isCodeComplete(actor.getSnapshot())).toBe(true);
  });

  it('fills from the first box on paste, digits only', () => {
    const actor = codeEntry().start();
    const codes: string[] = [];
    actor.on('COMPLETE', ({ code }) => codes.push(code));
    actor.send({ type: 'TYPE', index: 4, key: '9' });
    actor.send({ type: 'PASTE', text: ' 12 34 ' });
    expect(codeDigits(actor.getSnapshot())).toEqual(['1', '2', '3', '4', '', '']);
    expect(focusedBox(actor.getSnapshot())).toBe(4);
    actor.send({ type: 'PASTE', text: 'Your code is 654-321.' });
    expect(codes).toEqual(['654321']);
    actor.send({ type: 'RESET' });
    expect(enteredCode(actor.getSnapshot())).toBe('');
  });
});

describe('countdown helpers', () => {
  it('shows mm:ss and rounds the seconds left up', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
    expect(secondsUntil(null, 0)).toBe(0);
  });
});
