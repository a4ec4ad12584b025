import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate';
import {
  footerEmail,
  footerFeedback,
  footerNewsletterMachine,
  footerSubscribed,
  isCheckingStatus,
  isSubscribed,
  isSubscribing,
  isUpdatingSubscription,
  newsletterPageMachine,
  pageFeedback,
  subscriptionLabel,
} from '../../src/machines/newsletter/index.js';
import { isValidEmail } from '../../src/rules/index.js';
import type { FakeActors } from '../../src/testing/fake-actors.js';
import { transitionPaths } from '../../src/testing/paths.js';
import { modelBasedSuite } from './model-suite.js';

const serverFailure = { message: 'Too many requests, slow down' };
const errorOf = (event: EventObject) => (event as { error?: { message?: string } }).error;
const outputOf = (event: EventObject) => (event as { output?: { message?: string } }).output;

describe('footer newsletter machine (model-based)', () => {
  const cases: AnyEventObject[] = [
    { type: 'CHANGE', email: 'asha@example.com' },
    { type: 'CHANGE', email: 'asha@' },
    { type: 'CHANGE', email: '' },
    { type: 'xstate.done.actor.subscribeNewsletter', output: { message: 'Welcome aboard!' } },
    { type: 'xstate.done.actor.subscribeNewsletter', output: {} },
    { type: 'xstate.error.actor.subscribeNewsletter', error: serverFailure },
    { type: 'xstate.error.actor.subscribeNewsletter', error: new Error('') },
  ];
  const serializeState = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({ value: snapshot.value, valid: isValidEmail(snapshot.context.email) });

  const check = (fakes: FakeActors) => (raw: AnyMachineSnapshot, event: EventObject) => {
    const snapshot = raw as Parameters<typeof isSubscribing>[0];
    expect(isSubscribing(snapshot)).toBe(snapshot.matches('subscribing'));
    if (snapshot.matches('subscribing')) {
      expect(footerFeedback(snapshot)).toBeUndefined();
      expect(fakes.lastInput('subscribeNewsletter')).toEqual({ email: 'asha@example.com' });
    }
    if (snapshot.matches({ ready: 'idle' })) expect(footerFeedback(snapshot)).toBeUndefined();
    if (snapshot.matches({ ready: 'invalid' })) {
      expect(footerFeedback(snapshot)).toEqual({ tone: 'error', text: 'Please enter a valid email address' });
      // Refused without calling the server.
      expect(fakes.isPending('subscribeNewsletter')).toBe(false);
    }
    if (snapshot.matches({ ready: 'success' })) {
      expect(footerSubscribed(snapshot)).toBe(true);
      expect(footerEmail(snapshot)).toBe('');
      expect(footerFeedback(snapshot)).toEqual({
        tone: 'success',
        text: outputOf(event)?.message ?? 'Successfully subscribed to the newsletter!',
      });
    }
    if (snapshot.matches({ ready: 'failure' })) {
      expect(footerFeedback(snapshot)).toEqual({
        tone: 'error',
        text: errorOf(event)?.message || 'Subscription failed. Please try again.',
      });
    }
  };

  modelBasedSuite(footerNewsletterMachine).walk(
    transitionPaths(footerNewsletterMachine, { cases, serializeState }),
    (fakes) => ({
      machine: footerNewsletterMachine.provide({
        actors: { subscribeNewsletter: fakes.promise('subscribeNewsletter') as never },
      }),
      check: check(fakes),
    }),
  );
});

