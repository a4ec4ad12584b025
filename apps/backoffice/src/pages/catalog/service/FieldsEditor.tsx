import { Button, Stack, Text } from '@startwise/ui';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FieldDefinitionEditor } from './FieldDefinitionEditor';
import { newField } from './field-definition';
import type { DraftSectionProps, ServiceDraft } from './service-draft';
import { errorsUnder } from './service-problems';

/** The application form's field definitions, in order: add, edit, reorder, remove. */
export function FieldsEditor({ errors }: DraftSectionProps) {
  const { control, setValue } = useFormContext<ServiceDraft>();
  // The array gives each definition its id (and moves, adds, removes); the values are read as they are edited.
  const entries = useFieldArray({ control, name: 'fields' });
  const fields = useWatch({ control, name: 'fields' });
  return (
    <Stack space="medium">
      {fields.length === 0 ? <Text tone="muted">No fields yet: customers would only press the button.</Text> : null}
      {entries.fields.map(({ id }, index) => {
        const field = fields[index];
        return field ? (
          <FieldDefinitionEditor
            key={id}
            index={index}
            count={fields.length}
            field={field}
            errors={errorsUnder(errors, `fields[${index}]`)}
            onChange={(changed) => setValue(`fields.${index}`, changed, { shouldDirty: true })}
            onMove={(by) => entries.move(index, index + by)}
            onRemove={() => entries.remove(index)}
          />
        ) : null;
      })}
      <div>
        {/* Focus stays on the button, as it did before the library. */}
        <Button
          variant="secondary"
          onClick={() => entries.append(newField(fields.map((entry) => entry.name)), { shouldFocus: false })}
        >
          Add a field
        </Button>
      </div>
    </Stack>
  );
}
