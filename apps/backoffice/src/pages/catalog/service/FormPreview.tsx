import { ApplicationFields } from '@startwise/application-fields';
import { type FieldErrors, type FormField, validateApplicationForm } from '@startwise/flows/rules';
import { Button, Stack, Text } from '@startwise/ui';
import { useState } from 'react';

const previewId = (name: string) => `preview-${name}`;

/**
 * The application form as the customer will see it, drawn by the storefront's own field components
 * (@startwise/application-fields) from the definitions being edited. "Check the answers" runs the customer's rules.
 */
export function FormPreview({ fields, submitLabel }: { fields: readonly FormField[]; submitLabel: string }) {
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [files, setFiles] = useState<Record<string, File[]>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  if (fields.length === 0) return <Text tone="muted">The form has no fields yet.</Text>;
  return (
    <Stack space="large" aria-label="Form preview" as="section">
      <ApplicationFields
        fields={fields}
        values={values}
        files={files}
        errors={errors}
        disabled={false}
        idOf={previewId}
        onValue={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        onFiles={(name, chosen) => setFiles((current) => ({ ...current, [name]: chosen }))}
      />
      <div>
        <Button variant="secondary" onClick={() => setErrors(validateApplicationForm(fields, values, files))}>
          {`Check the answers (${submitLabel.trim() || 'Submit Application'})`}
        </Button>
      </div>
    </Stack>
  );
}
