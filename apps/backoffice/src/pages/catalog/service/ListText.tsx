import { TextArea, TextField } from '@startwise/ui';
import { useController, useForm } from 'react-hook-form';

export interface ListTextProps {
  label: string;
  hint?: string;
  error?: string;
  values: readonly string[];
  /** One item a line (a textarea) or items separated by commas (one line). */
  separator: 'line' | 'comma';
  onChange: (values: string[]) => void;
}

/**
 * A list edited as text (dropdown options, blocked domains): blank items are dropped, the text is kept as typed in a
 * form of its own, since the list it makes cannot give back a blank line or a trailing comma being typed.
 */
export function ListText({ label, hint, error, values, separator, onChange }: ListTextProps) {
  const joiner = separator === 'line' ? '\n' : ', ';
  const { control } = useForm({ defaultValues: { text: values.join(joiner) } });
  const { field } = useController({ control, name: 'text' });
  const update = (text: string) => {
    field.onChange(text);
    onChange(
      text
        .split(separator === 'line' ? '\n' : ',')
        .map((item) => item.trim())
        .filter(Boolean),
    );
  };
  return separator === 'line' ? (
    <TextArea
      label={label}
      hint={hint}
      error={error}
      rows={4}
      value={field.value}
      onChange={(event) => update(event.target.value)}
    />
  ) : (
    <TextField
      label={label}
      hint={hint}
      error={error}
      value={field.value}
      onChange={(event) => update(event.target.value)}
    />
  );
}
