import { describe, expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate';
import { contactFeedback, contactMachine, contactValues, isSending, isSent } from '../../src/machines/contact/index.js';
import { contactError, validateContact } from '../../src/rules/index.js';
import type { FakeActors } from '../../src/testing/fake-actors.js';
import { transitionPaths } from '../../src/testing/paths.js';
import { modelBasedSuite } from './model-suite.js';

const cases: AnyEventObject[] = [
  { type: 'CHANGE', field: 'name', value: 'Asha Verma' },
  { type: 'CHANGE', field: 'email', value: 'asha@example' },
  { type: 'CHANGE', field: 'email', value: 'asha@example.com' },
  { type: 'CHANGE', field: 'message', value: 'How long does GST registration take?' },
  { type: 'xstate.done.actor.sendContactMessage', output: undefined },
  { type: 'xstate.error.actor.sendContactMessage', error: { message: 'Too many messages' } },
  { type: 'xstate.error.actor.sendContactMessage', error: {} },
];

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, errors: validateContact(snapshot.context.values) });

type Snapshot = Parameters<typeof isSent>[0];

const check = (fakes: FakeActors) => (raw: AnyMachineSnapshot, event: EventObject, before?: AnyMachineSnapshot) => {
  const snapshot = raw as Snapshot;
  const previous = before as Snapshot | undefined;
  expect(isSending(snapshot)).toBe(snapshot.matches('sending'));
  expect(isSent(snapshot)).toBe(snapshot.matches('sent'));
  if (snapshot.matches('sending')) expect(fakes.lastInput('sendContactMessage')).toEqual(contactValues(snapshot));
  if (event.type === 'SUBMIT' && snapshot.matches('editing')) {
    // Refused before any call: missing fields first, then the address.
    const expected = contactError(contactValues(snapshot));
    expect(expected).toBeDefined();
    expect(contactFeedback(snapshot)).toEqual({ tone: 'error', text: expected });
  }
  if (snapshot.matches('sent')) {
    expect(contactValues(snapshot)).toEqual({ name: '', email: '', phone: '', message: '' });
    expect(contactFeedback(snapshot)).toEqual({ tone: 'success', text: 'Your message has been sent successfully!' });
  }
  if (event.type === 'xstate.error.actor.sendContactMessage') {
    const error = (event as { error?: { message?: string } }).error;
    expect(contactValues(snapshot)).toEqual(previous?.context.values);
    expect(contactFeedback(snapshot)).toEqual({
      tone: 'error',
      text: error?.message ?? 'Failed to send message. Please try again later.',
    });
  }
  if (event.type === 'SEND_ANOTHER' || event.type === 'CHANGE') expect(contactFeedback(snapshot)).toBeUndefined();
};

describe('contact machine (model-based)', () => {
  modelBasedSuite(contactMachine).walk(transitionPaths(contactMachine, { cases, serializeState }), (fakes) => ({
    machine: contactMachine.provide({ actors: { sendContactMessage: fakes.promise('sendContactMessage') as never } }),
    check: check(fakes),
  }));
});
