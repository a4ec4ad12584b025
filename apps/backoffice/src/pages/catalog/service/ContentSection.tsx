import { CATALOG_LIMITS } from '@startwise/flows/rules';
import { Stack, Text } from '@startwise/ui';
import { useController, useFormContext } from 'react-hook-form';
import { Section } from '../../../layout/Section';
import type { CatalogService } from '../queries';
import { IconPicker } from './IconPicker';
import { LinesField } from './LinesField';
import { RichTextEditor, SanitizedDescription } from './RichTextEditor';
import type { DraftSectionProps, ServiceDraft } from './service-draft';
import { listError } from './service-problems';
import { ThumbnailField } from './ThumbnailField';

interface ContentSectionProps extends DraftSectionProps {
  service?: CatalogService;
  /** Where uploaded pictures are served from; unknown until the config has loaded. */
  uploadsBaseUrl?: string;
}

/** What the store shows of the service: its picture and icon, its description and what the price includes. */
export function ContentSection({ errors, service, uploadsBaseUrl }: ContentSectionProps) {
  const { control } = useFormContext<ServiceDraft>();
  const icon = useController({ control, name: 'icon' }).field;
  const description = useController({ control, name: 'description' }).field;
  return (
    <Section title="Content">
      {service && uploadsBaseUrl !== undefined ? (
        <ThumbnailField service={service} uploadsBaseUrl={uploadsBaseUrl} />
      ) : (
        <Text tone="muted">Save the draft first, then upload its picture here.</Text>
      )}
      <IconPicker value={icon.value} onChange={icon.onChange} />
      <RichTextEditor
        label="Description"
        hint="The server keeps headings, lists, bold, italic and links; anything else is removed when saved."
        value={description.value}
        onChange={description.onChange}
      />
      {service ? (
        <Stack space="small" as="section" aria-label="Saved description">
          <Text weight="strong">As customers see it (cleaned by the server when saved)</Text>
          <SanitizedDescription html={service.description} />
        </Stack>
      ) : null}
      <LinesField
        name="included"
        label="What is included"
        hint={`A line each, up to ${CATALOG_LIMITS.included.lines}, shown beside the price.`}
        error={listError(errors, 'included')}
      />
    </Section>
  );
}
