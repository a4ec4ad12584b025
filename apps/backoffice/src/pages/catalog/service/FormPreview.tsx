import { ApplicationFields } from '@startwise/application-fields';
import { type FieldErrors, type FormField, validateApplicationForm } from '@startwise/flows/rules';
import { Button, Stack, Text } from '@startwise/ui';
import { memo } from 'react';
import { type FieldError, type Resolver, type ResolverResult, useForm } from 'react-hook-form';

const previewId = (name: string) => `preview-${name}`;

/**
 * What the admin tries out in the preview: answers and chosen files by field name. Each record is set whole, never by
 * path: a name still being typed may hold a dot, which the library would read as a path.
 */
interface PracticeAnswers {
  values: Record<string, unknown>;
  files: Record<string, File[]>;
}

/** The customer's rules (validateApplicationForm) on the practice answers: a wrong field's message under `values`. */
const customerRules =
  (fields: readonly FormField[]): Resolver<PracticeAnswers> =>
  (answers): ResolverResult<PracticeAnswers> => {
    const problems = Object.entries(validateApplicationForm(fields, answers.values, answers.files));
    if (problems.length === 0) return { values: answers, errors: {} };
    const values = Object.fromEntries(problems.map(([name, message]) => [name, { type: 'validate', message }]));
    return { values: {}, errors: { values } };
  };

/**
 * The application form as the customer will see it, drawn by the storefront's own field components
 * (@startwise/application-fields) from the definitions being edited. "Check the answers" runs the customer's rules.
 * Memoized: typing elsewhere in the editor redraws the form, and the preview need only redraw when its fields change.
 */
export const FormPreview = memo(function FormPreview({
  fields,
  submitLabel,
}: {
  fields: readonly FormField[];
  submitLabel: string;
}) {
  // Checked by the button only (nothing is sent): its messages stand until the next check.
  const { watch, getValues, setValue, handleSubmit, formState } = useForm<PracticeAnswers>({
    defaultValues: { values: {}, files: {} },
    resolver: customerRules(fields),
    reValidateMode: 'onSubmit',
  });
  const { values, files } = watch();
  const checked = (formState.errors.values ?? {}) as Record<string, FieldError>;
  const errors: FieldErrors = Object.fromEntries(Object.entries(checked).map(([name, error]) => [name, error.message]));
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
        onValue={(name, value) => setValue('values', { ...getValues('values'), [name]: value })}
        onFiles={(name, chosen) => setValue('files', { ...getValues('files'), [name]: chosen })}
      />
      <div>
        <Button variant="secondary" onClick={handleSubmit(() => {})}>
          {`Check the answers (${submitLabel.trim() || 'Submit Application'})`}
        </Button>
      </div>
    </Stack>
  );
});
