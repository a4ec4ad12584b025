import { applicationForm, applicationFormMachine, type FormField } from '@startwise/flows';
import { useFlow } from '@startwise/flows/react';
import { Alert, Button, Dialog, ErrorSummary, Inline, Stack, Text, TextArea, TextField } from '@startwise/ui';
import type { FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { fakeLatency } from './fakeLatency';

/** The address the fake server says already has an application. */
export const TAKEN_EMAIL = 'taken@example.com';

const fields: FormField[] = [
  { name: 'fullName', label: 'Full Name', type: 'text', required: true },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    required: true,
    validations: { blacklistDomains: ['mailinator.com'] },
  },
  {
    name: 'business',
    label: 'About your business',
    type: 'textarea',
    required: false,
    validations: { minChars: 10 },
  },
];

// The real application-form machine; the fake server refuses TAKEN_EMAIL with a field error, as the API does.
const demoMachine = applicationFormMachine.provide({
  actors: {
    submitApplication: fromPromise(async ({ input }: { input: applicationForm.SubmitApplicationInput }) => {
      await fakeLatency();
      if (input.values.email === TAKEN_EMAIL) {
        throw { message: 'Validation failed', fieldErrors: { email: 'An application with this email already exists' } };
      }
      return { _id: 'submission-demo' };
    }),
  },
});

const selectors = {
  values: applicationForm.formValues,
  errors: applicationForm.fieldErrors,
  serverErrors: applicationForm.serverErrors,
  submitting: applicationForm.isSubmitting,
  submitted: applicationForm.isSubmitted,
  prompt: applicationForm.showsPaymentPrompt,
  nextStep: applicationForm.nextStep,
  submissionId: applicationForm.submissionId,
};

const fieldId = (name: string) => `application-${name}`;

/** A service's application form from its field definitions: rules, server errors, then the payment prompt. */
export function ApplicationFormDemo() {
  const { view, send } = useFlow(demoMachine, selectors, { input: { fields } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  const fieldValue = (name: string) => String(view.values[name] ?? '');
  const change = (name: string) => (event: { target: { value: string } }) =>
    send({ type: 'CHANGE', name, value: event.target.value });

  return (
    <Stack space="medium">
      {view.serverErrors.length > 0 && (
        <ErrorSummary
          errors={view.serverErrors.map((message) => {
            const field = fields.find(({ name }) => view.errors[name] === message);
            return { message, fieldId: field ? fieldId(field.name) : undefined };
          })}
        />
      )}
      <form onSubmit={submit} noValidate>
        <Stack space="medium">
          {fields.map((field) =>
            field.type === 'textarea' ? (
              <TextArea
                key={field.name}
                id={fieldId(field.name)}
                label={field.label}
                rows={3}
                required={field.required}
                value={fieldValue(field.name)}
                error={view.errors[field.name]}
                onChange={change(field.name)}
              />
            ) : (
              <TextField
                key={field.name}
                id={fieldId(field.name)}
                label={field.label}
                type={field.type === 'email' ? 'email' : 'text'}
                required={field.required}
                value={fieldValue(field.name)}
                error={view.errors[field.name]}
                onChange={change(field.name)}
              />
            ),
          )}
          <Inline space="small">
            <Button type="submit" loading={view.submitting} disabled={view.submitted}>
              {view.submitted ? 'Submitted' : 'Submit'}
            </Button>
          </Inline>
        </Stack>
      </form>
      {view.nextStep && (
        <Alert tone="info">
          {view.nextStep === 'payment'
            ? `The app goes to the payment of submission ${view.submissionId}`
            : `The app goes to submission ${view.submissionId}`}
        </Alert>
      )}
      <Dialog
        isOpen={view.prompt}
        onOpenChange={(open) => {
          if (!open) send({ type: 'SKIP_PAYMENT' });
        }}
        title="Proceed to Payment"
        footer={
          <Inline space="small">
            <Button variant="secondary" onClick={() => send({ type: 'SKIP_PAYMENT' })}>
              Skip for now
            </Button>
            <Button onClick={() => send({ type: 'PROCEED_TO_PAYMENT' })}>Proceed to Payment</Button>
          </Inline>
        }
      >
        <Text>Your application was submitted. Pay now, or later from your submission.</Text>
      </Dialog>
    </Stack>
  );
}
