import { Column, Columns, Stack, Text, TextField } from '@startwise/ui';
import { Section } from '../../../layout/Section';
import { FieldsEditor } from './FieldsEditor';
import { FormPreview } from './FormPreview';
import type { DraftSectionProps } from './service-draft';

/** The form customers fill in to apply: its fields beside a live preview, and its button's text. */
export function ApplicationFormSection({ draft, errors, onChange }: DraftSectionProps) {
  return (
    <Section title="Application form">
      <TextField
        label="Button text"
        hint="Empty: Submit Application."
        maxLength={60}
        value={draft.submitLabel}
        onChange={(event) => onChange({ submitLabel: event.target.value })}
      />
      <Columns space="large" collapseBelow="desktop">
        <Column>
          <FieldsEditor fields={draft.fields} errors={errors} onChange={(fields) => onChange({ fields })} />
        </Column>
        <Column>
          <Stack space="medium">
            <Text weight="strong">Preview: the form as customers see it</Text>
            <FormPreview fields={draft.fields.map((entry) => entry.field)} submitLabel={draft.submitLabel} />
          </Stack>
        </Column>
      </Columns>
    </Section>
  );
}
