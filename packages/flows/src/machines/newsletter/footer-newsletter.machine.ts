import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../../rules/error-message.js';
import { FOOTER_SUBSCRIBE_FAILED, NEWSLETTER_SUBSCRIBED } from '../../rules/feedback.js';
import { footerNewsletterError } from '../../rules/newsletter.js';
import type { Feedback, NewsletterResult } from './feedback.js';

export interface FooterNewsletterContext {
  email: string;
  feedback?: Feedback;
}

export type FooterNewsletterEvent = { type: 'CHANGE'; email: string } | { type: 'SUBMIT' };

/** The footer's newsletter form (spec 4 "Other", 5 and 8): idle, 'Subscribing...', success or failure. */
export const footerNewsletterMachine = setup({
  types: {
    context: {} as FooterNewsletterContext,
    events: {} as FooterNewsletterEvent,
  },
  actors: {
    subscribeNewsletter: fromPromise<NewsletterResult, { email: string }>(async () => {
      throw new Error('provide me: subscribeNewsletter');
    }),
  },
  guards: {
    emailIsValid: ({ context }) => footerNewsletterError(context.email) === undefined,
  },
}).createMachine({
  id: 'footerNewsletter',
  context: { email: '' },
  initial: 'ready',
  states: {
    // Typing and submitting work here; while subscribing the button is disabled.
    ready: {
      initial: 'idle',
      on: {
        CHANGE: { target: '.idle', actions: assign({ email: ({ event }) => event.email, feedback: undefined }) },
        SUBMIT: [
          { guard: 'emailIsValid', target: 'subscribing', actions: assign({ feedback: undefined }) },
          {
            // A malformed address is refused here, without calling the server.
            target: '.invalid',
            actions: assign({
              feedback: ({ context }) => ({ tone: 'error', text: footerNewsletterError(context.email) ?? '' }),
            }),
          },
        ],
      },
      states: {
        idle: {},
        invalid: {},
        success: {},
        failure: {},
      },
    },
    subscribing: {
      invoke: {
        id: 'subscribeNewsletter',
        src: 'subscribeNewsletter',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          target: 'ready.success',
          actions: assign({
            email: '',
            feedback: ({ event }) => ({ tone: 'success', text: event.output?.message || NEWSLETTER_SUBSCRIBED }),
          }),
        },
        onError: {
          target: 'ready.failure',
          actions: assign({
            feedback: ({ event }) => ({ tone: 'error', text: errorMessage(event.error, FOOTER_SUBSCRIBE_FAILED) }),
          }),
        },
      },
    },
  },
});
