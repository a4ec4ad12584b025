import { ApplicationFields } from '@startwise/application-fields';
import { applicationForm, applicationFormMachine, fileUpload } from '@startwise/flows';
import { useFlow } from '@startwise/flows/react';
import { FORM_SUBMITTED, type FormField } from '@startwise/flows/rules';
import { Box, Button, Dialog, ErrorSummary, Inline, Stack, Text, useToast } from '@startwise/ui';
import { type FormEvent, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { stagedFileUploader } from '../../uploads/staged-file-uploader';
import { submitApplicationActor } from './application-actors';

const selectors = {
  values: applicationForm.formValues,
  errors: applicationForm.fieldErrors,
  files: applicationForm.filesByField,
  serverErrors: applicationForm.serverErrors,
  submitting: applicationForm.isSubmitting,
  submitted: applicationForm.isSubmitted,
  prompting: applicationForm.showsPaymentPrompt,
  next: applicationForm.nextStep,
  submissionId: applicationForm.submissionId,
  uploads: applicationForm.uploadRows,
  waitingForUploads: applicationForm.isWaitingForUploads,
};

export interface ApplicationFormProps {
  slug: string;
  fields: FormField[];
  /** The button text (spec 2: submit_label when present). */
  submitLabel?: string | null;
  /** Values filled in before the customer starts (the compliance calendar's "File now"). */
  values?: Record<string, unknown>;
}

/**
 * A service's application form built from its field definitions, driven by the flows' application-form machine
 * (spec 5 rules on submit, the server's errors under 'There was a problem with your submission:', 'Submitted'
 * after success, then the 'Proceed to Payment' choice).
 */
export function ApplicationForm({ slug, fields, submitLabel, values: initialValues }: ApplicationFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      applicationFormMachine.provide({
        actors: { submitApplication: submitApplicationActor(slug), fileUploader: stagedFileUploader },
      }),
    [slug],
  );
  const { view, send: sendToForm } = useFlow(machine, selectors, { input: { fields, values: initialValues } });
  const { values, errors, files, serverErrors, submitting, submitted, prompting, next, submissionId } = view;
  const uploads = useMemo(() => fileUpload.uploadRowsByField(view.uploads), [view.uploads]);

  useEffect(() => {
    if (submitted) toast.success(FORM_SUBMITTED);
  }, [submitted, toast]);

  useEffect(() => {
    if (!submissionId || !next) return;
    navigate(next === 'payment' ? `/payment/${submissionId}` : `/submissions/${submissionId}`);
  }, [next, submissionId, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    sendToForm({ type: 'SUBMIT' });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={submitting} aria-label="Application form">
      <Stack space="large">
        {serverErrors.length > 0 ? (
          <ErrorSummary errors={serverErrors.map((message) => ({ message }))} focusOnMount />
        ) : null}
        <ApplicationFields
          fields={fields}
          values={values}
          files={files}
          errors={errors}
          disabled={submitting || submitted}
          onValue={(name, value) => sendToForm({ type: 'CHANGE', name, value })}
          onFiles={(name, chosen) => sendToForm({ type: 'CHANGE_FILES', name, files: chosen })}
          uploads={uploads}
          onCancelUpload={(key) => sendToForm({ type: 'CANCEL_UPLOAD', key })}
          onRetryUpload={(key) => sendToForm({ type: 'RETRY_UPLOAD', key })}
        />
        <div>
          <Button type="submit" loading={submitting} disabled={submitted} fullWidth>
            {submitted ? 'Submitted' : submitLabel || 'Submit Application'}
          </Button>
          {/* Present from the start (and empty), so its message is announced when it appears. */}
          <div role="status">
            {view.waitingForUploads ? (
              <Box paddingTop="xsmall">
                <Text tone="muted">Your application will be sent once your files have finished uploading.</Text>
              </Box>
            ) : null}
          </div>
        </div>
      </Stack>
      <Dialog
        isOpen={prompting}
        onOpenChange={(open) => {
          if (!open) sendToForm({ type: 'SKIP_PAYMENT' });
        }}
        title="Proceed to Payment"
        isDismissable={false}
        footer={
          <Inline space="small" align="right">
            <Button variant="secondary" onClick={() => sendToForm({ type: 'SKIP_PAYMENT' })}>
              Skip for now
            </Button>
            <Button onClick={() => sendToForm({ type: 'PROCEED_TO_PAYMENT' })}>Proceed to Payment</Button>
          </Inline>
        }
      >
        <Text>Your application has been submitted. Pay now to get started, or pay later from My Services.</Text>
      </Dialog>
    </form>
  );
}
