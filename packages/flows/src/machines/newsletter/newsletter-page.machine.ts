import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../../rules/error-message.js';
import { NEWSLETTER_PAGE_FAILED, NEWSLETTER_SUBSCRIBED, NEWSLETTER_UNSUBSCRIBED } from '../../rules/feedback.js';
import { newsletterEmailError, newsletterToggleError, shouldLookUpNewsletterStatus } from '../../rules/newsletter.js';
import type { Feedback, NewsletterResult } from './feedback.js';

export interface NewsletterPageContext {
  email: string;
  /** 'Currently subscribed' or 'Not subscribed' (false until a lookup says otherwise). */
  subscribed: boolean;
  feedback?: Feedback;
}

export type NewsletterPageEvent =
  | { type: 'CHANGE'; email: string }
  /** The subscribe/unsubscribe toggle. */
  | { type: 'TOGGLE' }
  /** The form's submit: the same flip, with the form's own messages for a blank or malformed address. */
  | { type: 'SUBMIT' };

const showError = (text: string | undefined): Feedback => ({ tone: 'error', text: text ?? '' });

/**
 * The newsletter page (spec 2, 4 and 5): the status of a valid address is looked up 500 ms after typing stops;
 * the toggle subscribes or unsubscribes, and a successful call flips the state.
 */
export const newsletterPageMachine = setup({
  types: {
    context: {} as NewsletterPageContext,
    events: {} as NewsletterPageEvent,
  },
  actors: {
    lookUpNewsletterStatus: fromPromise<{ subscribed: boolean }, { email: string }>(async () => {
      throw new Error('provide me: lookUpNewsletterStatus');
    }),
    subscribeNewsletter: fromPromise<NewsletterResult, { email: string }>(async () => {
      throw new Error('provide me: subscribeNewsletter');
    }),
    unsubscribeNewsletter: fromPromise<NewsletterResult, { email: string }>(async () => {
      throw new Error('provide me: unsubscribeNewsletter');
    }),
  },
  guards: {
    typedValidEmail: ({ event }) => event.type === 'CHANGE' && shouldLookUpNewsletterStatus(event.email),
    emailIsInvalid: ({ context }) => !shouldLookUpNewsletterStatus(context.email),
    isSubscribed: ({ context }) => context.subscribed,
  },
  actions: {
    setEmail: assign({
      email: ({ event }) => (event.type === 'CHANGE' ? event.email : ''),
      subscribed: false,
      feedback: undefined,
    }),
    clearFeedback: assign({ feedback: undefined }),
  },
  delays: {
    newsletterStatusDebounce: 500,
  },
}).createMachine({
  id: 'newsletterPage',
  context: { email: '', subscribed: false },
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      on: {
        CHANGE: [
          { guard: 'typedValidEmail', target: '.debouncing', reenter: true, actions: 'setEmail' },
          { target: '.idle', actions: 'setEmail' },
        ],
        TOGGLE: [
          {
            guard: 'emailIsInvalid',
            target: '.idle',
            actions: assign({ feedback: ({ context }) => showError(newsletterToggleError(context.email)) }),
          },
          { guard: 'isSubscribed', target: 'unsubscribing', actions: 'clearFeedback' },
          { target: 'subscribing', actions: 'clearFeedback' },
        ],
        SUBMIT: [
          {
            guard: 'emailIsInvalid',
            target: '.idle',
            actions: assign({ feedback: ({ context }) => showError(newsletterEmailError(context.email)) }),
          },
          { guard: 'isSubscribed', target: 'unsubscribing', actions: 'clearFeedback' },
          { target: 'subscribing', actions: 'clearFeedback' },
        ],
      },
      states: {
        idle: {},
        debouncing: {
          after: { newsletterStatusDebounce: 'checking' },
        },
        checking: {
          invoke: {
            id: 'lookUpNewsletterStatus',
            src: 'lookUpNewsletterStatus',
            input: ({ context }) => ({ email: context.email.trim() }),
            onDone: { target: 'idle', actions: assign({ subscribed: ({ event }) => event.output.subscribed }) },
            // An unknown status reads as 'Not subscribed'; the toggle still works.
            onError: { target: 'idle', actions: assign({ subscribed: false }) },
          },
        },
      },
    },
    subscribing: {
      invoke: {
        id: 'subscribeNewsletter',
        src: 'subscribeNewsletter',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          target: 'ready',
          actions: assign({
            subscribed: true,
            feedback: ({ event }) => ({ tone: 'success', text: event.output?.message || NEWSLETTER_SUBSCRIBED }),
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({ feedback: ({ event }) => showError(errorMessage(event.error, NEWSLETTER_PAGE_FAILED)) }),
        },
      },
    },
    unsubscribing: {
      invoke: {
        id: 'unsubscribeNewsletter',
        src: 'unsubscribeNewsletter',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          target: 'ready',
          actions: assign({
            subscribed: false,
            feedback: ({ event }) => ({ tone: 'success', text: event.output?.message || NEWSLETTER_UNSUBSCRIBED }),
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({ feedback: ({ event }) => showError(errorMessage(event.error, NEWSLETTER_PAGE_FAILED)) }),
        },
      },
    },
  },
});
