import { UPLOADABLE_FILE_TYPES } from '@startwise/flows/rules';
import { Checkbox, Inline, Stack, Text } from '@startwise/ui';

export interface AcceptedFileTypesProps {
  /** The ticked types; none (undefined) accepts every type. */
  chosen: readonly string[] | undefined;
  error: string | undefined;
  onChange: (fileTypes: string[] | undefined) => void;
}

/** The file types a file field accepts, one checkbox a type. */
export function AcceptedFileTypes({ chosen = [], error, onChange }: AcceptedFileTypesProps) {
  return (
    <Stack space="small" as="fieldset" aria-label="Accepted file types">
      <Text weight="strong">Accepted file types</Text>
      <Inline space="medium">
        {UPLOADABLE_FILE_TYPES.map((type) => (
          <Checkbox
            key={type}
            checked={chosen.includes(type)}
            onChange={(checked) => {
              const next = chosen.filter((other) => other !== type);
              if (checked) next.push(type);
              onChange(next.length > 0 ? next : undefined);
            }}
          >
            {type}
          </Checkbox>
        ))}
      </Inline>
      <Text size="small" tone="muted">
        None ticked: every type above is accepted.
      </Text>
      {error ? <Text tone="critical">{error}</Text> : null}
    </Stack>
  );
}
