import { Button, Stack, Text } from '@startwise/ui';
import { FieldDefinitionEditor } from './FieldDefinitionEditor';
import { newField } from './field-definition';
import { type DraftErrors, errorsUnder, type FieldDraft, moved, newKey } from './service-draft';

/** The application form's field definitions, in order: add, edit, reorder, remove. */
export function FieldsEditor({
  fields,
  errors,
  onChange,
}: {
  fields: FieldDraft[];
  /** Errors by the contract's paths (`fields[2].options`). */
  errors: DraftErrors;
  onChange: (fields: FieldDraft[]) => void;
}) {
  return (
    <Stack space="medium">
      {fields.length === 0 ? <Text tone="muted">No fields yet: customers would only press the button.</Text> : null}
      {fields.map(({ key, field }, index) => (
        <FieldDefinitionEditor
          key={key}
          index={index}
          count={fields.length}
          field={field}
          errors={errorsUnder(errors, `fields[${index}]`)}
          onChange={(changed) => onChange(fields.map((entry, at) => (at === index ? { key, field: changed } : entry)))}
          onMove={(by) => onChange(moved(fields, index, by))}
          onRemove={() => onChange(fields.filter((_, at) => at !== index))}
        />
      ))}
      <div>
        <Button
          variant="secondary"
          onClick={() =>
            onChange([...fields, { key: newKey(), field: newField(fields.map((entry) => entry.field.name)) }])
          }
        >
          Add a field
        </Button>
      </div>
    </Stack>
  );
}
