import { type ApiClient, type Schemas, submitApplication } from '@startwise/api-client';
import { ApplicationFields } from '@startwise/application-fields';
import { applicationForm, applicationFormMachine } from '@startwise/flows';
import { useFlow } from '@startwise/flows/react';
import { Alert, Button, ErrorSummary, Heading, Stack, Text } from '@startwise/ui';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';

type Service = Schemas['Service'];

const selectors = {
  values: applicationForm.formValues,
  errors: applicationForm.fieldErrors,
  files: applicationForm.filesByField,
  serverErrors: applicationForm.serverErrors,
  submitting: applicationForm.isSubmitting,
  submitted: applicationForm.isSubmitted,
  submissionId: applicationForm.submissionId,
};

function ApplicationForm({ api, service }: { api: ApiClient; service: Service }) {
  // The flow's one call, provided as an actor: the values and files go to the API as one multipart submission.
  const machine = useMemo(
    () =>
      applicationFormMachine.provide({
        actors: {
          submitApplication: fromPromise<{ _id: string }, applicationForm.SubmitApplicationInput>(
            async ({ input, signal }) => ({
              _id: (await submitApplication(api, service.slug, input, { signal })).submissionId,
            }),
          ),
        },
      }),
    [api, service.slug],
  );
  const { view, send } = useFlow(machine, selectors, { input: { fields: service.fields } });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  if (view.submitted) return <Alert tone="positive">Application received. Our lawyers will be in touch.</Alert>;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Application form">
      <Stack space="large">
        {view.serverErrors.length > 0 ? (
          <ErrorSummary errors={view.serverErrors.map((message) => ({ message }))} />
        ) : null}
        <ApplicationFields
          fields={service.fields}
          values={view.values}
          files={view.files}
          errors={view.errors}
          disabled={view.submitting}
          onValue={(name, value) => send({ type: 'CHANGE', name, value })}
          onFiles={(name, files) => send({ type: 'CHANGE_FILES', name, files })}
        />
        <Button type="submit" loading={view.submitting}>
          {service.submit_label || 'Submit Application'}
        </Button>
      </Stack>
    </form>
  );
}

/** One service of the Startwise catalogue, read from the API, with its application form. */
export function ApplyForService({ api, slug }: { api: ApiClient; slug: string }) {
  const [service, setService] = useState<Service | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const request = new AbortController();
    api
      .get('/public/services/{slug}', { params: { path: { slug } }, signal: request.signal })
      .then((data) => setService(data.service))
      .catch((error: Error) => setFailure(error.message));
    return () => request.abort();
  }, [api, slug]);
  if (failure) return <Alert tone="critical">{failure}</Alert>;
  if (!service) return <Text tone="muted">Loading the service…</Text>;
  return (
    <Stack space="large">
      <Heading level="2">Apply for {service.title}</Heading>
      <ApplicationForm api={api} service={service} />
    </Stack>
  );
}
