import { assign, fromPromise, setup } from 'xstate';
import { type ContactValues, contactError } from '../../rules/contact.js';
import { errorMessage } from '../../rules/error-message.js';
import { CONTACT_SEND_FAILED, CONTACT_SENT } from '../../rules/feedback.js';

export interface ContactFeedback {
  tone: 'success' | 'error';
  text: string;
}

export interface ContactContext {
  values: ContactValues;
  /** The toast to show, if any. */
  feedback?: ContactFeedback;
}

export type ContactEvent =
  | { type: 'CHANGE'; field: keyof ContactValues; value: string }
  | { type: 'SUBMIT' }
  | { type: 'SEND_ANOTHER' };

const emptyForm: ContactValues = { name: '', email: '', phone: '', message: '' };

/** The contact form (spec 4 "Other"): editing, sending, sent (the form cleared) until 'Send Another Message'. */
export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
  },
  actors: {
    sendContactMessage: fromPromise<{ message?: string } | undefined, ContactValues>(async () => {
      throw new Error('provide me: sendContactMessage');
    }),
  },
  guards: {
    formIsValid: ({ context }) => contactError(context.values) === undefined,
  },
}).createMachine({
  id: 'contact',
  context: { values: emptyForm },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
            feedback: undefined,
          }),
        },
        SUBMIT: [
          { guard: 'formIsValid', target: 'sending', actions: assign({ feedback: undefined }) },
          {
            actions: assign({
              feedback: ({ context }) => ({ tone: 'error', text: contactError(context.values) ?? '' }),
            }),
          },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'sendContactMessage',
        src: 'sendContactMessage',
        input: ({ context }) => context.values,
        onDone: {
          target: 'sent',
          actions: assign({
            values: emptyForm,
            feedback: ({ event }) => ({ tone: 'success', text: event.output?.message || CONTACT_SENT }),
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            feedback: ({ event }) => ({ tone: 'error', text: errorMessage(event.error, CONTACT_SEND_FAILED) }),
          }),
        },
      },
    },
    // 'Message Sent!' with 'Send Another Message'.
    sent: {
      on: { SEND_ANOTHER: { target: 'editing', actions: assign({ feedback: undefined }) } },
    },
  },
});
