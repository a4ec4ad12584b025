import { Alert, ConfirmDialog, Container, Stack, Text, useToast } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { configQuery } from '../../../app/queries';
import { LeaveGuard } from '../../../forms/LeaveGuard';
import { PageTitle } from '../../../layout/PageTitle';
import { Section } from '../../../layout/Section';
import type { CatalogCategory, CatalogService } from '../queries';
import { saveFailure, saveFieldErrors } from '../save-errors';
import { ApplicationFormSection } from './ApplicationFormSection';
import { ContentSection } from './ContentSection';
import { DetailsSection } from './DetailsSection';
import { FaqsEditor } from './FaqsEditor';
import { MilestonesSection } from './MilestonesSection';
import { PricingSection } from './PricingSection';
import { SaveBar } from './SaveBar';
import { ServiceHeading } from './ServiceHeading';
import { type DraftErrors, draftOf, draftProblems, inputOf, type ServiceDraft } from './service-draft';
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
  const [draft, setDraft] = useState<ServiceDraft>(() => draftOf(service));
  // What the server has, as the API would receive it (what the last save sent): the draft differs from it while there
  // are unsaved changes.
  const [savedInput, setSavedInput] = useState(() => JSON.stringify(inputOf(draftOf(service))));
  const dirty = JSON.stringify(inputOf(draft)) !== savedInput;
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState<StatusChange | null>(null);
  const save = useServiceSave(service);

  const problems = draftProblems(draft);
  // The form definition's rules show as the admin types; the rest once they try to save.
  const shown: DraftErrors = {
    ...saveFieldErrors(save.error),
    ...Object.fromEntries(Object.entries(problems).filter(([path]) => attempted || path.startsWith('fields'))),
  };
  const change = (next: Partial<ServiceDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    if (save.isError) save.reset();
  };
  const submit = (status?: StatusChange) => {
    setAttempted(true);
    if (Object.keys(problems).length > 0) {
      setConfirming(null);
      return;
    }
    const sent = JSON.stringify(inputOf(draft));
    save.mutate(
      { draft, status },
      {
        onSuccess: (saved) => {
          setSavedInput(sent);
          setConfirming(null);
          toast.success(`${saved.title} ${status ? DONE[status] : 'is saved'}`);
          if (!service) navigate(paths.service(saved._id), { replace: true });
        },
        onError: () => setConfirming(null),
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // React bubbles a dialog's own form (the description's link) through its portal to this one: not a save.
    if (event.target !== event.currentTarget) return;
    submit();
  };
  const title = service ? service.title : 'New service';
  const problemCount = Object.keys(shown).length;
  const failure = saveFailure(save.error);
  const sections = { draft, errors: shown, onChange: change };

  return (
    <Container>
      <PageTitle title={title} />
      <form onSubmit={onSubmit} noValidate aria-label="Service">
        <Stack space="large">
          <ServiceHeading service={service} title={title} onStatusChange={setConfirming} />
          {failure ? (
            <Alert tone="critical" title="The service was not saved">
              {failure}
            </Alert>
          ) : problemCount > 0 && attempted ? (
            <Alert tone="critical" title="The service was not saved">
              {`Fix the ${problemCount === 1 ? 'problem' : `${problemCount} problems`} marked below, then save again.`}
            </Alert>
          ) : null}
          <DetailsSection {...sections} service={service} categories={categories} />
          <PricingSection {...sections} />
          <ContentSection {...sections} service={service} uploadsBaseUrl={config?.uploadsBaseUrl} />
          <Section title="Questions and answers">
            <FaqsEditor faqs={draft.faqs} errors={shown} onChange={(faqs) => change({ faqs })} />
          </Section>
          <ApplicationFormSection {...sections} />
          <MilestonesSection {...sections} />
          <SaveBar
            published={service?.status === 'published'}
            dirty={dirty}
            saving={save.isPending && !confirming}
            onBack={() => navigate(paths.catalog)}
          />
        </Stack>
      </form>
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
