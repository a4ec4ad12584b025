import { CATALOG_LIMITS } from '@startwise/flows/rules';
import { Column, Columns, Stack, Text, TextField } from '@startwise/ui';
import { useFormContext, useWatch } from 'react-hook-form';
import { Section } from '../../../layout/Section';
import { FieldsEditor } from './FieldsEditor';
import { FormPreview } from './FormPreview';
import type { DraftSectionProps, ServiceDraft } from './service-draft';

/** The form customers fill in to apply: its fields beside a live preview, and its button's text. */
export function ApplicationFormSection({ errors }: DraftSectionProps) {
  const { control, register } = useFormContext<ServiceDraft>();
  const [fields, submitLabel] = useWatch({ control, name: ['fields', 'submitLabel'] });
  return (
    <Section title="Application form">
      <TextField
        label="Button text"
        hint="Empty: Submit Application."
        maxLength={CATALOG_LIMITS.submitLabelLength}
        {...register('submitLabel')}
      />
      <Columns space="large" collapseBelow="desktop">
        <Column>
          <FieldsEditor errors={errors} />
        </Column>
        <Column>
          <Stack space="medium">
            <Text weight="strong">Preview: the form as customers see it</Text>
            <FormPreview fields={fields} submitLabel={submitLabel} />
          </Stack>
        </Column>
      </Columns>
    </Section>
  );
}
