import { Stack, Text } from '@startwise/ui';
import { Section } from '../../../layout/Section';
import type { CatalogService } from '../queries';
import { IconPicker } from './IconPicker';
import { ListText } from './ListText';
import { RichTextEditor, SanitizedDescription } from './RichTextEditor';
import { type DraftSectionProps, listError } from './service-draft';
import { ThumbnailField } from './ThumbnailField';

interface ContentSectionProps extends DraftSectionProps {
  service?: CatalogService;
  /** Where uploaded pictures are served from; unknown until the config has loaded. */
  uploadsBaseUrl?: string;
}

/** What the store shows of the service: its picture and icon, its description and what the price includes. */
export function ContentSection({ draft, errors, onChange, service, uploadsBaseUrl }: ContentSectionProps) {
  return (
    <Section title="Content">
      {service && uploadsBaseUrl !== undefined ? (
        <ThumbnailField service={service} uploadsBaseUrl={uploadsBaseUrl} />
      ) : (
        <Text tone="muted">Save the draft first, then upload its picture here.</Text>
      )}
      <IconPicker value={draft.icon} onChange={(icon) => onChange({ icon })} />
      <RichTextEditor
        label="Description"
        hint="The server keeps headings, lists, bold, italic and links; anything else is removed when saved."
        value={draft.description}
        onChange={(description) => onChange({ description })}
      />
      {service ? (
        <Stack space="small" as="section" aria-label="Saved description">
          <Text weight="strong">As customers see it (cleaned by the server when saved)</Text>
          <SanitizedDescription html={service.description} />
        </Stack>
      ) : null}
      <ListText
        label="What is included"
        hint="A line each, up to 8, shown beside the price."
        separator="line"
        values={draft.included}
        error={listError(errors, 'included')}
        onChange={(included) => onChange({ included })}
      />
    </Section>
  );
}
