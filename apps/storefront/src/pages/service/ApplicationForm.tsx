import { submitApplication } from '@startwise/api-client';
import { applicationForm, applicationFormMachine } from '@startwise/flows';
import { FORM_SUBMITTED, type FormField } from '@startwise/flows/rules';
import { Button, Dialog, ErrorSummary, Inline, Stack, Text, useToast } from '@startwise/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { api } from '../../app/api';
import { ApplicationField } from './ApplicationField';

export interface ApplicationFormProps {
  slug: string;
  fields: FormField[];
  /** The button text (spec 2: submit_label when present). */
  submitLabel?: string | null;
}

/**
 * A service's application form built from its field definitions, driven by the flows' application-form machine
 * (spec 5 rules on submit, the server's errors under 'There was a problem with your submission:', 'Submitted'
 * after success, then the 'Proceed to Payment' choice).
 */
export function ApplicationForm({ slug, fields, submitLabel }: ApplicationFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      applicationFormMachine.provide({
        actors: {
          submitApplication: fromPromise(async ({ input, signal }) => {
            const { submissionId } = await submitApplication(api, slug, input, { signal });
            return { _id: submissionId };
          }),
        },
      }),
    [slug],
  );
  const actorRef = useActorRef(machine, { input: { fields } });
  const values = useSelector(actorRef, applicationForm.formValues);
  const errors = useSelector(actorRef, applicationForm.fieldErrors);
  const files = useSelector(actorRef, (snapshot) => snapshot.context.files);
  const serverErrors = useSelector(actorRef, applicationForm.serverErrors);
  const submitting = useSelector(actorRef, applicationForm.isSubmitting);
  const submitted = useSelector(actorRef, applicationForm.isSubmitted);
  const prompting = useSelector(actorRef, applicationForm.showsPaymentPrompt);
  const next = useSelector(actorRef, applicationForm.nextStep);
  const submissionId = useSelector(actorRef, applicationForm.submissionId);

  useEffect(() => {
    if (submitted) toast.success(FORM_SUBMITTED);
  }, [submitted, toast]);

  useEffect(() => {
    if (!submissionId || !next) return;
    navigate(next === 'payment' ? `/payment/${submissionId}` : `/submissions/${submissionId}`);
  }, [next, submissionId, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'SUBMIT' });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={submitting} aria-label="Application form">
      <Stack space="large">
        {serverErrors.length > 0 ? (
          <ErrorSummary errors={serverErrors.map((message) => ({ message }))} focusOnMount />
        ) : null}
        {fields.map((field) => (
          <ApplicationField
            key={field.name}
            field={field}
            value={values[field.name]}
            files={files[field.name] ?? []}
            error={errors[field.name]}
            disabled={submitting || submitted}
            onValue={(value) => actorRef.send({ type: 'CHANGE', name: field.name, value })}
            onFiles={(chosen) => actorRef.send({ type: 'CHANGE_FILES', name: field.name, files: chosen })}
          />
        ))}
        <Button type="submit" loading={submitting} disabled={submitted} fullWidth>
          {submitted ? 'Submitted' : submitLabel || 'Submit Application'}
        </Button>
      </Stack>
      <Dialog
        isOpen={prompting}
        onOpenChange={(open) => {
          if (!open) actorRef.send({ type: 'SKIP_PAYMENT' });
        }}
        title="Proceed to Payment"
        isDismissable={false}
        footer={
          <Inline space="small" align="right">
            <Button variant="secondary" onClick={() => actorRef.send({ type: 'SKIP_PAYMENT' })}>
              Skip for now
            </Button>
            <Button onClick={() => actorRef.send({ type: 'PROCEED_TO_PAYMENT' })}>Proceed to Payment</Button>
          </Inline>
        }
      >
        <Text>Your application has been submitted. Pay now to get started, or pay later from My Services.</Text>
      </Dialog>
    </form>
  );
}