describe('newsletter page machine (model-based)', () => {
  const cases: AnyEventObject[] = [
    { type: 'CHANGE', email: 'asha@example.com' },
    { type: 'CHANGE', email: 'asha@' },
    { type: 'CHANGE', email: '' },
    { type: 'xstate.done.actor.lookUpNewsletterStatus', output: { subscribed: true } },
    { type: 'xstate.done.actor.lookUpNewsletterStatus', output: { subscribed: false } },
    { type: 'xstate.error.actor.lookUpNewsletterStatus', error: serverFailure },
    { type: 'xstate.done.actor.subscribeNewsletter', output: {} },
    { type: 'xstate.done.actor.subscribeNewsletter', output: { message: 'Subscribed!' } },
    { type: 'xstate.error.actor.subscribeNewsletter', error: serverFailure },
    { type: 'xstate.error.actor.subscribeNewsletter', error: {} },
    { type: 'xstate.done.actor.unsubscribeNewsletter', output: {} },
    { type: 'xstate.error.actor.unsubscribeNewsletter', error: {} },
  ];
  const serializeState = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({
      value: snapshot.value,
      email: snapshot.context.email === '' ? 'blank' : isValidEmail(snapshot.context.email),
      subscribed: snapshot.context.subscribed,
    });

  const check = (fakes: FakeActors) => (raw: AnyMachineSnapshot, event: EventObject, before?: AnyMachineSnapshot) => {
    const snapshot = raw as Parameters<typeof isSubscribed>[0];
    const previous = before as typeof snapshot | undefined;
    expect(subscriptionLabel(snapshot)).toBe(isSubscribed(snapshot) ? 'Currently subscribed' : 'Not subscribed');
    expect(isUpdatingSubscription(snapshot)).toBe(snapshot.matches('subscribing') || snapshot.matches('unsubscribing'));
    if (snapshot.matches({ ready: 'debouncing' })) expect(isCheckingStatus(snapshot)).toBe(true);
    if (snapshot.matches({ ready: 'checking' })) {
      expect(fakes.lastInput('lookUpNewsletterStatus')).toEqual({ email: 'asha@example.com' });
    }
    switch (event.type) {
      case 'CHANGE':
        expect(pageFeedback(snapshot)).toBeUndefined();
        // The lookup waits for a valid address.
        expect(snapshot.matches({ ready: 'debouncing' })).toBe(isValidEmail(snapshot.context.email));
        break;
      case 'TOGGLE':
      case 'SUBMIT': {
        const email = previous?.context.email ?? '';
        if (!isValidEmail(email)) {
          const text =
            event.type === 'TOGGLE'
              ? 'Please enter a valid email address first'
              : email === ''
                ? 'Please enter your email address'
                : 'Please enter a valid email address';
          expect(pageFeedback(snapshot)).toEqual({ tone: 'error', text });
        } else {
          expect(snapshot.matches(previous?.context.subscribed ? 'unsubscribing' : 'subscribing')).toBe(true);
        }
        break;
      }
      case 'xstate.done.actor.lookUpNewsletterStatus':
        expect(isSubscribed(snapshot)).toBe(
          (event as unknown as { output: { subscribed: boolean } }).output.subscribed,
        );
        break;
      case 'xstate.error.actor.lookUpNewsletterStatus':
        expect(isSubscribed(snapshot)).toBe(false);
        break;
      case 'xstate.done.actor.subscribeNewsletter':
        expect(isSubscribed(snapshot)).toBe(true);
        expect(pageFeedback(snapshot)).toEqual({
          tone: 'success',
          text: outputOf(event)?.message ?? 'Successfully subscribed to the newsletter!',
        });
        break;
      case 'xstate.done.actor.unsubscribeNewsletter':
        expect(isSubscribed(snapshot)).toBe(false);
        expect(pageFeedback(snapshot)).toEqual({
          tone: 'success',
          text: 'Successfully unsubscribed from the newsletter',
        });
        break;
      case 'xstate.error.actor.subscribeNewsletter':
      case 'xstate.error.actor.unsubscribeNewsletter':
        // A failed call flips nothing.
        expect(isSubscribed(snapshot)).toBe(previous?.context.subscribed);
        expect(pageFeedback(snapshot)).toEqual({
          tone: 'error',
          text: errorOf(event)?.message ?? 'An error occurred. Please try again.',
        });
        break;
    }
  };

  modelBasedSuite(newsletterPageMachine).walk(
    transitionPaths(newsletterPageMachine, { cases, serializeState }),
    (fakes) => ({
      machine: newsletterPageMachine.provide({
        actors: {
          lookUpNewsletterStatus: fakes.promise('lookUpNewsletterStatus') as never,
          subscribeNewsletter: fakes.promise('subscribeNewsletter') as never,
          unsubscribeNewsletter: fakes.promise('unsubscribeNewsletter') as never,
        },
      }),
      check: check(fakes),
    }),
  );
});

describe('newsletter status debounce (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('looks the status up 500 ms after the last keystroke, only for a valid address', async () => {
    const lookUp = vi.fn(async (_input: { email: string }) => ({ subscribed: true }));
    const actor = createActor(
      newsletterPageMachine.provide({ actors: { lookUpNewsletterStatus: fromPromise(({ input }) => lookUp(input)) } }),
    ).start();
    actor.send({ type: 'CHANGE', email: 'asha@example' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(lookUp).not.toHaveBeenCalled();
    actor.send({ type: 'CHANGE', email: 'asha@example.co' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'CHANGE', email: 'asha@example.com' });
    await vi.advanceTimersByTimeAsync(499);
    expect(lookUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(lookUp).toHaveBeenCalledTimes(1);
    expect(lookUp).toHaveBeenCalledWith({ email: 'asha@example.com' });
    await vi.advanceTimersByTimeAsync(0);
    expect(subscriptionLabel(actor.getSnapshot())).toBe('Currently subscribed');
  });
});
