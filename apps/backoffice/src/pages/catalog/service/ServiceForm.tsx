import { ConfirmDialog, Container, Stack, Text, useToast } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { configQuery } from '../../../app/queries';
import { formFailure, serverFieldErrors } from '../../../forms/errors';
import { FailureAlert } from '../../../forms/FailureAlert';
import { LeaveGuard } from '../../../forms/LeaveGuard';
import { PageTitle } from '../../../layout/PageTitle';
import { Section } from '../../../layout/Section';
import type { CatalogCategory, CatalogService } from '../queries';
import { ApplicationFormSection } from './ApplicationFormSection';
import { ContentSection } from './ContentSection';
import { DetailsSection } from './DetailsSection';
import { FaqsEditor } from './FaqsEditor';
import { MilestonesSection } from './MilestonesSection';
import { PricingSection } from './PricingSection';
import { SaveBar } from './SaveBar';
import { ServiceHeading } from './ServiceHeading';
import { type DraftErrors, draftOf, type ServiceDraft } from './service-draft';
import { draftProblems } from './service-problems';
import { CONFIRM, DONE, type StatusChange } from './status-changes';
import { useServiceSave } from './useServiceSave';

/**
 * Every editable part of a service in sections (details, pricing and tax, content, questions, the application form
 * with its live preview, milestones), its draft/published status, and a save bar that stays in view.
 */
export function ServiceForm({ service, categories }: { service?: CatalogService; categories: CatalogCategory[] }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { data: config } = useQuery(configQuery);
  const form = useForm<ServiceDraft>({ defaultValues: draftOf(service) });
  const [confirming, setConfirming] = useState<StatusChange | null>(null);
  const save = useServiceSave(service);

  // The cross-field rules (MRP against price, the form definition's) need every value at once, so the problems are
  // worked out from the values on each change rather than kept by the library, which rechecks only the field changed.
  const draft = form.watch();
  const attempted = form.formState.isSubmitted;
  const problems = draftProblems(draft);
  // The server's refusal stands until the admin changes what was sent.
  const sent = save.variables?.draft;
  const refusal = save.isError && JSON.stringify(sent) === JSON.stringify(draft) ? save.error : null;
  // The form definition's rules show as the admin types; the rest once they try to save.
  const shown: DraftErrors = {
    ...serverFieldErrors(refusal, 'slug'),
    ...Object.fromEntries(Object.entries(problems).filter(([path]) => attempted || path.startsWith('fields'))),
  };
  const submit = (status?: StatusChange) =>
    form.handleSubmit((values) => {
      if (Object.keys(draftProblems(values)).length > 0) return setConfirming(null);
      save.mutate(
        { draft: values, status },
        {
          onSuccess: (saved) => {
            form.reset(values, { keepIsSubmitted: true });
            setConfirming(null);
            toast.success(`${saved.title} ${status ? DONE[status] : 'is saved'}`);
            if (!service) navigate(paths.service(saved._id), { replace: true });
          },
          onError: () => setConfirming(null),
        },
      );
    })();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // React bubbles a dialog's own form (the description's link) through its portal to this one: not a save.
    if (event.target !== event.currentTarget) return;
    submit();
  };
  const title = service ? service.title : 'New service';
  const problemCount = Object.keys(shown).length;
  const dirty = form.formState.isDirty;

  return (
    <Container>
      <PageTitle title={title} />
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label="Service">
          <Stack space="large">
            <ServiceHeading service={service} title={title} onStatusChange={setConfirming} />
            <FailureAlert
              title="The service was not saved"
              failure={
                formFailure(refusal, 'slug') ??
                (problemCount > 0 && attempted
                  ? `Fix the ${problemCount === 1 ? 'problem' : `${problemCount} problems`} marked below, then save again.`
                  : undefined)
              }
            />
            <DetailsSection errors={shown} service={service} categories={categories} />
            <PricingSection errors={shown} />
            <ContentSection errors={shown} service={service} uploadsBaseUrl={config?.uploadsBaseUrl} />
            <Section title="Questions and answers">
              <FaqsEditor errors={shown} />
            </Section>
            <ApplicationFormSection errors={shown} />
            <MilestonesSection errors={shown} />
            <SaveBar
              published={service?.status === 'published'}
              dirty={dirty}
              saving={save.isPending && !confirming}
              onBack={() => navigate(paths.catalog)}
            />
          </Stack>
        </form>
      </FormProvider>
      <LeaveGuard dirty={dirty && !save.isPending} />
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={confirming ? CONFIRM[confirming].title : ''}
        confirmLabel={confirming ? CONFIRM[confirming].label : ''}
        tone={confirming && CONFIRM[confirming].danger ? 'danger' : undefined}
        isConfirming={save.isPending}
        onConfirm={() => confirming && submit(confirming)}
      >
        <Text>{confirming ? CONFIRM[confirming].text : ''}</Text>
      </ConfirmDialog>
    </Container>
  );
}
