import { assign, fromPromise, setup } from 'xstate';
import { validateApplicationForm } from '../../rules/application-form.js';
import { errorMessage, fieldErrorsOf } from '../../rules/error-message.js';
import { FORM_SUBMIT_FAILED } from '../../rules/feedback.js';
import { clearFieldError, hasErrors } from '../../rules/field-errors.js';
import type { FieldErrors, FormField } from '../../rules/form-field.js';

export interface ApplicationFormInput {
  fields: FormField[];
  /** Prefilled values, if any. */
  values?: Record<string, unknown>;
}

export interface ApplicationFormContext {
  fields: FormField[];
  values: Record<string, unknown>;
  /** Chosen files per file field (browser File objects), sent as multipart parts. */
  files: Record<string, File[]>;
  /** One message per field: the rules' own, or the server's. */
  errors: FieldErrors;
  /** What the server said, listed under 'There was a problem with your submission:'. */
  serverErrors: string[];
  submissionId?: string;
}

export interface SubmitApplicationInput {
  values: Record<string, unknown>;
  files: Record<string, File[]>;
}

export interface SubmittedApplication {
  /** The new submission's id, for the submission and payment screens. */
  _id: string;
}

export type ApplicationFormEvent =
  | { type: 'CHANGE'; name: string; value: unknown }
  | { type: 'CHANGE_FILES'; name: string; files: File[] }
  | { type: 'SUBMIT' }
  | { type: 'SKIP_PAYMENT' }
  | { type: 'PROCEED_TO_PAYMENT' };

export const applicationFormMachine = setup({
  types: {
    input: {} as ApplicationFormInput,
    context: {} as ApplicationFormContext,
    events: {} as ApplicationFormEvent,
  },
  actors: {
    submitApplication: fromPromise<SubmittedApplication, SubmitApplicationInput>(async () => {
      throw new Error('provide me: submitApplication');
    }),
  },
  guards: {
    hasNoErrors: ({ context }) => !hasErrors(context.errors),
  },
  actions: {
    setValue: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return {
        values: { ...context.values, [event.name]: event.value },
        errors: clearFieldError(context.errors, event.name),
      };
    }),
    setFiles: assign(({ context, event }) => {
      if (event.type !== 'CHANGE_FILES') return {};
      return {
        files: { ...context.files, [event.name]: event.files },
        errors: clearFieldError(context.errors, event.name),
      };
    }),
    validate: assign(({ context }) => ({
      errors: validateApplicationForm(context.fields, context.values, context.files),
      serverErrors: [],
    })),
  },
}).createMachine({
  id: 'applicationForm',
  context: ({ input }) => ({
    fields: input.fields,
    values: input.values ?? {},
    files: {},
    errors: {},
    serverErrors: [],
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'setValue' },
        CHANGE_FILES: { actions: 'setFiles' },
        SUBMIT: 'validating',
      },
    },
    validating: {
      entry: 'validate',
      always: [{ guard: 'hasNoErrors', target: 'submitting' }, { target: 'editing' }],
    },
    submitting: {
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => ({ values: context.values, files: context.files }),
        onDone: {
          target: 'submitted',
          actions: assign({ submissionId: ({ event }) => event.output._id }),
        },
        onError: {
          target: 'editing',
          // Field errors go next to their fields; the summary lists every server message.
          actions: assign(({ event }) => {
            const fieldErrors = fieldErrorsOf(event.error);
            const messages = Object.values(fieldErrors);
            return {
              errors: fieldErrors,
              serverErrors: messages.length > 0 ? messages : [errorMessage(event.error, FORM_SUBMIT_FAILED)],
            };
          }),
        },
      },
    },
    submitted: {
      on: {
        SKIP_PAYMENT: 'skippedPayment',
        PROCEED_TO_PAYMENT: 'proceedingToPayment',
      },
    },
    skippedPayment: { type: 'final' },
    proceedingToPayment: { type: 'final' },
  },
});
