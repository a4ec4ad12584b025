import { assign, setup } from 'xstate';
import type { FieldErrors } from '../../../rules/index.js';
import { placeholder } from '../placeholder.js';
import type { AuthEvent } from '../types.js';

/** The auth event a form sends, by its type. */
export type FormEvent<TType extends AuthEvent['type']> = Extract<AuthEvent, { type: TType }>;

/**
 * One form of the auth flow: its client rules (checked by the session machine when the event arrives, so an invalid
 * form never leaves the page it is on), the request its values become, and the machine that sends it.
 */
export interface AuthForm<TEvent, TInput, TReply> {
  validate: (event: TEvent) => FieldErrors;
  request: (event: TEvent) => TInput;
  machine: ReturnType<typeof formMachine>;
  /** Types the reply the machine finishes with (its output). */
  reply: (output: unknown) => TReply;
}

export interface FormContext {
  request: unknown;
  reply: unknown;
}

/**
 * Sends one form's request through its one call (`submit`, named `call` in errors and as the invoke id) and
 * finishes with the server's reply. A refusal fails this machine, so the session machine that invoked it receives
 * the API client's error as it was thrown.
 */
export function formMachine(call: string) {
  return setup({
    types: {
      input: {} as unknown,
      context: {} as FormContext,
      output: {} as unknown,
    },
    actors: { submit: placeholder<unknown, unknown>(call) },
  }).createMachine({
    id: `${call}Form`,
    context: ({ input }) => ({ request: input, reply: null }),
    initial: 'sending',
    states: {
      sending: {
        tags: ['submitting'],
        invoke: {
          id: call,
          src: 'submit',
          input: ({ context }: { context: FormContext }) => context.request,
          onDone: { target: 'sent', actions: assign({ reply: ({ event }) => event.output }) },
        },
      },
      sent: { type: 'final' },
    },
    output: ({ context }: { context: FormContext }) => context.reply,
  });
}

/** An optional phone is sent only when filled in. */
export const optionalPhone = (phone: string | undefined) => (phone?.trim() ? { phone: phone.trim() } : {});
