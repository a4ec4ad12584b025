import { slugFromTitle } from '@startwise/flows/rules';
import {
  Alert,
  Button,
  Column,
  Columns,
  ConfirmDialog,
  Container,
  Inline,
  Link,
  PageHeading,
  Select,
  Stack,
  Switch,
  Text,
  TextArea,
  TextField,
  useToast,
} from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { configQuery } from '../../../app/queries';
import { LeaveGuard } from '../../../forms/LeaveGuard';
import { PageTitle } from '../../../layout/PageTitle';
import { Section } from '../../../layout/Section';
import { CatalogStatusBadge } from '../CatalogStatusBadge';
import type { CatalogCategory, CatalogService } from '../queries';
import { SlugField } from '../SlugField';
import { saveFailure, saveFieldErrors } from '../save-errors';
import { FaqsEditor } from './FaqsEditor';
import { FieldsEditor } from './FieldsEditor';
import { FormPreview } from './FormPreview';
import { RichTextEditor, SanitizedDescription } from './RichTextEditor';
import { type DraftErrors, draftOf, draftProblems, inputOf, type ServiceDraft } from './service-draft';
import { CONFIRM, changesFor, DONE, type StatusChange } from './status-changes';
import { ThumbnailField } from './ThumbnailField';
import { useServiceSave } from './useServiceSave';

/** Every editable part of a service, the live preview of its form, and its draft/published status. */
export function ServiceForm({ service, categories }: { service?: CatalogService; categories: CatalogCategory[] }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { data: config } = useQuery(configQuery);
  const [draft, setDraft] = useState<ServiceDraft>(() => draftOf(service));
  // What the server has, as the API would receive it: the draft differs from it while there are unsaved changes.
  const [savedInput] = useState(() => JSON.stringify(inputOf(draftOf(service))));
  const dirty = JSON.stringify(inputOf(draft)) !== savedInput;
  // A new service's slug follows its title until the admin types a slug of their own.
  const [slugTouched, setSlugTouched] = useState(service !== undefined);
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState<StatusChange | null>(null);
  const save = useServiceSave(service);

  const problems = draftProblems(draft);
  const serverErrors = saveFieldErrors(save.error);
  // The form definition's rules show as the admin types; the rest once they try to save.
  const shown: DraftErrors = {
    ...serverErrors,
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
    save.mutate(
      { draft, status },
      {
        onSuccess: (saved) => {
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
  const published = service?.status === 'published';

  return (
    <Container>
      <PageTitle title={title} />
      <form onSubmit={onSubmit} noValidate aria-label="Service">
        <Stack space="large">
          <PageHeading
            compact
            eyebrow="Catalog"
            title={title}
            description={
              <Inline space="small" alignY="center">
                <CatalogStatusBadge status={service?.status ?? 'draft'} />
                <Text as="span" tone="muted">
                  {published
                    ? 'Customers see saved changes at once.'
                    : service?.status === 'archived'
                      ? 'Archived: customers do not see it; its submissions stay workable.'
                      : 'Customers do not see a draft until it is published.'}
                </Text>
              </Inline>
            }
            actions={
              <Inline space="small">
                <Button
                  type="submit"
                  variant={published ? 'primary' : 'secondary'}
                  loading={save.isPending && !confirming}
                >
                  {published ? 'Save changes' : 'Save draft'}
                </Button>
                {changesFor(service?.status).map((change) => (
                  <Button
                    key={change}
                    variant={CONFIRM[change].danger ? 'danger' : 'primary'}
                    onClick={() => setConfirming(change)}
                  >
                    {CONFIRM[change].label}
                  </Button>
                ))}
                {published && service ? (
                  <Link href={`/service/${service.slug}`} external>
                    View on the store
                  </Link>
                ) : null}
              </Inline>
            }
          />
          {failure ? (
            <Alert tone="critical" title="The service was not saved">
              {failure}
            </Alert>
          ) : problemCount > 0 && attempted ? (
            <Alert tone="critical" title="The service was not saved">
              {`Fix the ${problemCount === 1 ? 'problem' : `${problemCount} problems`} marked below, then save again.`}
            </Alert>
          ) : null}
          <Section title="Details">
            <TextField
              label="Title"
              required
              maxLength={200}
              value={draft.title}
              error={shown.title}
              onChange={(event) =>
                change({
                  title: event.target.value,
                  ...(slugTouched ? {} : { slug: slugFromTitle(event.target.value) }),
                })
              }
            />
            <SlugField
              value={draft.slug}
              error={shown.slug}
              savedSlug={service?.slug}
              prefix="/service/"
              previousSlugs={service?.previousSlugs ?? []}
              onChange={(slug) => {
                setSlugTouched(true);
                change({ slug });
              }}
            />
            <TextArea
              label="Meta description"
              hint="What search engines show under the title."
              maxLength={500}
              rows={2}
              value={draft.metaDescription}
              error={shown.metaDescription}
              onChange={(event) => change({ metaDescription: event.target.value })}
            />
            <Select
              multiple
              label="Categories"
              hint="The categories that list it; the first is its main one."
              required
              options={categories.map((category) => ({ value: category._id, label: category.name }))}
              value={draft.categoryIds}
              error={shown.categoryIds ?? Object.entries(shown).find(([path]) => path.startsWith('categoryIds['))?.[1]}
              onChange={(categoryIds) => change({ categoryIds })}
            />
            <TextField
              label="Tags"
              hint="Separated by commas; search finds the service by them."
              value={draft.tags}
              error={shown.tags}
              onChange={(event) => change({ tags: event.target.value })}
            />
            <Columns space="medium" collapseBelow="tablet">
              <Column>
                <TextField
                  label="Turnaround (working days)"
                  type="number"
                  required
                  min={1}
                  max={365}
                  value={draft.turnaroundDays}
                  error={shown.turnaroundDays}
                  onChange={(event) => change({ turnaroundDays: event.target.value })}
                />
              </Column>
              <Column>
                <TextField
                  label="SAC code"
                  hint="For the GST invoice: 4 to 8 digits."
                  inputMode="numeric"
                  value={draft.sacCode}
                  error={shown.sacCode}
                  onChange={(event) => change({ sacCode: event.target.value.trim() })}
                />
              </Column>
            </Columns>
          </Section>
          <Section title="Price">
            <Columns space="medium" collapseBelow="tablet">
              <Column>
                <TextField
                  label="Price (₹)"
                  hint="Whole rupees, tax included. Applications made from now on pay it."
                  required
                  inputMode="numeric"
                  value={draft.price}
                  error={shown.price}
                  onChange={(event) => change({ price: event.target.value.trim() })}
                />
              </Column>
              <Column>
                <TextField
                  label="MRP (₹)"
                  hint="Whole rupees; not lower than the price."
                  required
                  inputMode="numeric"
                  value={draft.mrp}
                  error={shown.mrp}
                  onChange={(event) => change({ mrp: event.target.value.trim() })}
                />
              </Column>
            </Columns>
            <Switch checked={draft.discountable} onChange={(discountable) => change({ discountable })}>
              Show the discount from the MRP
            </Switch>
          </Section>
          <Section title="Thumbnail">
            {service && config ? (
              <ThumbnailField service={service} uploadsBaseUrl={config.uploadsBaseUrl} />
            ) : (
              <Text tone="muted">Save the draft first, then upload its picture here.</Text>
            )}
          </Section>
          <Section title="Description">
            <RichTextEditor
              label="Description"
              hint="The server keeps headings, lists, bold, italic and links; anything else is removed when saved."
              value={draft.description}
              onChange={(description) => change({ description })}
            />
            {service ? (
              <Stack space="small" as="section" aria-label="Saved description">
                <Text weight="strong">As customers see it (cleaned by the server when saved)</Text>
                <SanitizedDescription html={service.description} />
              </Stack>
            ) : null}
          </Section>
          <Section title="Questions and answers">
            <FaqsEditor faqs={draft.faqs} errors={shown} onChange={(faqs) => change({ faqs })} />
          </Section>
          <Section title="Application form">
            <TextField
              label="Button text"
              hint="Empty: Submit Application."
              maxLength={60}
              value={draft.submitLabel}
              onChange={(event) => change({ submitLabel: event.target.value })}
            />
            <Columns space="large" collapseBelow="desktop">
              <Column>
                <FieldsEditor fields={draft.fields} errors={shown} onChange={(fields) => change({ fields })} />
              </Column>
              <Column>
                <Stack space="medium">
                  <Text weight="strong">Preview: the form as customers see it</Text>
                  <FormPreview fields={draft.fields.map((entry) => entry.field)} submitLabel={draft.submitLabel} />
                </Stack>
              </Column>
            </Columns>
          </Section>
          <Inline space="small">
            <Button type="submit" variant={published ? 'primary' : 'secondary'} loading={save.isPending && !confirming}>
              {published ? 'Save changes' : 'Save draft'}
            </Button>
            <Button variant="secondary" onClick={() => navigate(paths.catalog)}>
              Back to the catalog
            </Button>
          </Inline>
        </Stack>
      </form>
      <LeaveGuard dirty={dirty && !save.isPending && !save.isSuccess} />
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
